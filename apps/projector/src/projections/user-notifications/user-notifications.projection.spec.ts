import type { UserNotificationEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { userNotificationsProjection } from './user-notifications.projection';

const record = recorder('acme');
const spec = projectionSpec(userNotificationsProjection);
const created = record<UserNotificationEvent>('usernotifications-u1', {
  type: 'NotificationCreated',
  data: { userId: 'u1', notificationId: 'n1', title: 'Welcome', body: 'Hello', autoPopup: true, cta: { title: 'Go', action: '/portal/dashboard' }, createdAt: '2026-01-01T10:00:00.000Z' },
});

describe('user notifications projection', () => {
  it('shows a new notification in the spec shape', () =>
    spec.given().when(created).then({ id: 'n1', user_id: 'u1', title: 'Welcome', body: 'Hello', auto_popup: true, dismissed: false, deleted: false, cta: { title: 'Go', action: '/portal/dashboard' } }));

  it('marks it dismissed, then deleted', () => {
    const dismissed = record<UserNotificationEvent>('usernotifications-u1', { type: 'NotificationDismissed', data: { userId: 'u1', notificationId: 'n1', dismissedAt: '2026-01-01T11:00:00.000Z' } });
    spec.given(created).when(dismissed).then({ dismissed: true, deleted: false });
    spec
      .given(created, dismissed)
      .when(record<UserNotificationEvent>('usernotifications-u1', { type: 'NotificationDeleted', data: { userId: 'u1', notificationId: 'n1', deletedAt: '2026-01-01T12:00:00.000Z' } }))
      .then({ dismissed: true, deleted: true });
  });
});
