export * from './key-store.port';
export * from './subject-cipher';
export * from './personal-data-protector';
export * from './protected-event-store';
export { SqliteKeyStore } from './sqlite/sqlite-key-store';
export { MongoKeyStore } from './mongodb/mongodb-key-store';
