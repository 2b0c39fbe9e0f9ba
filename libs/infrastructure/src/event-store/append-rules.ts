import type { AppendResult, EventToAppend, ExpectedRevision, StreamCondition } from './event-store.port';

const checkRevision = (revision: ExpectedRevision): void => {
  if (typeof revision === 'number' && !(Number.isInteger(revision) && revision >= 0)) {
    throw new TypeError(`Expected revision must be a non-negative integer, got ${revision}`);
  }
};

/** Caller mistakes every adapter refuses the same way, before anything reaches the database. */
export const validateAppend = (streamId: string, events: EventToAppend[], expected: ExpectedRevision, conditions: StreamCondition[] = []): void => {
  if (events.length === 0) throw new TypeError('An append needs at least one event');
  checkRevision(expected);
  if (new Set(events.map((e) => e.id)).size !== events.length) {
    throw new TypeError('An append must not repeat an event id');
  }
  for (const condition of conditions) {
    if (condition.streamId === streamId) throw new TypeError('A condition must name another stream: the expected revision checks the appended one');
    if (condition.revision !== 'no-stream' && typeof condition.revision !== 'number') throw new TypeError(`A condition's revision is a number or 'no-stream', got ${String(condition.revision)}`);
    checkRevision(condition.revision);
  }
};

/** Does a stream whose last revision is `current` (undefined: no stream) satisfy what an append expects? */
export const revisionFits = (expected: ExpectedRevision, current: number | undefined): boolean =>
  expected === 'any' || (expected === 'no-stream' && current === undefined) || (expected === 'exists' && current !== undefined) || expected === current;

/** Where an event id is already stored, if it is. */
export interface StoredEventId {
  streamId: string;
  revision: number;
  position: number;
}

/**
 * Idempotency on event id. An append whose events are all stored already, in this stream, one after the
 * other and in this order, is a retry: it answers what the original append answered. None stored: a new
 * append. Anything in between (some stored, another stream, another order) is a conflict.
 */
export const classifyRetry = (
  streamId: string,
  stored: (StoredEventId | undefined)[],
): { kind: 'new' } | { kind: 'retry'; result: AppendResult } | { kind: 'conflict' } => {
  if (stored.every((s) => s === undefined)) return { kind: 'new' };
  const [first] = stored;
  const last = stored[stored.length - 1];
  const isRetry =
    first !== undefined &&
    stored.every((s, i) => s !== undefined && s.streamId === streamId && s.revision === first.revision + i);
  if (!isRetry || last === undefined) return { kind: 'conflict' };
  return { kind: 'retry', result: { nextRevision: last.revision, position: last.position } };
};
