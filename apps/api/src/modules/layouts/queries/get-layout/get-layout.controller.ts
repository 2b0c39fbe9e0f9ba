import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type LayoutView, layoutViewSchema } from '@profyle/contracts';
import { setEtag } from '../../../../shared/http/etag';
import { assertLayoutId } from '../../layout-views';
import { GetLayoutQuery } from './get-layout.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/configurations/{id}: the layout, with its ETag once stored. */
@Controller('v1/enterprise/:orgId/configurations')
export class GetLayoutController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'A layout (`default` is derived from the organisation until first edited), with its ETag', responses: { 200: layoutViewSchema } })
  @Get(':id')
  async get(@Param('orgId') orgId: string, @Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<LayoutView> {
    const found = await this.queries.execute<GetLayoutQuery, { view: LayoutView; revision: number | null }>(new GetLayoutQuery(orgId, assertLayoutId(id)));
    setEtag(response, found.revision);
    return found.view;
  }
}
