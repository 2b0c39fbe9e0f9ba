import type { RegisterLocation } from '../organisation.commands';
import type { LocationRegistered } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** Registering an address twice records nothing, so a retried create is harmless. */
export const registerLocation = (command: RegisterLocation, state: OrganisationState): LocationRegistered[] => {
  assertOrganisationExists(state);
  const { locationId } = command.data;
  return state.locations.has(locationId) ? [] : [{ type: 'LocationRegistered', data: { locationId } }];
};
