export * from './standard-webhooks';
export * from './ip-address';
export * from './webhook-url-guard';
export * from './webhook-sender';
export * from './webhook-log.store';
export * from './webhook-delivery';
