import { assertNever, type CommandMetadata, type Decider, DomainError, streamId } from '../shared';
import type {
  CancelEventNotification,
  ChangeEventNotification,
  ClaimEventNotification,
  CompleteEventNotification,
  EventNotificationCommand,
  FailEventNotification,
  NotificationText,
  RecordNotificationDeliveries,
  ScheduleEventNotification,
  StartNotificationBatch,
} from './event-notification.commands';
import type {
  EventNotificationBatchStarted,
  EventNotificationCancelled,
  EventNotificationChanged,
  EventNotificationClaimed,
  EventNotificationDelivered,
  EventNotificationEvent,
  EventNotificationFailed,
  EventNotificationScheduled,
  EventNotificationSent,
} from './event-notification.events';
import { EVENT_NOTIFICATION_ERROR_CODES as CODES, EVENT_NOTIFICATION_MESSAGES as M, NOTIFICATION_MAX_ATTEMPTS } from './event-notification.messages';
import { canCancelNotification, type EventNotificationState, evolveEventNotification, initialEventNotificationState, isNotificationDue } from './event-notification.state';
import { normaliseNotificationText, notificationTextProblems } from './event-notification-text';

export const EVENT_NOTIFICATION_STREAM_CATEGORY = 'eventnotification';

/** `eventnotification-<uuid>` */
export const eventNotificationStreamId = (notificationId: string): string => streamId(EVENT_NOTIFICATION_STREAM_CATEGORY, notificationId);

const notFound = () => new DomainError(CODES.notFound, M.notFound, 'not_found');

/** The notification must exist under this event, in the organisation of the request. */
const assertNotification = (state: EventNotificationState, metadata: CommandMetadata, eventId: string): void => {
  if (!state.exists || state.organisationId !== metadata.organisationId || state.eventId !== eventId) throw notFound();
};

const validText = (text: NotificationText, now: string): NotificationText => {
  const problems = notificationTextProblems(text, now);
  const [first] = problems;
  if (first) throw new DomainError(CODES.invalid, first.msg, 'validation', problems);
  return normaliseNotificationText(text);
};

const leaseUntil = (now: string, leaseMs: number): string => new Date(Date.parse(now) + leaseMs).toISOString();

const schedule = ({ data, metadata }: ScheduleEventNotification, state: EventNotificationState): EventNotificationScheduled[] => {
  if (state.exists) throw new DomainError(CODES.exists, M.exists, 'conflict');
  if (!data.eventFound) throw new DomainError('event.not_found', 'Event not found', 'not_found');
  const text = validText(data, metadata.now);
  return [
    {
      type: 'EventNotificationScheduled',
      data: { notificationId: data.notificationId, eventId: data.eventId, organisationId: metadata.organisationId, ...text, scheduledAt: metadata.now, scheduledBy: metadata.actor.email ?? metadata.actor.userId },
    },
  ];
};

const change = ({ data, metadata }: ChangeEventNotification, state: EventNotificationState): EventNotificationChanged[] => {
  assertNotification(state, metadata, data.eventId);
  if (state.status !== 'pending') throw new DomainError(CODES.notPending, M.notPending, 'conflict');
  const text = validText(data, metadata.now);
  if (text.title === state.title && text.body === state.body && text.sendTime === state.sendTime) return [];
  return [{ type: 'EventNotificationChanged', data: { notificationId: data.notificationId, ...text } }];
};

const cancel = ({ data, metadata }: CancelEventNotification, state: EventNotificationState): EventNotificationCancelled[] => {
  assertNotification(state, metadata, data.eventId);
  if (!canCancelNotification(state.status)) throw new DomainError(CODES.notPending, M.notPending, 'conflict');
  return [{ type: 'EventNotificationCancelled', data: { notificationId: data.notificationId, cancelledAt: metadata.now, cancelledBy: metadata.actor.email ?? metadata.actor.userId } }];
};

/**
 * Take a due notification: pending whose time has come, or one whose sender's claim ran out. After
 * NOTIFICATION_MAX_ATTEMPTS claims the notification fails instead of being tried once more.
 */
const claim = ({ data, metadata }: ClaimEventNotification, state: EventNotificationState): (EventNotificationClaimed | EventNotificationFailed)[] => {
  if (!state.exists || !isNotificationDue(state, metadata.now)) throw new DomainError(CODES.notDue, M.notDue, 'conflict');
  if (state.attempts >= NOTIFICATION_MAX_ATTEMPTS) return [{ type: 'EventNotificationFailed', data: { notificationId: data.notificationId, worker: null, failedAt: metadata.now, error: M.gaveUp } }];
  return [{ type: 'EventNotificationClaimed', data: { notificationId: data.notificationId, worker: data.worker, attempt: state.attempts + 1, claimedAt: metadata.now, leaseUntil: leaseUntil(metadata.now, data.leaseMs) } }];
};

const assertClaimedBy = (state: EventNotificationState, worker: string): void => {
  if (state.status !== 'sending' || state.worker !== worker) throw new DomainError(CODES.notClaimed, M.notClaimed, 'conflict');
};

/**
 * At most once per recipient: a recipient is started (recorded as about to be served) once, ever. Those
 * already started or served are dropped, so a worker resuming another's send cannot serve them again.
 */
const startBatch = ({ data, metadata }: StartNotificationBatch, state: EventNotificationState): EventNotificationBatchStarted[] => {
  assertClaimedBy(state, data.worker);
  const fresh = [...new Set(data.recipients)].filter((recipient) => !state.delivered.has(recipient) && !state.started.has(recipient));
  if (fresh.length === 0) return [];
  return [{ type: 'EventNotificationBatchStarted', data: { notificationId: data.notificationId, worker: data.worker, leaseUntil: leaseUntil(metadata.now, data.leaseMs), recipients: fresh } }];
};

/**
 * Only a started recipient's delivery can be recorded (nobody is served before that is durable);
 * recipients already recorded are dropped, so a batch recorded twice counts once.
 */
const record = ({ data, metadata }: RecordNotificationDeliveries, state: EventNotificationState): EventNotificationDelivered[] => {
  assertClaimedBy(state, data.worker);
  const fresh = data.deliveries.filter((delivery, index, all) => !state.delivered.has(delivery.id) && all.findIndex((other) => other.id === delivery.id) === index);
  if (fresh.some((delivery) => !state.started.has(delivery.id))) throw new DomainError(CODES.notStarted, M.notStarted, 'conflict');
  if (fresh.length === 0) return [];
  return [{ type: 'EventNotificationDelivered', data: { notificationId: data.notificationId, worker: data.worker, leaseUntil: leaseUntil(metadata.now, data.leaseMs), deliveries: fresh } }];
};

const complete = ({ data, metadata }: CompleteEventNotification, state: EventNotificationState): EventNotificationSent[] => {
  assertClaimedBy(state, data.worker);
  return [{ type: 'EventNotificationSent', data: { notificationId: data.notificationId, worker: data.worker, sentAt: metadata.now, recipients: data.recipients } }];
};

const fail = ({ data, metadata }: FailEventNotification, state: EventNotificationState): EventNotificationFailed[] => {
  assertClaimedBy(state, data.worker);
  return [{ type: 'EventNotificationFailed', data: { notificationId: data.notificationId, worker: data.worker, failedAt: metadata.now, error: data.error.slice(0, 500) } }];
};

export const decideEventNotification = (command: EventNotificationCommand, state: EventNotificationState): EventNotificationEvent[] => {
  switch (command.type) {
    case 'ScheduleEventNotification':
      return schedule(command, state);
    case 'ChangeEventNotification':
      return change(command, state);
    case 'CancelEventNotification':
      return cancel(command, state);
    case 'ClaimEventNotification':
      return claim(command, state);
    case 'StartNotificationBatch':
      return startBatch(command, state);
    case 'RecordNotificationDeliveries':
      return record(command, state);
    case 'CompleteEventNotification':
      return complete(command, state);
    case 'FailEventNotification':
      return fail(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * A notification scheduled for an event's attendees (spec 002 "Event notification"): pending until its
 * send time, changeable and cancellable only while pending; then claimed by exactly one worker
 * (sending), which records each batch's recipients before serving them and their deliveries after, and
 * ends it sent, or error. A recipient is started once, ever: delivery is at most once per recipient.
 */
export const eventNotificationDecider: Decider<EventNotificationCommand, EventNotificationEvent, EventNotificationState> = {
  initialState: initialEventNotificationState,
  evolve: evolveEventNotification,
  decide: decideEventNotification,
};
