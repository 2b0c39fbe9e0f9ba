/**
 * given(past events).when(event).then(document) | .thenNotUpdated(): the projection counterpart of the
 * decider spec. It drives `applyEvents`, the same code the runner uses, so the version guard is tested.
 */
import type { RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import { applyEvents } from '../runner/apply-events';
import type { Projection } from '../runner/projection';

export const projectionSpec = <D extends ReadDocument>(projection: Projection<D>) => ({
  given: (...history: RecordedEvent[]) => ({
    when: (event: RecordedEvent) => {
      const before = applyEvents(projection, new Map(), history).docs;
      const id = projection.documentId(event);
      const after = applyEvents(projection, before, [event]);
      const doc = id === null ? undefined : after.docs.get(id);
      return {
        then: (expected: Partial<D> | null) => {
          if (expected === null) expect(doc ?? null).toBeNull();
          else expect(doc).toMatchObject(expected);
        },
        thenNotUpdated: () => {
          expect(id === null || !after.changed.has(id)).toBe(true);
        },
      };
    },
  }),
});
