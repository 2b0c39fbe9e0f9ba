import { DomainError } from '../../shared';
import { normaliseGroupDetails } from '../group-details';
import type { CreateGroup } from '../group.commands';
import type { GroupCreated } from '../group.events';
import { GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from '../group.messages';
import type { GroupState } from '../group.state';

export const createGroup = (command: CreateGroup, state: GroupState): GroupCreated[] => {
  if (state.status !== 'absent') throw new DomainError(GROUP_ERROR_CODES.exists, GROUP_ERROR_MESSAGES.exists, 'conflict');
  const { groupId, organisationId } = command.data;
  const { metadata } = command;
  const details = normaliseGroupDetails(command.data.details);
  return [{ type: 'GroupCreated', data: { groupId, organisationId, ...details, createdAt: metadata.now, createdBy: metadata.actor.userId } }];
};
