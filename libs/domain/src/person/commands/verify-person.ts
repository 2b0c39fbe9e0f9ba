import { DomainError } from '../../shared';
import type { IssuePersonVerificationLink, VerifyPerson } from '../person.commands';
import type { PersonVerificationLinkIssued, PersonVerified } from '../person.events';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../person.messages';
import type { PersonState } from '../person.state';
import { assertPersonInOrganisation } from './person-in-organisation';

const refused = (code: keyof typeof PERSON_ERROR_CODES & keyof typeof PERSON_ERROR_MESSAGES, kind: 'rule' | 'validation' = 'validation') =>
  new DomainError(PERSON_ERROR_CODES[code], PERSON_ERROR_MESSAGES[code], kind, kind === 'validation' ? [{ path: 'token', msg: PERSON_ERROR_MESSAGES[code] }] : []);

/** Only an unverified person is sent a link; a new link replaces the one before. */
export const issuePersonVerificationLink = (command: IssuePersonVerificationLink, state: PersonState): PersonVerificationLinkIssued[] => {
  const { metadata, data } = command;
  assertPersonInOrganisation(state, metadata);
  if (!state.unverified) throw refused('alreadyVerified', 'rule');
  const expiresAt = new Date(Date.parse(metadata.now) + data.lifetimeSeconds * 1000).toISOString();
  return [{ type: 'PersonVerificationLinkIssued', data: { personId: state.personId, tokenHash: data.tokenHash, issuedAt: metadata.now, expiresAt } }];
};

/**
 * The e-mail link verifies with the secret of the last link sent, before it expires; an admin verifies
 * without one. Verifying a verified person records nothing, so opening the same link again is no error
 * (any other secret is still refused).
 */
export const verifyPerson = (command: VerifyPerson, state: PersonState): PersonVerified[] => {
  const { metadata, data } = command;
  assertPersonInOrganisation(state, metadata);
  if (data.method === 'email') {
    const link = state.verificationLink;
    if (link === null || link.tokenHash !== data.tokenHash) throw refused('verificationLinkInvalid');
    if (state.unverified && Date.parse(metadata.now) >= Date.parse(link.expiresAt)) throw refused('verificationLinkExpired');
  }
  if (!state.unverified) return [];
  return [{ type: 'PersonVerified', data: { personId: state.personId, method: data.method, verifiedAt: metadata.now, verifiedBy: metadata.actor.userId } }];
};
