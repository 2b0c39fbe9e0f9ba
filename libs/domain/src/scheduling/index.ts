export * from './scheduled-work';
