export * from './event-store/event-store.port';
export * from './read-store/read-store.port';
