import { DomainError } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../../person/person.messages';
import type { ClaimPersonEmail } from '../organisation.commands';
import type { PersonEmailClaimed, PersonEmailReleased } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/**
 * One e-mail per person and one person per e-mail inside an organisation. Claiming the e-mail the person
 * already holds records nothing; claiming a new one releases the old one first, in the same append.
 */
export const claimPersonEmail = (command: ClaimPersonEmail, state: OrganisationState): (PersonEmailReleased | PersonEmailClaimed)[] => {
  assertOrganisationExists(state);
  const { personId } = command.data;
  const email = normaliseEmail(command.data.email);
  if (email === '') {
    const msg = PERSON_ERROR_MESSAGES.emailRequired;
    throw new DomainError(PERSON_ERROR_CODES.emailRequired, msg, 'validation', [{ path: 'email', msg }]);
  }
  const holder = state.emails.get(email);
  if (holder === personId) return [];
  if (holder !== undefined) {
    const msg = PERSON_ERROR_MESSAGES.emailTaken;
    throw new DomainError(PERSON_ERROR_CODES.emailTaken, msg, 'conflict', [{ path: 'email', msg }]);
  }
  const previous = state.personEmails.get(personId);
  return [
    ...(previous === undefined ? [] : [{ type: 'PersonEmailReleased' as const, data: { personId, email: previous } }]),
    { type: 'PersonEmailClaimed', data: { personId, email } },
  ];
};
