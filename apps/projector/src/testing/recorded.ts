import type { DomainEvent, RecordedEvent } from '@profyle/domain';

/**
 * Builds stored events for projection tests: positions count up across every event made by one
 * factory, revisions count up per stream, as the event store would record them.
 */
export const recorder = (organisationId = 'org1', actor = { userId: 'u1', email: 'admin@example.com' }) => {
  let position = 0;
  const revisions = new Map<string, number>();
  return <E extends DomainEvent>(streamId: string, event: E, occurredAt = '2026-01-01T10:00:00.000Z'): RecordedEvent<E['type'], E['data']> => {
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    position += 1;
    return {
      id: `e${position}`,
      streamId,
      revision,
      position,
      type: event.type,
      data: event.data,
      recordedAt: occurredAt,
      metadata: { organisationId, actor, correlationId: 'c1', causationId: 'c1', occurredAt, schemaVersion: 1 },
    };
  };
};
