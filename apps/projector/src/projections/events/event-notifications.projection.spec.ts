import type { DeliveryLog, EventNotificationEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { deliveryDocId, eventNotificationDeliveriesProjection } from './event-notification-deliveries.projection';
import { eventNotificationsProjection } from './event-notifications.projection';

const record = recorder('acme', { userId: 'scheduler:event-notifications', email: '' });
const stream = 'eventnotification-n1';
const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const event = (e: EventNotificationEvent, minute: number) => record<EventNotificationEvent>(stream, e, at(minute));

const scheduled = event({ type: 'EventNotificationScheduled', data: { notificationId: 'n1', eventId: 'e1', organisationId: 'acme', title: 'Doors open', body: 'Hall B', sendTime: at(30), scheduledAt: at(0), scheduledBy: 'admin@acme.example' } }, 0);
const changed = event({ type: 'EventNotificationChanged', data: { notificationId: 'n1', title: 'Doors open soon', body: 'Hall C', sendTime: at(40) } }, 5);
const cancelled = event({ type: 'EventNotificationCancelled', data: { notificationId: 'n1', cancelledAt: at(6), cancelledBy: 'admin@acme.example' } }, 6);
const claimed = event({ type: 'EventNotificationClaimed', data: { notificationId: 'n1', worker: 'w1', attempt: 1, claimedAt: at(30), leaseUntil: at(31) } }, 30);
const started = event({ type: 'EventNotificationBatchStarted', data: { notificationId: 'n1', worker: 'w1', leaseUntil: at(32), recipients: ['p1', 'p2'] } }, 31);
const log = (id: string, emailStatus: DeliveryLog['emailStatus'] = 'sent'): DeliveryLog => ({ id, email: `${id}@acme.example`, timestamp: at(31), pushStatus: 'unavailable', emailStatus });
const delivered = event({ type: 'EventNotificationDelivered', data: { notificationId: 'n1', worker: 'w1', leaseUntil: at(33), deliveries: [log('p1'), log('p2', 'unknown')] } }, 32);
const sent = event({ type: 'EventNotificationSent', data: { notificationId: 'n1', worker: 'w1', sentAt: at(33), recipients: 2 } }, 33);
const failed = event({ type: 'EventNotificationFailed', data: { notificationId: 'n1', worker: null, failedAt: at(33), error: 'Sending stopped 5 times: given up' } }, 33);

describe('event notifications projection', () => {
  const spec = projectionSpec(eventNotificationsProjection);

  it('lists a scheduled notification pending, with who scheduled it', () => {
    spec.given().when(scheduled).then({
      id: 'n1',
      organisation_id: 'acme',
      event_id: 'e1',
      title: 'Doors open',
      body: 'Hall B',
      sendTime: at(30),
      status: 'pending',
      lease_until: null,
      delivered: 0,
      recipients: null,
      error: null,
      meta: { createdAt: at(0), createdBy: 'admin@acme.example', updatedAt: at(0) },
    });
  });

  it('follows changes and a cancellation while pending', () => {
    spec.given(scheduled).when(changed).then({ title: 'Doors open soon', body: 'Hall C', sendTime: at(40), status: 'pending', meta: { createdAt: at(0), createdBy: 'admin@acme.example', updatedAt: at(5) } });
    spec.given(scheduled, changed).when(cancelled).then({ status: 'cancelled', title: 'Doors open soon' });
  });

  it("shows the sender's claim as its lease, renewed by every batch it starts and records (what the dispatcher's due query reads)", () => {
    spec.given(scheduled).when(claimed).then({ status: 'sending', lease_until: at(31) });
    spec.given(scheduled, claimed).when(started).then({ status: 'sending', lease_until: at(32), delivered: 0 });
    spec.given(scheduled, claimed, started).when(delivered).then({ status: 'sending', lease_until: at(33), delivered: 2 });
  });

  it('counts a recorded batch once, however often it is delivered to the projection', () => {
    spec.given(scheduled, claimed, started, delivered).when(delivered).thenNotUpdated();
  });

  it('ends sent with its recipients, or in error with why; either way nobody holds it', () => {
    spec.given(scheduled, claimed, started, delivered).when(sent).then({ status: 'sent', lease_until: null, recipients: 2, delivered: 2, error: null });
    spec.given(scheduled, claimed).when(failed).then({ status: 'error', lease_until: null, error: 'Sending stopped 5 times: given up' });
  });

  it('ignores what comes for a notification it never saw scheduled', () => {
    spec.given().when(claimed).then(null);
  });
});

describe('event notification deliveries projection', () => {
  const spec = projectionSpec(eventNotificationDeliveriesProjection);

  it('keeps one delivery log line per recipient (email, sent at, push and e-mail status)', () => {
    expect(eventNotificationDeliveriesProjection.documentId(delivered)).toEqual(['n1:p1', 'n1:p2']);
    spec.given().when(delivered).then({ _id: deliveryDocId('n1', 'p1'), notification_id: 'n1', organisation_id: 'acme', id: 'p1', email: 'p1@acme.example', timestamp: at(31), pushStatus: 'unavailable', emailStatus: 'sent' });
    spec.given().when(delivered).thenDocument('n1:p2', { id: 'p2', emailStatus: 'unknown' });
  });

  it("keeps a recipient's first line: a later record of the same recipient does not replace it", () => {
    const again = event({ type: 'EventNotificationDelivered', data: { notificationId: 'n1', worker: 'w2', leaseUntil: at(40), deliveries: [{ ...log('p1', 'failed'), timestamp: at(39) }] } }, 39);
    spec.given(delivered).when(again).then({ id: 'p1', emailStatus: 'sent', timestamp: at(31) });
    spec.given(delivered).when(delivered).thenNotUpdated();
  });
});
