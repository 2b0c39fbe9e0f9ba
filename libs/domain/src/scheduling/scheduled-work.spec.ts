import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { isWorkDue, type ScheduledWorkCommand, type ScheduledWorkEvent, scheduledWorkDecider, scheduledWorkStreamId } from './scheduled-work';

const spec = deciderSpec(scheduledWorkDecider);
const at = (now: string): CommandMetadata => ({ organisationId: 'acme', actor: { userId: 'scheduler' }, correlationId: 'c', now });
const T0 = '2026-01-01T09:00:00.000Z';
const DUE = '2026-01-02T09:00:00.000Z';
const LATER = '2026-01-02T09:00:30.000Z';
const LEASE_OVER = '2026-01-02T09:05:00.000Z';

const scheduled: ScheduledWorkEvent = {
  type: 'WorkScheduled',
  data: { itemId: 'i1', kind: 'academy-email', dueAt: DUE, payload: { step: 1 }, organisationId: 'acme', subjectId: 'p1', scheduledAt: T0 },
};
const claimed = (worker: string, attempt = 1, claimedAt = DUE): ScheduledWorkEvent => ({
  type: 'WorkClaimed',
  data: { itemId: 'i1', worker, attempt, claimedAt, leaseUntil: new Date(Date.parse(claimedAt) + 60_000).toISOString() },
});
const claim = (worker: string, now: string): ScheduledWorkCommand => ({ type: 'ClaimWork', data: { itemId: 'i1', worker, leaseMs: 60_000 }, metadata: at(now) });

describe('scheduledWorkDecider', () => {
  it('names its stream scheduled-<item id>', () => {
    expect(scheduledWorkStreamId('academy-1')).toBe('scheduled-academy-1');
  });

  it('schedules an item once', () => {
    const command: ScheduledWorkCommand = { type: 'ScheduleWork', data: { itemId: 'i1', kind: 'academy-email', dueAt: DUE, payload: { step: 1 }, organisationId: 'acme', subjectId: 'p1' }, metadata: at(T0) };
    spec.given().when(command).then(scheduled);
    spec.given(scheduled).when(command).then();
  });

  it('lets a worker claim an item once it is due, for a lease', () => {
    spec.given(scheduled).when(claim('w1', T0)).thenThrows('work.not_due');
    spec.given(scheduled).when(claim('w1', DUE)).then(claimed('w1'));
  });

  it('refuses a second claim while the lease holds, and gives the item to another worker once it ran out', () => {
    spec.given(scheduled, claimed('w1')).when(claim('w2', LATER)).thenThrows('work.not_due');
    spec.given(scheduled, claimed('w1')).when(claim('w2', LEASE_OVER)).then(claimed('w2', 2, LEASE_OVER));
  });

  it('completes only for the worker holding the claim', () => {
    const complete = (worker: string): ScheduledWorkCommand => ({ type: 'CompleteWork', data: { itemId: 'i1', worker, outcome: 'sent' }, metadata: at(LATER) });
    spec.given(scheduled, claimed('w1')).when(complete('w1')).then({ type: 'WorkCompleted', data: { itemId: 'i1', worker: 'w1', completedAt: LATER, outcome: 'sent' } });
    spec.given(scheduled, claimed('w1')).when(complete('w2')).thenThrows('work.not_claimed');
    spec.given(scheduled).when(complete('w1')).thenThrows('work.not_claimed');
  });

  it('is never due again once completed, and due at the retry time after a failure', () => {
    const completed: ScheduledWorkEvent = { type: 'WorkCompleted', data: { itemId: 'i1', worker: 'w1', completedAt: LATER, outcome: 'sent' } };
    spec.given(scheduled, claimed('w1'), completed).when(claim('w2', '2030-01-01T00:00:00.000Z')).thenThrows('work.not_due');
    const failed: ScheduledWorkEvent = { type: 'WorkFailed', data: { itemId: 'i1', worker: 'w1', failedAt: LATER, error: 'SMTP down', retryAt: LEASE_OVER } };
    const state = [scheduled, claimed('w1'), failed].reduce(scheduledWorkDecider.evolve, scheduledWorkDecider.initialState());
    expect(isWorkDue(state, LATER)).toBe(false);
    expect(isWorkDue(state, LEASE_OVER)).toBe(true);
    spec.given(scheduled, claimed('w1'), failed).when(claim('w1', LEASE_OVER)).then(claimed('w1', 2, LEASE_OVER));
    const gaveUp: ScheduledWorkEvent = { type: 'WorkFailed', data: { itemId: 'i1', worker: 'w1', failedAt: LATER, error: 'bounced', retryAt: null } };
    spec.given(scheduled, claimed('w1'), gaveUp).when(claim('w1', '2030-01-01T00:00:00.000Z')).thenThrows('work.not_due');
  });

  it('cancels waiting work only', () => {
    const cancel: ScheduledWorkCommand = { type: 'CancelWork', data: { itemId: 'i1', reason: 'series restarted' }, metadata: at(LATER) };
    spec.given(scheduled).when(cancel).then({ type: 'WorkCancelled', data: { itemId: 'i1', cancelledAt: LATER, reason: 'series restarted' } });
    spec.given(scheduled, claimed('w1')).when(cancel).then();
    spec.given().when(cancel).then();
  });
});
