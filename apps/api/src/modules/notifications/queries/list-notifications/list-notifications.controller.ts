import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type NotificationsResponse, notificationsResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { ListNotificationsQuery } from './list-notifications.query';

/** GET /v1/notifications: { data: UserNotification[] } of the signed-in user. */
@Controller('v1/notifications')
export class ListNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: "The signed-in user's notifications, newest first", responses: { 200: notificationsResponseSchema } })
  @Get()
  list(@CurrentPrincipal() principal: Principal): Promise<NotificationsResponse> {
    return this.queries.execute(new ListNotificationsQuery(principal.userId));
  }
}
