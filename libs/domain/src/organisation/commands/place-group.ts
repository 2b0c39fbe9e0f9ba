import { DomainError } from '../../shared';
import { GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from '../../group/group.messages';
import { isSelfOrDescendant } from '../group-tree';
import type { PlaceGroup } from '../organisation.commands';
import type { GroupAddressesChanged, GroupMoved, GroupPlaced } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';
import { referencedLocations, sameIds } from './referenced-locations';

/**
 * Puts a new group into the tree, or moves an existing one. The parent must exist, and a group can never
 * end up under itself or one of its own subgroups: the whole tree is on this stream, so two concurrent
 * moves cannot make a cycle between them.
 */
export const placeGroup = (command: PlaceGroup, state: OrganisationState): (GroupPlaced | GroupMoved | GroupAddressesChanged)[] => {
  assertOrganisationExists(state);
  const { groupId } = command.data;
  const parentId = command.data.parentId?.trim() || null;
  if (parentId !== null && !state.groups.has(parentId)) {
    const msg = GROUP_ERROR_MESSAGES.parentNotFound;
    throw new DomainError(GROUP_ERROR_CODES.parentNotFound, msg, 'validation', [{ path: 'parent_id', msg }]);
  }
  if (parentId !== null && isSelfOrDescendant(state.groups, groupId, parentId)) {
    const msg = GROUP_ERROR_MESSAGES.cycle;
    throw new DomainError(GROUP_ERROR_CODES.cycle, msg, 'validation', [{ path: 'parent_id', msg }]);
  }
  const locationIds = referencedLocations(state, command.data.locationIds);
  const node = state.groups.get(groupId);
  if (!node) return [{ type: 'GroupPlaced', data: { groupId, parentId, locationIds } }];
  return [
    ...(node.parentId === parentId ? [] : [{ type: 'GroupMoved' as const, data: { groupId, parentId, previousParentId: node.parentId } }]),
    ...(sameIds(node.locationIds, locationIds) ? [] : [{ type: 'GroupAddressesChanged' as const, data: { groupId, locationIds } }]),
  ];
};
