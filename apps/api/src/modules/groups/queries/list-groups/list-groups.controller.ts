import { Controller, Get, Inject, Param } from '@nestjs/common';
import { type GroupsPage, groupsPageSchema } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { groupViews } from './groups-read';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/groups: the tree list, one page of up to 1000, parents before their children. */
@Controller('v1/enterprise/:orgId/groups')
export class ListGroupsController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: 'The groups as a tree list (parents before their children)', responses: { 200: groupsPageSchema } })
  @Get()
  async list(@Param('orgId') orgId: string): Promise<GroupsPage> {
    const data = await groupViews(this.store, orgId);
    return { data, total: data.length };
  }
}
