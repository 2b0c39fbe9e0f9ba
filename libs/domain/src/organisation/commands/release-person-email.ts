import type { ReleasePersonEmail } from '../organisation.commands';
import type { PersonEmailReleased } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** Releasing when the person holds no e-mail records nothing, so retries are safe. */
export const releasePersonEmail = (command: ReleasePersonEmail, state: OrganisationState): PersonEmailReleased[] => {
  assertOrganisationExists(state);
  const { personId } = command.data;
  const email = state.personEmails.get(personId);
  return email === undefined ? [] : [{ type: 'PersonEmailReleased', data: { personId, email } }];
};
