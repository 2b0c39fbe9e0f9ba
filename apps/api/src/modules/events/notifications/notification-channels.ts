import { type ChannelStatus, type DeliveryLog } from '@profyle/domain';
import { MailDeliveryError, type Mailer, PushDeliveryError } from '@profyle/infrastructure';
import type { Recipient } from './attendee-directory';

/** What the channels need to know of a notification. */
export interface OutgoingNotification {
  notificationId: string;
  organisationId: string;
  title: string;
  body: string;
  eventName: string;
  organisationName: string;
}

/** A push sender as the push port defines it: the device's token, a title and a body, extra data. */
export interface AttendeePush {
  send(message: { token: string; title: string; body: string; data?: Record<string, string> }): Promise<unknown>;
}
export const ATTENDEE_PUSH = Symbol('AttendeePush');

/** Withdraws a device token the push provider no longer knows, so the person's push shows UNAVAILABLE. */
export type WithdrawGoneDevice = (recipient: { organisationId: string; personId: string; notificationId: string }) => Promise<void>;

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The key that makes a repeated send of one notification to one person the same message. */
export const deliveryKey = (notificationId: string, personId: string, channel: 'email' | 'push'): string => `event-notification:${notificationId}:${personId}:${channel}`;

/**
 * Sends one notification to one recipient: by push when their push is ACTIVE, and by e-mail (the full
 * message: push may be cut short on a phone). A channel's failure is that channel's status in the log,
 * never an exception, so one bad address does not stop the others. Every message carries an idempotency
 * key (notification, person, channel).
 */
export class NotificationChannels {
  constructor(
    private readonly mailer: Mailer,
    private readonly push: AttendeePush | null,
    private readonly clock: () => Date = () => new Date(),
    private readonly withdrawGoneDevice: WithdrawGoneDevice = async () => undefined,
  ) {}

  async deliver(notification: OutgoingNotification, recipient: Recipient): Promise<DeliveryLog> {
    const [pushStatus, emailStatus] = await Promise.all([this.sendPush(notification, recipient), this.sendEmail(notification, recipient)]);
    return { id: recipient.id, email: recipient.email, timestamp: this.clock().toISOString(), pushStatus, emailStatus };
  }

  /**
   * A recipient whose delivery was interrupted (the sender stopped after recording them as started):
   * the message may already have reached them. Only a channel that drops a repeat of the same message
   * (a mailer that deduplicates by idempotency key) is used again; the others are `unknown`, never sent
   * a second time.
   */
  async redeliver(notification: OutgoingNotification, recipient: Recipient): Promise<DeliveryLog> {
    const pushStatus: ChannelStatus = !this.push || !recipient.pushToken ? 'unavailable' : 'unknown';
    const emailStatus: ChannelStatus = this.mailer.deduplicates === true ? await this.sendEmail(notification, recipient) : 'unknown';
    return { id: recipient.id, email: recipient.email, timestamp: this.clock().toISOString(), pushStatus, emailStatus };
  }

  private async sendPush(notification: OutgoingNotification, recipient: Recipient): Promise<ChannelStatus> {
    if (!this.push || !recipient.pushToken) return 'unavailable';
    try {
      await this.push.send({ token: recipient.pushToken, title: notification.title, body: notification.body, data: { kind: 'event-notification', notification_id: notification.notificationId, idempotency_key: deliveryKey(notification.notificationId, recipient.id, 'push') } });
      return 'sent';
    } catch (error) {
      if (error instanceof PushDeliveryError && error.failure === 'unregistered') {
        await this.withdrawGoneDevice({ organisationId: notification.organisationId, personId: recipient.id, notificationId: notification.notificationId }).catch(() => undefined);
      }
      return 'failed';
    }
  }

  private async sendEmail(notification: OutgoingNotification, recipient: Recipient): Promise<ChannelStatus> {
    const greeting = recipient.name ? `Hi ${recipient.name},` : 'Hello,';
    const footer = `${notification.eventName}${notification.organisationName ? ` - ${notification.organisationName}` : ''}`;
    try {
      await this.mailer.send({
        to: recipient.email,
        subject: notification.title,
        text: `${greeting}\n\n${notification.body}\n\n${footer}\n`,
        html: [
          '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
          `<p>${escapeHtml(greeting)}</p>`,
          `<h2 style="margin:0 0 8px">${escapeHtml(notification.title)}</h2>`,
          `<p>${escapeHtml(notification.body).replace(/\n/g, '<br>')}</p>`,
          `<p style="color:#666">${escapeHtml(footer)}</p>`,
          '</body></html>',
        ].join('\n'),
        idempotencyKey: deliveryKey(notification.notificationId, recipient.id, 'email'),
      });
      return 'sent';
    } catch (error) {
      if (error instanceof MailDeliveryError) return 'failed';
      throw error;
    }
  }
}
