export * from './event-store/event-store.port';
export * from './read-store/read-store.port';
export * from './event-store/sqlite/sqlite-event-store';
export * from './event-store/kurrentdb/kurrentdb-event-store';
export * from './read-store/embedded/embedded-read-store';
export * from './read-store/mongodb/mongodb-read-store';
export * from './integration-bus/integration-bus.port';
