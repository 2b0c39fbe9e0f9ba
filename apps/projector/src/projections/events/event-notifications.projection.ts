import type { EventNotificationEvent, EventNotificationStatus } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * One document per event notification: what the event page lists and the notification page shows,
 * and what the notification scheduler looks at to find due work (status and send time; the claim itself
 * is decided on the notification's stream, so a stale document only costs a refused claim).
 */
export interface EventNotificationDoc extends ReadDocument {
  id: string;
  organisation_id: string;
  event_id: string;
  title: string;
  body: string;
  sendTime: string;
  status: EventNotificationStatus;
  /** The claim's end while sending: a later one means the sender is alive. */
  lease_until: string | null;
  delivered: number;
  recipients: number | null;
  error: string | null;
  meta: { createdAt: string; createdBy: string; updatedAt: string };
}

export const eventNotificationsProjection: Projection<EventNotificationDoc> = {
  name: 'event-notifications',
  version: 1,
  eventTypes: ['EventNotificationScheduled', 'EventNotificationChanged', 'EventNotificationCancelled', 'EventNotificationClaimed', 'EventNotificationBatchStarted', 'EventNotificationDelivered', 'EventNotificationSent', 'EventNotificationFailed'],
  indexes: [{ fields: [['event_id', 1], ['sendTime', 1]] }, { fields: [['status', 1], ['sendTime', 1]] }, { fields: [['status', 1], ['lease_until', 1]] }],
  documentId: (recorded) => (recorded.data as { notificationId?: string }).notificationId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as EventNotificationEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'EventNotificationScheduled') {
      const { data } = event;
      return {
        _id: data.notificationId,
        id: data.notificationId,
        organisation_id: data.organisationId,
        event_id: data.eventId,
        title: data.title,
        body: data.body,
        sendTime: data.sendTime,
        status: 'pending',
        lease_until: null,
        delivered: 0,
        recipients: null,
        error: null,
        meta: { createdAt: data.scheduledAt, createdBy: data.scheduledBy, updatedAt: data.scheduledAt },
      };
    }
    if (!doc) return null;
    const touched = { ...doc, meta: { ...doc.meta, updatedAt: at } };
    switch (event.type) {
      case 'EventNotificationChanged':
        return { ...touched, title: event.data.title, body: event.data.body, sendTime: event.data.sendTime };
      case 'EventNotificationCancelled':
        return { ...touched, status: 'cancelled' };
      case 'EventNotificationClaimed':
        return { ...touched, status: 'sending', lease_until: event.data.leaseUntil };
      case 'EventNotificationBatchStarted':
        return { ...touched, lease_until: event.data.leaseUntil };
      case 'EventNotificationDelivered':
        return { ...touched, lease_until: event.data.leaseUntil, delivered: doc.delivered + event.data.deliveries.length };
      case 'EventNotificationSent':
        return { ...touched, status: 'sent', lease_until: null, recipients: event.data.recipients };
      case 'EventNotificationFailed':
        return { ...touched, status: 'error', lease_until: null, error: event.data.error };
      default:
        return doc;
    }
  },
};
