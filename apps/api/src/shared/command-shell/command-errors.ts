/** The client's If-Match named a revision the entity has moved past. Answered 412. */
export class PreconditionFailedError extends Error {
  constructor(readonly streamId: string, readonly expected: number, readonly actual: number | null) {
    super(`Stream ${streamId} is at revision ${actual ?? 'none'}, not ${expected}`);
    this.name = 'PreconditionFailedError';
  }
}

/** Every retry of a command met a concurrent change. Answered 409; the client may simply try again. */
export class ConcurrencyExhaustedError extends Error {
  constructor(readonly streamId: string, readonly attempts: number) {
    super(`Gave up on ${streamId} after ${attempts} concurrent changes`);
    this.name = 'ConcurrencyExhaustedError';
  }
}

/**
 * Another stream the command was decided on (`dependsOn`) changed before its append: nothing was written.
 * Its caller reads that stream afresh and decides again; never answered to a client as such.
 */
export class StaleDependencyError extends Error {
  constructor(readonly streamId: string, readonly actual: number | null) {
    super(`Stream ${streamId} moved on to revision ${actual ?? 'none'} before the append that depended on it`);
    this.name = 'StaleDependencyError';
  }
}
