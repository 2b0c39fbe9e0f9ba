import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { designsListQuerySchema, type DesignsPage, designsPageSchema } from '@profyle/contracts';
import { validInput } from '../../../../shared/http/valid-input';
import { ListDesignsQuery } from './list-designs.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v2/org/{orgId}/designs?section=custom|stock|archived|all&page&page_size */
@Controller('v2/org/:orgId/designs')
export class ListDesignsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The organisation’s designs by section (custom, stock, archived, all)', query: designsListQuerySchema, responses: { 200: designsPageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: unknown): Promise<DesignsPage> {
    return this.queries.execute(new ListDesignsQuery(orgId, validInput(designsListQuerySchema, query)));
  }
}
