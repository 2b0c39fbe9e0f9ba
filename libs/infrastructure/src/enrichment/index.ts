export * from './enrichment.port';
export * from './none/no-enrichment';
export * from './http/http-enrichment';
export * from './create-enricher';
