export * from './self-service-session';
export * from './self-service-profile';
