export * from './event-store/event-store.port';
export * from './read-store/read-store.port';
export * from './event-store/sqlite/sqlite-event-store';
export * from './event-store/kurrentdb/kurrentdb-event-store';
