import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchBodySchema, type SearchResults, searchResultsSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { GlobalSearchQuery } from './global-search.query';

/** POST /v1/enterprise/{orgId}/search {term}: { people, cards, organisations? } (a read, POSTed as the spec has it). */
@Controller('v1/enterprise/:orgId/search')
export class GlobalSearchController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'Search people (and, for superadmins, organisations)', body: searchBodySchema, responses: { 200: searchResultsSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  search(@Param('orgId') orgId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SearchResults> {
    return this.queries.execute(new GlobalSearchQuery(orgId, validInput(searchBodySchema, body).term, principal));
  }
}
