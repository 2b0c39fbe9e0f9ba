import type { ChannelStatus, EventNotificationDelivered } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One document per recipient of a sent notification: its delivery log line (spec 002: Email, Sent at, PUSH, EMAIL). */
export interface EventNotificationDeliveryDoc extends ReadDocument {
  notification_id: string;
  organisation_id: string;
  /** The recipient's person id. */
  id: string;
  email: string;
  timestamp: string;
  pushStatus: ChannelStatus;
  emailStatus: ChannelStatus;
}

export const deliveryDocId = (notificationId: string, personId: string): string => `${notificationId}:${personId}`;

export const eventNotificationDeliveriesProjection: Projection<EventNotificationDeliveryDoc> = {
  name: 'event-notification-deliveries',
  version: 1,
  eventTypes: ['EventNotificationDelivered'],
  indexes: [{ fields: [['notification_id', 1], ['timestamp', 1]] }],
  documentId: (recorded) => {
    const { notificationId, deliveries } = (recorded as unknown as EventNotificationDelivered).data;
    return deliveries.map((delivery) => deliveryDocId(notificationId, delivery.id));
  },
  evolve: (doc, recorded, id) => {
    if (doc) return doc;
    const { notificationId, deliveries } = (recorded as unknown as EventNotificationDelivered).data;
    const delivery = deliveries.find((each) => deliveryDocId(notificationId, each.id) === id);
    if (!delivery) return null;
    return { _id: id, notification_id: notificationId, organisation_id: recorded.metadata.organisationId, ...delivery };
  },
};
