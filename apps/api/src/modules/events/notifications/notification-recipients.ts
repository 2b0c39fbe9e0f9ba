import { Inject, Injectable } from '@nestjs/common';
import type { NotificationRecipients } from '@profyle/contracts';
import type { EventDoc } from '@profyle/projector';
import { AttendeeDirectory } from './attendee-directory';

/** What the notification form shows of its recipients: how many, how many by push, the first few. */
@Injectable()
export class NotificationRecipientsReader {
  constructor(@Inject(AttendeeDirectory) private readonly directory: AttendeeDirectory) {}

  async summary(event: EventDoc): Promise<Omit<NotificationRecipients, 'defaultSendTime'>> {
    const recipients = await this.directory.recipientsOf(event);
    return {
      total: recipients.length,
      push: recipients.filter((recipient) => recipient.pushToken !== null).length,
      sample: recipients.slice(0, 50).map((recipient) => ({ id: recipient.id, name: recipient.name, email: recipient.email, push: recipient.pushToken !== null })),
    };
  }
}
