export * from './custom-field';
