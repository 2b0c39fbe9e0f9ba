import type { UserNotificationEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** One notification of the notification centre (spec 001 section 3, User notification). */
export interface UserNotificationDoc extends ReadDocument {
  id: string;
  user_id: string;
  title: string;
  body: string;
  auto_popup: boolean;
  dismissed: boolean;
  deleted: boolean;
  cta: { title: string; action: string } | null;
  created_at: string;
}

export const userNotificationsProjection: Projection<UserNotificationDoc> = {
  name: 'user-notifications',
  version: 1,
  eventTypes: ['NotificationCreated', 'NotificationDismissed', 'NotificationDeleted'],
  indexes: [{ fields: [['user_id', 1], ['created_at', -1]] }],
  documentId: (event) => (event.data as { notificationId?: string }).notificationId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as UserNotificationEvent;
    switch (event.type) {
      case 'NotificationCreated': {
        const d = event.data;
        return { _id: d.notificationId, id: d.notificationId, user_id: d.userId, title: d.title, body: d.body, auto_popup: d.autoPopup, dismissed: false, deleted: false, cta: d.cta, created_at: d.createdAt };
      }
      case 'NotificationDismissed':
        return doc && { ...doc, dismissed: true };
      case 'NotificationDeleted':
        return doc && { ...doc, deleted: true };
      default:
        return doc;
    }
  },
};
