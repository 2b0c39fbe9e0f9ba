import { Controller, Get, Inject, Param } from '@nestjs/common';
import { type GroupDetail, groupDetailSchema } from '@profyle/contracts';
import { DomainError, GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { groupViews } from '../list-groups/groups-read';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /v1/enterprise/{orgId}/groups/{groupId}: the group with its parents (root first) and children. */
@Controller('v1/enterprise/:orgId/groups')
export class GetGroupController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: 'A group with its parents and children', responses: { 200: groupDetailSchema } })
  @Get(':groupId')
  async get(@Param('orgId') orgId: string, @Param('groupId') groupId: string): Promise<GroupDetail> {
    const groups = await groupViews(this.store, orgId);
    const byId = new Map(groups.map((group) => [group.id, group]));
    const group = byId.get(groupId);
    if (!group) throw new DomainError(GROUP_ERROR_CODES.notFound, GROUP_ERROR_MESSAGES.notFound, 'not_found');
    const parents: { id: string; name: string }[] = [];
    for (let parent = group.parent_id ? byId.get(group.parent_id) : undefined; parent && parents.length < groups.length; parent = parent.parent_id ? byId.get(parent.parent_id) : undefined) {
      parents.unshift({ id: parent.id, name: parent.name });
    }
    const children = groups.filter((child) => child.parent_id === groupId).map((child) => ({ id: child.id, name: child.name, people: child.people }));
    return { ...group, parents, children };
  }
}
