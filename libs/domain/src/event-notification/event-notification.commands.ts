import type { Command, CommandMetadata } from '../shared';
import type { DeliveryLog } from './event-notification.events';

export interface NotificationText {
  title: string;
  body: string;
  sendTime: string;
}

/** `eventFound`: the event exists in the organisation (the handler reads it). */
export type ScheduleEventNotification = Command<'ScheduleEventNotification', NotificationText & { notificationId: string; eventId: string; eventFound: boolean }, CommandMetadata>;
export type ChangeEventNotification = Command<'ChangeEventNotification', NotificationText & { notificationId: string; eventId: string }, CommandMetadata>;
export type CancelEventNotification = Command<'CancelEventNotification', { notificationId: string; eventId: string }, CommandMetadata>;
/** `metadata.now` is the worker's clock. */
export type ClaimEventNotification = Command<'ClaimEventNotification', { notificationId: string; worker: string; leaseMs: number }, CommandMetadata>;
/** The recipients the worker is about to serve, recorded before it sends to any of them. */
export type StartNotificationBatch = Command<'StartNotificationBatch', { notificationId: string; worker: string; leaseMs: number; recipients: string[] }, CommandMetadata>;
export type RecordNotificationDeliveries = Command<'RecordNotificationDeliveries', { notificationId: string; worker: string; leaseMs: number; deliveries: DeliveryLog[] }, CommandMetadata>;
export type CompleteEventNotification = Command<'CompleteEventNotification', { notificationId: string; worker: string; recipients: number }, CommandMetadata>;
export type FailEventNotification = Command<'FailEventNotification', { notificationId: string; worker: string; error: string }, CommandMetadata>;

export type EventNotificationCommand =
  | ScheduleEventNotification
  | ChangeEventNotification
  | CancelEventNotification
  | ClaimEventNotification
  | StartNotificationBatch
  | RecordNotificationDeliveries
  | CompleteEventNotification
  | FailEventNotification;
