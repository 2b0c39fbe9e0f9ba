export * from './location.messages';
export * from './location-details';
export * from './location.events';
export * from './location.commands';
export * from './location.decider';
