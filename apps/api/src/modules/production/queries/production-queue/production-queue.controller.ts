import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { productionQueueQuerySchema } from '@profyle/contracts';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ProductionQueueQuery } from './production-queue.query';

/** GET /v2/production/orders?all and /v2/production/designs?all (superadmin; spec 002: path not shown). */
@Controller('v2/production')
export class ProductionQueueController {
  constructor(private readonly queries: QueryBus) {}

  @SuperadminOnly()
  @Get('orders')
  orders(@Query() query: unknown) {
    return this.queries.execute(new ProductionQueueQuery('orders', validInput(productionQueueQuerySchema, query).all));
  }

  @SuperadminOnly()
  @Get('designs')
  designs(@Query() query: unknown) {
    return this.queries.execute(new ProductionQueueQuery('designs', validInput(productionQueueQuerySchema, query).all));
  }
}
