import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, streamId } from '../shared';

/**
 * Durable scheduled work (Academy e-mails, welcome e-mails, later event notifications, trial expiry and
 * demo invites): one stream per item, `scheduled-<itemId>`. A worker takes a due item by appending
 * WorkClaimed with the revision it read, so when several workers race for it exactly one append wins;
 * the claim holds for a lease, after which a worker that died is replaced. Time always comes from the
 * command (the worker's clock), never from here.
 */
export const SCHEDULED_WORK_STREAM_CATEGORY = 'scheduled';
export const scheduledWorkStreamId = (itemId: string): string => streamId(SCHEDULED_WORK_STREAM_CATEGORY, itemId);

/** What the work is about, for finding and showing it (e.g. the person an e-mail goes to). */
export interface WorkSubject {
  organisationId: string;
  /** The entity the work concerns (a person id, an event id...). */
  subjectId: string;
}

export type WorkScheduled = DomainEvent<'WorkScheduled', WorkSubject & { itemId: string; kind: string; dueAt: string; payload: Record<string, unknown>; scheduledAt: string }>;
export type WorkClaimed = DomainEvent<'WorkClaimed', { itemId: string; worker: string; attempt: number; claimedAt: string; leaseUntil: string }>;
export type WorkCompleted = DomainEvent<'WorkCompleted', { itemId: string; worker: string; completedAt: string; outcome: string }>;
/** The attempt failed: due again at `retryAt`, or given up when it is null. */
export type WorkFailed = DomainEvent<'WorkFailed', { itemId: string; worker: string; failedAt: string; error: string; retryAt: string | null }>;
export type WorkCancelled = DomainEvent<'WorkCancelled', { itemId: string; cancelledAt: string; reason: string }>;

export type ScheduledWorkEvent = WorkScheduled | WorkClaimed | WorkCompleted | WorkFailed | WorkCancelled;
export const SCHEDULED_WORK_EVENT_TYPES: readonly ScheduledWorkEvent['type'][] = ['WorkScheduled', 'WorkClaimed', 'WorkCompleted', 'WorkFailed', 'WorkCancelled'];

export type ScheduleWork = Command<'ScheduleWork', WorkSubject & { itemId: string; kind: string; dueAt: string; payload: Record<string, unknown> }, CommandMetadata>;
/** `metadata.now` is the worker's clock; the claim holds until now + leaseMs. */
export type ClaimWork = Command<'ClaimWork', { itemId: string; worker: string; leaseMs: number }, CommandMetadata>;
export type CompleteWork = Command<'CompleteWork', { itemId: string; worker: string; outcome: string }, CommandMetadata>;
export type FailWork = Command<'FailWork', { itemId: string; worker: string; error: string; retryAt: string | null }, CommandMetadata>;
export type CancelWork = Command<'CancelWork', { itemId: string; reason: string }, CommandMetadata>;
export type ScheduledWorkCommand = ScheduleWork | ClaimWork | CompleteWork | FailWork | CancelWork;

export type ScheduledWorkStatus = 'absent' | 'scheduled' | 'claimed' | 'completed' | 'failed' | 'cancelled';

export interface ScheduledWorkState {
  status: ScheduledWorkStatus;
  itemId: string;
  kind: string;
  dueAt: string;
  worker: string | null;
  leaseUntil: string | null;
  attempts: number;
}

export const SCHEDULED_WORK_ERROR_CODES = { notDue: 'work.not_due', notClaimed: 'work.not_claimed', unknown: 'work.unknown' } as const;

const initialState = (): ScheduledWorkState => ({ status: 'absent', itemId: '', kind: '', dueAt: '', worker: null, leaseUntil: null, attempts: 0 });

const evolve = (state: ScheduledWorkState, event: ScheduledWorkEvent): ScheduledWorkState => {
  switch (event.type) {
    case 'WorkScheduled':
      return { ...state, status: 'scheduled', itemId: event.data.itemId, kind: event.data.kind, dueAt: event.data.dueAt };
    case 'WorkClaimed':
      return { ...state, status: 'claimed', worker: event.data.worker, leaseUntil: event.data.leaseUntil, attempts: event.data.attempt };
    case 'WorkCompleted':
      return { ...state, status: 'completed', leaseUntil: null };
    case 'WorkFailed':
      return event.data.retryAt === null ? { ...state, status: 'failed', leaseUntil: null } : { ...state, status: 'scheduled', dueAt: event.data.retryAt, worker: null, leaseUntil: null };
    case 'WorkCancelled':
      return { ...state, status: 'cancelled', leaseUntil: null };
    default:
      return assertNever(event);
  }
};

/** Due: scheduled and its time has come, or claimed by a worker whose lease ran out (it stopped or died). */
export const isWorkDue = (state: ScheduledWorkState, now: string): boolean =>
  (state.status === 'scheduled' && state.dueAt <= now) || (state.status === 'claimed' && state.leaseUntil !== null && state.leaseUntil <= now);

const notDue = (itemId: string) => new DomainError(SCHEDULED_WORK_ERROR_CODES.notDue, `Scheduled work ${itemId} is not due`, 'conflict');
const notClaimed = (itemId: string, worker: string) => new DomainError(SCHEDULED_WORK_ERROR_CODES.notClaimed, `Scheduled work ${itemId} is not claimed by ${worker}`, 'conflict');

const decide = (command: ScheduledWorkCommand, state: ScheduledWorkState): ScheduledWorkEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'ScheduleWork': {
      // Scheduling an item again (same id) records nothing: a retried request schedules it once.
      if (state.status !== 'absent') return [];
      const { itemId, kind, dueAt, payload, organisationId, subjectId } = command.data;
      return [{ type: 'WorkScheduled', data: { itemId, kind, dueAt, payload, organisationId, subjectId, scheduledAt: now } }];
    }
    case 'ClaimWork': {
      const { itemId, worker, leaseMs } = command.data;
      if (!isWorkDue(state, now)) throw notDue(itemId);
      return [{ type: 'WorkClaimed', data: { itemId, worker, attempt: state.attempts + 1, claimedAt: now, leaseUntil: new Date(Date.parse(now) + leaseMs).toISOString() } }];
    }
    case 'CompleteWork': {
      const { itemId, worker, outcome } = command.data;
      if (state.status !== 'claimed' || state.worker !== worker) throw notClaimed(itemId, worker);
      return [{ type: 'WorkCompleted', data: { itemId, worker, completedAt: now, outcome } }];
    }
    case 'FailWork': {
      const { itemId, worker, error, retryAt } = command.data;
      if (state.status !== 'claimed' || state.worker !== worker) throw notClaimed(itemId, worker);
      return [{ type: 'WorkFailed', data: { itemId, worker, failedAt: now, error, retryAt } }];
    }
    case 'CancelWork': {
      // Only work still waiting can be cancelled; work in a worker's hands, done, failed or unknown records nothing.
      if (state.status !== 'scheduled') return [];
      return [{ type: 'WorkCancelled', data: { itemId: command.data.itemId, cancelledAt: now, reason: command.data.reason } }];
    }
    default:
      return assertNever(command);
  }
};

export const scheduledWorkDecider: Decider<ScheduledWorkCommand, ScheduledWorkEvent, ScheduledWorkState> = { initialState, evolve, decide };
