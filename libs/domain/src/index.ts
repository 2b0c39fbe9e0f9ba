export * from './shared';
export * from './organisation';
export * from './person';
export * from './webhook';
export * from './identity';
export * from './group';
export * from './location';
export * from './custom-field';
