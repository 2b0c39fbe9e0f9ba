import type { CommandMetadata } from '@profyle/domain';

export class SendPushNotificationCommand {
  constructor(
    readonly personId: string,
    readonly title: string,
    readonly body: string,
    readonly metadata: CommandMetadata,
  ) {}
}
