import { SCHEDULED_WORK_EVENT_TYPES, type ScheduledWorkEvent, type ScheduledWorkStatus } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * One item of scheduled work, for the scheduler to find what is due (its claim then goes through the
 * item's stream, which is the truth) and for screens to show what is planned for a subject.
 */
export interface ScheduledWorkDoc extends ReadDocument {
  item_id: string;
  kind: string;
  organisation_id: string;
  subject_id: string;
  status: Exclude<ScheduledWorkStatus, 'absent'>;
  due_at: string;
  lease_until: string | null;
  attempts: number;
  last_error: string | null;
  outcome: string | null;
  scheduled_at: string;
  updated_at: string;
}

export const scheduledWorkProjection: Projection<ScheduledWorkDoc> = {
  name: 'scheduled-work',
  version: 1,
  eventTypes: SCHEDULED_WORK_EVENT_TYPES,
  indexes: [
    { fields: [['status', 1], ['due_at', 1]] },
    { fields: [['status', 1], ['lease_until', 1]] },
    { fields: [['subject_id', 1], ['kind', 1]] },
  ],
  documentId: (event) => (event.data as { itemId: string }).itemId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as ScheduledWorkEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'WorkScheduled') {
      const { itemId, kind, organisationId, subjectId, dueAt, scheduledAt } = event.data;
      return {
        _id: itemId,
        item_id: itemId,
        kind,
        organisation_id: organisationId,
        subject_id: subjectId,
        status: 'scheduled',
        due_at: dueAt,
        lease_until: null,
        attempts: 0,
        last_error: null,
        outcome: null,
        scheduled_at: scheduledAt,
        updated_at: scheduledAt,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'WorkClaimed':
        return { ...doc, status: 'claimed', lease_until: event.data.leaseUntil, attempts: event.data.attempt, updated_at: at };
      case 'WorkCompleted':
        return { ...doc, status: 'completed', lease_until: null, outcome: event.data.outcome, updated_at: at };
      case 'WorkFailed':
        return event.data.retryAt === null
          ? { ...doc, status: 'failed', lease_until: null, last_error: event.data.error, updated_at: at }
          : { ...doc, status: 'scheduled', due_at: event.data.retryAt, lease_until: null, last_error: event.data.error, updated_at: at };
      case 'WorkCancelled':
        return { ...doc, status: 'cancelled', outcome: event.data.reason, updated_at: at };
      default:
        return doc;
    }
  },
};
