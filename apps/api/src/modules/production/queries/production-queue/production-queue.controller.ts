import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { productionDesignsSchema, productionOrdersSchema, productionQueueQuerySchema } from '@profyle/contracts';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ProductionQueueQuery } from './production-queue.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v2/production/orders?all and /v2/production/designs?all (superadmin; spec 002: path not shown). */
@Controller('v2/production')
export class ProductionQueueController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'Open orders across organisations, longest waiting first (all: every order) (superadmin)', query: productionQueueQuerySchema, responses: { 200: productionOrdersSchema } })
  @SuperadminOnly()
  @Get('orders')
  orders(@Query() query: unknown) {
    return this.queries.execute(new ProductionQueueQuery('orders', validInput(productionQueueQuerySchema, query).all));
  }

  @ApiContract({ summary: 'Designs needing work across organisations (all: approved and archived too) (superadmin)', query: productionQueueQuerySchema, responses: { 200: productionDesignsSchema } })
  @SuperadminOnly()
  @Get('designs')
  designs(@Query() query: unknown) {
    return this.queries.execute(new ProductionQueueQuery('designs', validInput(productionQueueQuerySchema, query).all));
  }
}
