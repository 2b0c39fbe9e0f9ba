export * from './in-words';
export * from './state-diff';
export * from './secrets';
export * from './history-actions';
export * from './audited-stream';
export * from './audited-streams';
export * from './personal-data';
export * from './timeline';
