export * from './errors';
export * from './messages';
export * from './validation';
export * from './people';
export * from './people-list';
export * from './subscriptions';
export * from './organisation';
export * from './organisation-admin';
