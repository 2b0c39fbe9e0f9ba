import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DesignsPage, designsListQuerySchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListDesignsQuery } from './list-designs.query';

/** GET /v2/org/{orgId}/designs?section=custom|stock|archived|all&page&page_size */
@Controller('v2/org/:orgId/designs')
export class ListDesignsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Param('orgId') orgId: string, @Query() query: unknown): Promise<DesignsPage> {
    return this.queries.execute(new ListDesignsQuery(orgId, validInput(designsListQuerySchema, query)));
  }
}
