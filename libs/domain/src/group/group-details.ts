import { DomainError } from '../shared';
import type { GroupDetails } from './group.commands';
import { GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from './group.messages';
import { DEFAULT_GROUP_LAYOUT, type GroupState } from './group.state';

/** Trimmed, with a blank layout read as the default one; a group needs a name. */
export const normaliseGroupDetails = (details: GroupDetails): GroupDetails => {
  const name = details.name.trim();
  if (name === '') {
    throw new DomainError(GROUP_ERROR_CODES.nameRequired, GROUP_ERROR_MESSAGES.nameRequired, 'validation', [{ path: 'name', msg: GROUP_ERROR_MESSAGES.nameRequired }]);
  }
  return {
    name,
    configurationId: details.configurationId.trim() || DEFAULT_GROUP_LAYOUT,
    enableExchange: details.enableExchange,
    customIntroEmailHtml: details.customIntroEmailHtml.trim(),
  };
};

/** A group that does not exist, was deleted, or is another organisation's is not found. */
export const assertGroupInOrganisation = (state: GroupState, organisationId: string): void => {
  if (state.status !== 'active' || state.organisationId !== organisationId) {
    throw new DomainError(GROUP_ERROR_CODES.notFound, GROUP_ERROR_MESSAGES.notFound, 'not_found');
  }
};
