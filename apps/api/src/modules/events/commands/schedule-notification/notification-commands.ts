import type { CommandMetadata, NotificationText } from '@profyle/domain';

export class ScheduleNotificationCommand {
  constructor(
    readonly eventId: string,
    readonly text: NotificationText,
    readonly metadata: CommandMetadata,
  ) {}
}

export class ChangeNotificationCommand {
  constructor(
    readonly eventId: string,
    readonly notificationId: string,
    readonly text: NotificationText,
    readonly metadata: CommandMetadata,
  ) {}
}

export class CancelNotificationCommand {
  constructor(
    readonly eventId: string,
    readonly notificationId: string,
    readonly metadata: CommandMetadata,
  ) {}
}
