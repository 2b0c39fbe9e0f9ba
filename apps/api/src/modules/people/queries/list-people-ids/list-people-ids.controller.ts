import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { peopleListQuerySchema, peopleIdsSchema } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { peopleListProjection } from '@profyle/projector';
import { readModelDocuments } from '../../../../shared/csv/csv-writer';
import { validInput } from '../../../../shared/http/valid-input';
import { readModel } from '../../../../shared/read-model/read-model';
import { matchingPeopleFilter, peopleSort } from '../list-people/people-filter';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * GET /v1/enterprise/{orgId}/people-ids?<the people list's filters>: the ids of every person matching,
 * in list order, for a bulk action on "all matching the filter" (the portal then sends them in batches).
 */
@Controller('v1/enterprise/:orgId/people-ids')
export class ListPeopleIdsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: 'The ids of every person matching the people list’s filters, in list order', query: peopleListQuerySchema, responses: { 200: peopleIdsSchema } })
  @Get()
  async ids(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<{ ids: string[]; total: number }> {
    const params = validInput(peopleListQuerySchema, query);
    const ids: string[] = [];
    const filter = await matchingPeopleFilter(this.store, orgId, params);
    for await (const row of readModelDocuments(readModel(this.store, peopleListProjection), filter, peopleSort(params.sort))) ids.push(row.person_id);
    return { ids, total: ids.length };
  }
}
