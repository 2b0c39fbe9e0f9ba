import type { DomainEvent } from '../shared';

export const EVENT_NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'cancelled', 'error'] as const;
export type EventNotificationStatus = (typeof EVENT_NOTIFICATION_STATUSES)[number];

/** How one channel went for one recipient: push goes only to people whose push is ACTIVE. */
export type ChannelStatus = 'sent' | 'failed' | 'unavailable';

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
/** A batch of recipients served, recorded by the worker holding the claim, which it renews. */
export type EventNotificationDelivered = DomainEvent<'EventNotificationDelivered', { notificationId: string; worker: string; leaseUntil: string; deliveries: DeliveryLog[] }>;
export type EventNotificationSent = DomainEvent<'EventNotificationSent', { notificationId: string; worker: string; sentAt: string; recipients: number }>;
export type EventNotificationFailed = DomainEvent<'EventNotificationFailed', { notificationId: string; worker: string | null; failedAt: string; error: string }>;

export type EventNotificationEvent =
  | EventNotificationScheduled
  | EventNotificationChanged
  | EventNotificationCancelled
  | EventNotificationClaimed
  | EventNotificationDelivered
  | EventNotificationSent
  | EventNotificationFailed;

export const EVENT_NOTIFICATION_EVENT_TYPES: readonly EventNotificationEvent['type'][] = [
  'EventNotificationScheduled',
  'EventNotificationChanged',
  'EventNotificationCancelled',
  'EventNotificationClaimed',
  'EventNotificationDelivered',
  'EventNotificationSent',
  'EventNotificationFailed',
];
