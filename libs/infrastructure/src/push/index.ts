export * from './push.port';
export * from './captured/captured-push-sender';
export * from './fcm/fcm-push-sender';
export * from './create-push-sender';
