import type { ScheduledWorkEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { scheduledWorkProjection } from './scheduled-work.projection';

const record = recorder('acme');
const item = (event: ScheduledWorkEvent) => record<ScheduledWorkEvent>('scheduled-i1', event);
const scheduled = item({ type: 'WorkScheduled', data: { itemId: 'i1', kind: 'academy-email', dueAt: '2026-02-01T00:00:00.000Z', payload: {}, organisationId: 'acme', subjectId: 'p1', scheduledAt: '2026-01-01T00:00:00.000Z' } });
const claimed = item({ type: 'WorkClaimed', data: { itemId: 'i1', worker: 'w1', attempt: 1, claimedAt: '2026-02-01T00:00:00.000Z', leaseUntil: '2026-02-01T00:05:00.000Z' } });
const spec = projectionSpec(scheduledWorkProjection);

describe('scheduled work projection', () => {
  it('lists an item as scheduled, then claimed with its lease', () => {
    spec.given().when(scheduled).then({ item_id: 'i1', kind: 'academy-email', subject_id: 'p1', status: 'scheduled', due_at: '2026-02-01T00:00:00.000Z' });
    spec.given(scheduled).when(claimed).then({ status: 'claimed', lease_until: '2026-02-01T00:05:00.000Z', attempts: 1 });
  });

  it('moves a failed attempt to its retry time, and ends completed, failed or cancelled', () => {
    const retry = item({ type: 'WorkFailed', data: { itemId: 'i1', worker: 'w1', failedAt: 'x', error: 'SMTP down', retryAt: '2026-02-01T00:10:00.000Z' } });
    spec.given(scheduled, claimed).when(retry).then({ status: 'scheduled', due_at: '2026-02-01T00:10:00.000Z', last_error: 'SMTP down', lease_until: null });
    const done = item({ type: 'WorkCompleted', data: { itemId: 'i1', worker: 'w1', completedAt: 'x', outcome: 'sent' } });
    spec.given(scheduled, claimed).when(done).then({ status: 'completed', outcome: 'sent' });
    spec.given(scheduled, claimed).when(claimed).thenNotUpdated();
  });
});
