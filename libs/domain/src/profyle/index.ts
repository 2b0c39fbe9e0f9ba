export * from './profyle-visit';
export * from './profyle-access';
