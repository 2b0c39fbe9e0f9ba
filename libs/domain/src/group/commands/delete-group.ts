import { assertGroupInOrganisation } from '../group-details';
import type { DeleteGroup } from '../group.commands';
import type { GroupDeleted } from '../group.events';
import type { GroupState } from '../group.state';

export const deleteGroup = (command: DeleteGroup, state: GroupState): GroupDeleted[] => {
  const { metadata } = command;
  assertGroupInOrganisation(state, metadata.organisationId);
  return [{ type: 'GroupDeleted', data: { groupId: state.groupId, name: state.name, deletedAt: metadata.now, deletedBy: metadata.actor.userId } }];
};
