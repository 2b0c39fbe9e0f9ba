import type { DomainEvent } from '../shared';

export const EVENT_NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'cancelled', 'error'] as const;
export type EventNotificationStatus = (typeof EVENT_NOTIFICATION_STATUSES)[number];

/**
 * How one channel went for one recipient: push goes only to people whose push is ACTIVE. `unknown`: the
 * sender stopped while handing this message over, so it may or may not have gone out; it is not sent
 * again (at most once per recipient), unless the channel itself drops a repeat (the captured mailer).
 */
export type ChannelStatus = 'sent' | 'failed' | 'unavailable' | 'unknown';

/** One recipient's delivery (spec 002: id, email, timestamp, pushStatus, emailStatus). */
export interface DeliveryLog {
  /** The recipient's person id. */
  id: string;
  email: string;
  timestamp: string;
  pushStatus: ChannelStatus;
  emailStatus: ChannelStatus;
}

export type EventNotificationScheduled = DomainEvent<
  'EventNotificationScheduled',
  { notificationId: string; eventId: string; organisationId: string; title: string; body: string; sendTime: string; scheduledAt: string; scheduledBy: string }
>;
export type EventNotificationChanged = DomainEvent<'EventNotificationChanged', { notificationId: string; title: string; body: string; sendTime: string }>;
export type EventNotificationCancelled = DomainEvent<'EventNotificationCancelled', { notificationId: string; cancelledAt: string; cancelledBy: string }>;
/**
 * A worker took the due notification: appended at the revision the worker read, so of several workers
 * racing exactly one succeeds. The claim holds until `leaseUntil`; a later claim after that is a takeover
 * of a worker that stopped.
 */
export type EventNotificationClaimed = DomainEvent<'EventNotificationClaimed', { notificationId: string; worker: string; attempt: number; claimedAt: string; leaseUntil: string }>;
/**
 * The worker holding the claim is about to hand these recipients' messages over (renewing its claim). It
 * is recorded before anything is sent, so a worker taking over after a crash knows whom the message may
 * already have reached and never sends to them a second time.
 */
export type EventNotificationBatchStarted = DomainEvent<'EventNotificationBatchStarted', { notificationId: string; worker: string; leaseUntil: string; recipients: string[] }>;
/** A batch of recipients served, recorded by the worker holding the claim, which it renews. */
export type EventNotificationDelivered = DomainEvent<'EventNotificationDelivered', { notificationId: string; worker: string; leaseUntil: string; deliveries: DeliveryLog[] }>;
export type EventNotificationSent = DomainEvent<'EventNotificationSent', { notificationId: string; worker: string; sentAt: string; recipients: number }>;
export type EventNotificationFailed = DomainEvent<'EventNotificationFailed', { notificationId: string; worker: string | null; failedAt: string; error: string }>;

export type EventNotificationEvent =
  | EventNotificationScheduled
  | EventNotificationChanged
  | EventNotificationCancelled
  | EventNotificationClaimed
  | EventNotificationBatchStarted
  | EventNotificationDelivered
  | EventNotificationSent
  | EventNotificationFailed;

export const EVENT_NOTIFICATION_EVENT_TYPES: readonly EventNotificationEvent['type'][] = [
  'EventNotificationScheduled',
  'EventNotificationChanged',
  'EventNotificationCancelled',
  'EventNotificationClaimed',
  'EventNotificationBatchStarted',
  'EventNotificationDelivered',
  'EventNotificationSent',
  'EventNotificationFailed',
];
