import { DomainError } from '../../shared';
import { GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from '../../group/group.messages';
import { childrenOf } from '../group-tree';
import type { RemoveGroup } from '../organisation.commands';
import type { GroupRemoved } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** A group with people in it stays; otherwise it leaves the tree and its children move up to its parent. */
export const removeGroup = (command: RemoveGroup, state: OrganisationState): GroupRemoved[] => {
  assertOrganisationExists(state);
  const { groupId, name } = command.data;
  const node = state.groups.get(groupId);
  if (!node) throw new DomainError(GROUP_ERROR_CODES.notFound, GROUP_ERROR_MESSAGES.notFound, 'not_found');
  const people = state.groupMembers.get(groupId) ?? 0;
  if (people > 0) throw new DomainError(GROUP_ERROR_CODES.hasPeople, GROUP_ERROR_MESSAGES.hasPeople(name, people), 'rule');
  return [{ type: 'GroupRemoved', data: { groupId, parentId: node.parentId, childIds: childrenOf(state.groups, groupId) } }];
};
