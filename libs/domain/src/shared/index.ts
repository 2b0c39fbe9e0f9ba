export * from './metadata';
export * from './domain-error';
export * from './decider';
export * from './envelope';
export * from './upcasters';
export * from './changed-fields';
