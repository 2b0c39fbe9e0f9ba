export * from './runner/projection';
export * from './runner/apply-events';
export * from './runner/projection-runner';
export * from './runner/projection-status';
export * from './projections';
export * from './integration';
export * from './consumers';
export * from './scheduling';
