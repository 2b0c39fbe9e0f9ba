export * from './introduction';
