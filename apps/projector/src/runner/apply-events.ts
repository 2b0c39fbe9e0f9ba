import type { RecordedEvent } from '@profyle/domain';
import type { ReadDocument, WriteOp } from '@profyle/infrastructure';
import { documentIdsOf, type Projection } from './projection';

export interface Applied<D extends ReadDocument> {
  /** Every document touched, after the events (null = deleted). */
  docs: Map<string, D | null>;
  /** For each changed document, the global position of the last event that changed it. */
  changed: Map<string, number>;
}

/**
 * Folds a batch of events into the documents they touch. A document already at or past an event's
 * global position has seen it, so the event is skipped: replays and at-least-once delivery are harmless.
 */
export const applyEvents = <D extends ReadDocument>(
  projection: Projection<D>,
  current: ReadonlyMap<string, D | null>,
  events: readonly RecordedEvent[],
): Applied<D> => {
  const docs = new Map(current);
  const changed = new Map<string, number>();
  for (const event of events) {
    for (const id of documentIdsOf(projection, event)) {
      const doc = docs.get(id) ?? null;
      if (doc && (doc._version ?? -1) >= event.position) continue;
      const next = projection.evolve(doc, event, id);
      docs.set(id, next ? { ...next, _id: id, _version: event.position } : null);
      changed.set(id, event.position);
    }
  }
  return { docs, changed };
};

/**
 * The writes that store an applied batch; each is guarded by the position that produced it. The documents
 * are handed over: the batch's fold made them and nothing keeps them after the write.
 */
export const writesFor = <D extends ReadDocument>({ docs, changed }: Applied<D>): WriteOp<D>[] =>
  [...changed].map(([id, version]) => {
    const doc = docs.get(id) ?? null;
    return doc ? { kind: 'upsert', doc, version, handedOver: true } : { kind: 'delete', id, version };
  });
