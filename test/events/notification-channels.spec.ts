/**
 * One notification to one attendee through the channels: push goes only to a device that is registered,
 * a device the provider no longer knows is logged failed and withdrawn from the person (so their push is
 * UNAVAILABLE from then on), any other push failure is logged failed and keeps the device, and the e-mail
 * goes out whatever happens to the push.
 */
import { type MailMessage, type Mailer, PushDeliveryError, type PushFailure, type SentMail } from '@profyle/infrastructure';
import { type AttendeePush, NotificationChannels } from '../../apps/api/src/modules/events/notifications/notification-channels';

class Outbox implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<SentMail> {
    this.sent.push(message);
    return { ...message, id: String(this.sent.length), from: 'test', links: [], sentAt: new Date().toISOString() };
  }
  async close(): Promise<void> {}
}

/** A push provider that fails for the devices it is told to, the way the push port reports it. */
const provider = (failures: Record<string, PushFailure> = {}) => {
  const sent: string[] = [];
  const push: AttendeePush = {
    async send({ token }) {
      if (failures[token]) throw new PushDeliveryError(`device ${token}`, failures[token]);
      sent.push(token);
      return {};
    },
  };
  return { push, sent };
};

const notification = { notificationId: 'n-1', organisationId: 'org_a', title: 'Doors open', body: 'Hall B', eventName: 'Summit', organisationName: 'Org A' };
const attendee = (pushToken: string | null) => ({ id: 'p-1', name: 'Ada', email: 'ada@example.com', pushToken });
const clock = () => new Date('2026-11-23T10:00:00.000Z');

describe('notification channels', () => {
  it('push to a registered device and e-mail to everyone; no device means push unavailable', async () => {
    const { push, sent } = provider();
    const mail = new Outbox();
    const channels = new NotificationChannels(mail, push, clock);
    expect(await channels.deliver(notification, attendee('device-1'))).toEqual({ id: 'p-1', email: 'ada@example.com', timestamp: '2026-11-23T10:00:00.000Z', pushStatus: 'sent', emailStatus: 'sent' });
    expect(await channels.deliver(notification, attendee(null))).toMatchObject({ pushStatus: 'unavailable', emailStatus: 'sent' });
    expect(sent).toEqual(['device-1']);
    expect(mail.sent.map((message) => message.to)).toEqual(['ada@example.com', 'ada@example.com']);
  });

  it('withdraws a device the provider no longer knows, and keeps one that failed for another reason', async () => {
    const { push } = provider({ gone: 'unregistered', flaky: 'unavailable' });
    const withdrawn: unknown[] = [];
    const channels = new NotificationChannels(new Outbox(), push, clock, async (recipient) => void withdrawn.push(recipient));
    expect(await channels.deliver(notification, attendee('gone'))).toMatchObject({ pushStatus: 'failed', emailStatus: 'sent' });
    expect(withdrawn).toEqual([{ organisationId: 'org_a', personId: 'p-1', notificationId: 'n-1' }]);
    expect(await channels.deliver(notification, attendee('flaky'))).toMatchObject({ pushStatus: 'failed', emailStatus: 'sent' });
    expect(withdrawn).toHaveLength(1);
  });

  it('logs the push failed even when withdrawing the device fails', async () => {
    const { push } = provider({ gone: 'unregistered' });
    const channels = new NotificationChannels(new Outbox(), push, clock, async () => {
      throw new Error('event store closed');
    });
    expect(await channels.deliver(notification, attendee('gone'))).toMatchObject({ pushStatus: 'failed', emailStatus: 'sent' });
  });
});
