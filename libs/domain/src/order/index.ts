export * from './money';
export * from './pricing';
export * from './order.messages';
export * from './order.events';
export * from './order.commands';
export * from './order.state';
export * from './order.decider';
export * from './free-demo-order';
export { subscriptionsOwed } from './commands/credit-order-subscriptions';
