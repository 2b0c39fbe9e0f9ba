import { Module } from '@nestjs/common';
import { ChangeNotificationController } from './commands/change-notification/change-notification.controller';
import { ChangeNotificationHandler } from './commands/change-notification/change-notification.handler';
import { ListNotificationsController } from './queries/list-notifications/list-notifications.controller';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler';

/** The notification centre of the top bar: the signed-in user's notifications. */
@Module({
  controllers: [ListNotificationsController, ChangeNotificationController],
  providers: [ListNotificationsHandler, ChangeNotificationHandler],
})
export class NotificationsModule {}
