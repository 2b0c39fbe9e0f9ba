export * from './payment-provider.port';
export * from './webhook-signature';
export * from './checkout-session-event';
export * from './stripe/stripe-payment-provider';
export * from './embedded/embedded-payment-provider';
