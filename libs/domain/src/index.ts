export * from './shared';
export * from './organisation';
export * from './person';
export * from './webhook';
export * from './identity';
export * from './card';
