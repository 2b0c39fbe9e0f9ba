import { DomainError } from '../../shared';
import { normaliseEmail } from '../../person/person-profile';
import type { InviteEmployees, PlaceSelfRegisteredPerson } from '../organisation.commands';
import type { EmployeesInvited, OrganisationEvent } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { allowedEmailDomains, assertSelfRegistrationAllowed, isAllowedEmail, SELF_REGISTRATION_ERROR_CODES, SELF_REGISTRATION_ERROR_MESSAGES } from '../self-registration';
import { assertOrganisationExists } from './organisation-exists';
import { placePerson } from './place-person';

/**
 * A stranger's registration, decided on the organisation stream so that the settings it is checked
 * against are the ones in force when the e-mail is claimed: self-registration enabled, an allowed
 * domain, an e-mail no other person holds, an existing group and addresses. Only a new person registers.
 */
export const placeSelfRegisteredPerson = (command: PlaceSelfRegisteredPerson, state: OrganisationState): OrganisationEvent[] => {
  assertOrganisationExists(state);
  assertSelfRegistrationAllowed(state.features.selfRegistration, command.data.email);
  return placePerson({ ...command, type: 'PlacePerson' }, state);
};

/**
 * Employee invites are part of self-registration: refused while it is disabled, and for addresses its
 * allowed domains would refuse (each named by its place in the list). Duplicates are sent once.
 */
export const inviteEmployees = (command: InviteEmployees, state: OrganisationState): EmployeesInvited[] => {
  assertOrganisationExists(state);
  assertSelfRegistrationAllowed(state.features.selfRegistration);
  const emails = [...new Set(command.data.emails.map(normaliseEmail).filter((email) => email !== ''))];
  if (emails.length === 0) {
    const msg = SELF_REGISTRATION_ERROR_MESSAGES.inviteEmailsRequired;
    throw new DomainError(SELF_REGISTRATION_ERROR_CODES.inviteEmailsRequired, msg, 'validation', [{ path: 'emails', msg }]);
  }
  const domains = allowedEmailDomains(state.features.selfRegistration.domains);
  const refused = command.data.emails.flatMap((email, index) => (isAllowedEmail(domains, email) ? [] : [{ path: `emails.${index}`, msg: SELF_REGISTRATION_ERROR_MESSAGES.domainNotAllowed(domains) }]));
  if (refused.length > 0) throw new DomainError(SELF_REGISTRATION_ERROR_CODES.domainNotAllowed, refused[0].msg, 'validation', refused);
  const { metadata } = command;
  return [{ type: 'EmployeesInvited', data: { emails, inviteUrl: command.data.inviteUrl, invitedAt: metadata.now, invitedBy: metadata.actor.userId } }];
};
