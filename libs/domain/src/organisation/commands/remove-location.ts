import { DomainError } from '../../shared';
import { LOCATION_ERROR_CODES, LOCATION_ERROR_MESSAGES } from '../../location/location.messages';
import type { RemoveLocation } from '../organisation.commands';
import type { LocationRemoved } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** Who uses an address: the groups that list it and the people who chose it. */
export const locationUsers = (state: OrganisationState, locationId: string): { groupIds: string[]; personIds: string[] } => {
  const groupIds: string[] = [];
  for (const [groupId, node] of state.groups) if (node.locationIds.includes(locationId)) groupIds.push(groupId);
  const personIds: string[] = [];
  for (const [personId, ids] of state.personLocations) if (ids.includes(locationId)) personIds.push(personId);
  return { groupIds: groupIds.sort(), personIds: personIds.sort() };
};

/** An address in use by a group or a person stays, and the refusal says who uses it. */
export const removeLocation = (command: RemoveLocation, state: OrganisationState): LocationRemoved[] => {
  assertOrganisationExists(state);
  const { locationId } = command.data;
  if (!state.locations.has(locationId)) throw new DomainError(LOCATION_ERROR_CODES.notFound, LOCATION_ERROR_MESSAGES.notFound, 'not_found');
  const { groupIds, personIds } = locationUsers(state, locationId);
  if (groupIds.length > 0 || personIds.length > 0) {
    throw new DomainError(LOCATION_ERROR_CODES.inUse, LOCATION_ERROR_MESSAGES.inUse(groupIds.length, personIds.length), 'rule', [
      ...groupIds.map((id) => ({ path: 'groups', msg: id })),
      ...personIds.map((id) => ({ path: 'people', msg: id })),
    ]);
  }
  return [{ type: 'LocationRemoved', data: { locationId } }];
};
