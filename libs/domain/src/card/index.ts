export * from './card-id';
export * from './card-colours';
export * from './card.messages';
export * from './card.events';
export * from './card.commands';
export * from './card.state';
export * from './card.decider';
export { assertCardInOrganisation } from './commands/card-in-organisation';
