export * from './lifecycle.events';
export * from './lifecycle.commands';
export * from './lifecycle.messages';
export * from './organisation-lifecycle';
export { decideLifecycle, evolveLifecycle, type LifecycleState } from './lifecycle.decider';
export * from './lifecycle-timers';
