import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type LayoutList, layoutListSchema } from '@profyle/contracts';
import { ListLayoutsQuery } from './list-layouts.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/configurations: every layout, the default first, and the themes a layout may use. */
@Controller('v1/enterprise/:orgId/configurations')
export class ListLayoutsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The layouts, the default first, with the groups using each and the themes a layout may choose', responses: { 200: layoutListSchema } })
  @Get()
  list(@Param('orgId') orgId: string): Promise<LayoutList> {
    return this.queries.execute(new ListLayoutsQuery(orgId));
  }
}
