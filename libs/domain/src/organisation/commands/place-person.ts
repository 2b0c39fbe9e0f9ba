import { DomainError } from '../../shared';
import { GROUP_ERROR_CODES, GROUP_ERROR_MESSAGES } from '../../group/group.messages';
import type { PlacePerson } from '../organisation.commands';
import type { OrganisationEvent, PersonAddressesChanged, PersonGroupChanged } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { claimPersonEmail } from './claim-person-email';
import { referencedLocations, sameIds } from './referenced-locations';

/**
 * Everything about a person that other aggregates' rules depend on, checked and recorded in one append
 * before the person is saved: their e-mail (unique in the organisation), their group (which must exist,
 * and which then cannot be deleted while they are in it) and the addresses they chose (which then cannot
 * be deleted while they use them). Nothing that is already so is recorded again.
 */
export const placePerson = (command: PlacePerson, state: OrganisationState): OrganisationEvent[] => {
  const { personId, email } = command.data;
  const emailEvents = claimPersonEmail({ type: 'ClaimPersonEmail', data: { personId, email }, metadata: command.metadata }, state);
  const groupId = command.data.groupId?.trim() || null;
  const previousGroupId = state.personGroups.get(personId) ?? null;
  if (groupId !== null && groupId !== previousGroupId && !state.groups.has(groupId)) {
    const msg = GROUP_ERROR_MESSAGES.notFound;
    throw new DomainError(GROUP_ERROR_CODES.notFound, msg, 'validation', [{ path: 'group_id', msg }]);
  }
  const previousLocations = state.personLocations.get(personId) ?? [];
  const locationIds = sameIds(previousLocations, command.data.locationIds) ? [...previousLocations] : referencedLocations(state, command.data.locationIds);
  const groupEvents: PersonGroupChanged[] = groupId === previousGroupId ? [] : [{ type: 'PersonGroupChanged', data: { personId, groupId, previousGroupId } }];
  const addressEvents: PersonAddressesChanged[] = sameIds(previousLocations, locationIds) ? [] : [{ type: 'PersonAddressesChanged', data: { personId, locationIds } }];
  return [...emailEvents, ...groupEvents, ...addressEvents];
};
