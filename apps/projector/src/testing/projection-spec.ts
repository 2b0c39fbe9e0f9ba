/**
 * given(past events).when(event).then(document) | .thenNotUpdated(): the projection counterpart of the
 * decider spec. It drives `applyEvents`, the same code the runner uses, so the version guard is tested.
 */
import type { RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import { applyEvents } from '../runner/apply-events';
import { documentIdsOf, type Projection } from '../runner/projection';

export const projectionSpec = <D extends ReadDocument>(projection: Projection<D>) => ({
  given: (...history: RecordedEvent[]) => ({
    when: (event: RecordedEvent) => {
      const before = applyEvents(projection, new Map(), history).docs;
      const ids = documentIdsOf(projection, event);
      const id = ids.length === 0 ? null : ids[0];
      const after = applyEvents(projection, before, [event]);
      const doc = id === null ? undefined : after.docs.get(id);
      return {
        then: (expected: Partial<D> | null) => {
          if (expected === null) expect(doc ?? null).toBeNull();
          else expect(doc).toMatchObject(expected);
        },
        /** The document with this id after the event (for an event that touches several). */
        thenDocument: (otherId: string, expected: Partial<D> | null) => {
          const other = after.docs.get(otherId);
          if (expected === null) expect(other ?? null).toBeNull();
          else expect(other).toMatchObject(expected);
        },
        thenNotUpdated: () => {
          expect(ids.every((each) => !after.changed.has(each))).toBe(true);
        },
      };
    },
  }),
});
