import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrganisationsPage, organisationsListQuerySchema, organisationsPageSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ListOrganisationsQuery } from './list-organisations.query';

/** GET /v1/organisations?tab&search&page_size&after[&partner=true] (superadmin): a cursor page. */
@Controller('v1/organisations')
export class ListOrganisationsController {
  constructor(private readonly queries: QueryBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: the organisations list (tabs, search, cursor pages), or the partners', query: organisationsListQuerySchema, responses: { 200: organisationsPageSchema } })
  @Get()
  list(@Query() query: Record<string, unknown>): Promise<OrganisationsPage> {
    return this.queries.execute(new ListOrganisationsQuery(validInput(organisationsListQuerySchema, query), new Date().toISOString()));
  }
}
