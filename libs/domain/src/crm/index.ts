export * from './crm-providers';
export * from './crm.events';
export * from './crm.commands';
export * from './crm.messages';
export * from './crm.state';
export * from './crm.decider';
