export * from './event-notification.messages';
export * from './event-notification.events';
export * from './event-notification.commands';
export * from './event-notification.state';
export * from './event-notification-text';
export * from './event-notification.decider';
