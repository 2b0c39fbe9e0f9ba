import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { peopleListQuerySchema, type PeoplePage, peoplePageSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { validInput } from '../../../../shared/http/valid-input';
import { ListPeopleQuery } from './list-people.query';

/** GET /v1/enterprise/{orgId}/people?page&page_size&sort&subscription&unverified&card&group&search */
@Controller('v1/enterprise/:orgId/people')
export class ListPeopleController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'The people list (paged, sorted, filtered)', query: peopleListQuerySchema, responses: { 200: peoplePageSchema } })
  @Get()
  list(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<PeoplePage> {
    return this.queries.execute(new ListPeopleQuery(orgId, validInput(peopleListQuerySchema, query)));
  }
}
