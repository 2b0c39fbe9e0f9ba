import { assertNever, type Decider, streamId } from '../shared';
import { changeGroup } from './commands/change-group';
import { createGroup } from './commands/create-group';
import { deleteGroup } from './commands/delete-group';
import type { GroupCommand } from './group.commands';
import type { GroupEvent } from './group.events';
import { evolveGroup, type GroupState, initialGroupState } from './group.state';

export const GROUP_STREAM_CATEGORY = 'group';

/** `group-<groupId>` */
export const groupStreamId = (groupId: string): string => streamId(GROUP_STREAM_CATEGORY, groupId);

export const decideGroup = (command: GroupCommand, state: GroupState): GroupEvent[] => {
  switch (command.type) {
    case 'CreateGroup':
      return createGroup(command, state);
    case 'ChangeGroup':
      return changeGroup(command, state);
    case 'DeleteGroup':
      return deleteGroup(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One group's own details. Its place in the tree, its people and its addresses are the organisation's
 * (see organisationDecider: PlaceGroup, RemoveGroup, PlacePerson), so creating, moving or deleting a
 * group is decided there first and then recorded here.
 */
export const groupDecider: Decider<GroupCommand, GroupEvent, GroupState> = {
  initialState: initialGroupState,
  evolve: evolveGroup,
  decide: decideGroup,
};
