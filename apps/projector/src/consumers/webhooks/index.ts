export * from './retry-schedule';
export * from './webhook-deliveries';
export * from './webhook-endpoint-commands';
export * from './webhook-dispatcher';
export * from './webhooks.consumer';
export * from './webhooks.registration';
export * from './webhook-replay';
