import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ordersListQuerySchema, type OrdersPage, ordersPageSchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListOrdersQuery } from './list-orders.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v2/org/{orgId}/orders?page&page_size&status: the billing page's order history. */
@Controller('v2/org/:orgId/orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The organisation’s orders, newest first', query: ordersListQuerySchema, responses: { 200: ordersPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: unknown): Promise<OrdersPage> {
    return this.queries.execute(new ListOrdersQuery(orgId, validInput(ordersListQuerySchema, query)));
  }
}
