import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type UserNotificationCommand, userNotificationsDecider, userNotificationsStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { identityMetadata } from '../../../identity/services/identity-metadata';
import { ChangeNotificationCommand } from './change-notification.command';

/** Only the user's own stream is ever touched, so another user's notification id is simply not found. */
@CommandHandler(ChangeNotificationCommand)
export class ChangeNotificationHandler implements ICommandHandler<ChangeNotificationCommand, number> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ change, notificationId, principal }: ChangeNotificationCommand): Promise<number> {
    const userId = principal.userId;
    const metadata = identityMetadata({ userId, email: principal.email }, principal.organisationId);
    const command: UserNotificationCommand =
      change === 'dismiss-all'
        ? { type: 'DismissAllNotifications', data: { userId }, metadata }
        : { type: change === 'dismiss' ? 'DismissNotification' : 'DeleteNotification', data: { userId, notificationId: notificationId as string }, metadata };
    const changed = await this.shell.execute({ streamId: userNotificationsStreamId(userId), decider: userNotificationsDecider, command });
    await this.runtime.awaitProjections(changed.position);
    return changed.events.length;
  }
}
