export * from './affiliate.events';
export * from './affiliate.commands';
export * from './affiliate.messages';
export * from './affiliate-offer';
export * from './affiliate.decider';
