import { DomainError } from '../../shared';
import type { ErasePerson } from '../person.commands';
import type { PersonErased } from '../person.events';
import { PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES } from '../person.messages';
import type { PersonState } from '../person.state';

export const ERASE_REASON_MAX_LENGTH = 500;

/**
 * Erasure follows deletion: an active person is refused (the caller deletes them first, which releases
 * their e-mail and subscription on the organisation stream). Erasing twice changes nothing.
 */
export const erasePerson = (command: ErasePerson, state: PersonState): PersonErased[] => {
  const { metadata } = command;
  if (state.status === 'absent' || state.organisationId !== metadata.organisationId) {
    throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
  }
  const reason = command.data.reason.trim();
  if (!reason) {
    throw new DomainError(PERSON_ERROR_CODES.eraseReasonRequired, PERSON_ERROR_MESSAGES.eraseReasonRequired, 'validation', [{ path: 'reason', msg: PERSON_ERROR_MESSAGES.eraseReasonRequired }]);
  }
  if (reason.length > ERASE_REASON_MAX_LENGTH) {
    throw new DomainError(PERSON_ERROR_CODES.eraseReasonTooLong, PERSON_ERROR_MESSAGES.eraseReasonTooLong, 'validation', [{ path: 'reason', msg: PERSON_ERROR_MESSAGES.eraseReasonTooLong }]);
  }
  if (state.status === 'active') throw new DomainError(PERSON_ERROR_CODES.eraseActive, PERSON_ERROR_MESSAGES.eraseActive, 'rule');
  if (state.erasedAt !== null) return [];
  return [{ type: 'PersonErased', data: { personId: state.personId, reason, erasedAt: metadata.now, erasedBy: metadata.actor.userId } }];
};
