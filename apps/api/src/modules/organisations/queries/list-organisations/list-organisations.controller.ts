import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrganisationsPage, organisationsListQuerySchema } from '@profyle/contracts';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ListOrganisationsQuery } from './list-organisations.query';

/** GET /v1/organisations?tab&search&page_size&after[&partner=true] (superadmin): a cursor page. */
@Controller('v1/organisations')
export class ListOrganisationsController {
  constructor(private readonly queries: QueryBus) {}

  @SuperadminOnly()
  @Get()
  list(@Query() query: Record<string, unknown>): Promise<OrganisationsPage> {
    return this.queries.execute(new ListOrganisationsQuery(validInput(organisationsListQuerySchema, query), new Date().toISOString()));
  }
}
