export * from './card-activation';
