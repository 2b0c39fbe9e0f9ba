export * from './profyle-visit';
export * from './profyle-access';
export * from './visit-day';
