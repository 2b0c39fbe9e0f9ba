export * from './work-scheduler';
