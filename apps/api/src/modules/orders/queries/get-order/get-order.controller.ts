import { Controller, Get, Param } from '@nestjs/common';
import { orderViewSchema } from '@profyle/contracts';
import { QueryBus } from '@nestjs/cqrs';
import type { OrderView } from '@profyle/contracts';
import { GetOrderQuery } from './get-order.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v2/org/{orgId}/orders/{orderId}: the order page. */
@Controller('v2/org/:orgId/orders')
export class GetOrderController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'One order of the organisation', responses: { 200: orderViewSchema } })
  @Get(':orderId')
  get(@Param('orgId') orgId: string, @Param('orderId') orderId: string): Promise<OrderView> {
    return this.queries.execute(new GetOrderQuery(orgId, orderId));
  }
}
