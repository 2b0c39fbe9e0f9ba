export * from './integration-consumer';
export * from './consumer-registration';
export * from './retry-policy';
export * from './inbox';
export * from './dead-letters';
export * from './consumer-runner';
export * from './stream-commands';
