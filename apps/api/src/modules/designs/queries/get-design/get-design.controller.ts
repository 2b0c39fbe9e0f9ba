import { Controller, Get, Param } from '@nestjs/common';
import { designViewSchema } from '@profyle/contracts';
import { QueryBus } from '@nestjs/cqrs';
import type { DesignView } from '@profyle/contracts';
import { GetDesignQuery } from './get-design.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v2/org/{orgId}/designs/{designId}: the design page with its proof and history. */
@Controller('v2/org/:orgId/designs')
export class GetDesignController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'One design of the organisation, or a stock design', responses: { 200: designViewSchema } })
  @Get(':designId')
  get(@Param('orgId') orgId: string, @Param('designId') designId: string): Promise<DesignView> {
    return this.queries.execute(new GetDesignQuery(orgId, designId));
  }
}
