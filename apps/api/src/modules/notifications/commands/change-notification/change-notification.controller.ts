import { Controller, Delete, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { deletedNotificationSchema, type MarkAllReadResponse, markAllReadResponseSchema, type NotificationsResponse, type UserNotification, userNotificationSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { ListNotificationsQuery } from '../../queries/list-notifications/list-notifications.query';
import { ChangeNotificationCommand } from './change-notification.command';

/**
 * POST /v1/notifications/{id}/dismiss -> 200 UserNotification; DELETE /v1/notifications/{id} -> 200 {id};
 * POST /v1/notifications/mark-all-read -> 200 {dismissed}. Unknown ids are 404 'Notification not found'.
 */
@Controller('v1/notifications')
export class ChangeNotificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ summary: 'Mark every notification read', responses: { 200: markAllReadResponseSchema } })
  @Post('mark-all-read')
  @HttpCode(HttpStatus.OK)
  async markAllRead(@CurrentPrincipal() principal: Principal): Promise<MarkAllReadResponse> {
    return { dismissed: await this.commands.execute(new ChangeNotificationCommand('dismiss-all', null, principal)) };
  }

  @ApiContract({ summary: 'Dismiss a notification', responses: { 200: userNotificationSchema } })
  @Post(':id/dismiss')
  @HttpCode(HttpStatus.OK)
  async dismiss(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<UserNotification | undefined> {
    await this.commands.execute(new ChangeNotificationCommand('dismiss', id, principal));
    const { data } = await this.queries.execute<ListNotificationsQuery, NotificationsResponse>(new ListNotificationsQuery(principal.userId));
    return data.find((n) => n.id === id);
  }

  @ApiContract({ summary: 'Delete a notification', responses: { 200: deletedNotificationSchema } })
  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<{ id: string }> {
    await this.commands.execute(new ChangeNotificationCommand('delete', id, principal));
    return { id };
  }
}
