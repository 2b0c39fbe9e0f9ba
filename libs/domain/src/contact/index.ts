export * from './contact.events';
export * from './contact.rules';
export * from './contact.decider';
