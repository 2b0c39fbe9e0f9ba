export * from './integration-event.mapping';
export * from './integration-publisher';
export * from './testing/organisation-story';
