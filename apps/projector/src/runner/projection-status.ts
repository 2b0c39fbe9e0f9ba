import type { EventStore, ReadStore } from '@profyle/infrastructure';
import { checkpointName, type Projection } from './projection';
import type { ProjectionStatus } from './projection-runner';

/** Projection lag as another process sees it: the stored checkpoints against the head of the log. */
export const readProjectionStatus = async (events: EventStore, store: ReadStore, projections: readonly Projection<any>[]): Promise<ProjectionStatus[]> => {
  const head = await events.headPosition();
  return Promise.all(
    projections.map(async (p) => {
      const checkpoint = (await store.getCheckpoint(checkpointName(p))) ?? 0;
      return { name: p.name, version: p.version, checkpoint, head, lag: Math.max(0, head - checkpoint), state: 'running' as const };
    }),
  );
};
