export * from './shared';
export * from './organisation';
export * from './person';
export * from './webhook';
export * from './layout';
export * from './identity';
