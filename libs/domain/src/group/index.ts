export * from './group.messages';
export * from './group.events';
export * from './group.commands';
export * from './group.state';
export * from './group.decider';
export * from './group-details';
