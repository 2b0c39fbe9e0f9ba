import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../../card/card.messages';
import { DomainError } from '../../shared';
import { cardShortCodeProblem, normaliseCardShortCode } from '../card-short-code';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationCard, OrganisationState } from '../organisation.state';

const onField = (code: string, msg: string, kind: 'not_found' | 'rule' | 'conflict'): DomainError => new DomainError(code, msg, kind, [{ path: 'card_short_code', msg }]);

/**
 * The card a person is to hold, by the short code an admin typed: the organisation must have a card
 * left, the code must name a card (`cardId` as the caller looked it up, null when none has the code),
 * the card must be this organisation's, not lost, and not held by anyone.
 */
export const cardForSubscription = (state: OrganisationState, cardShortCode: string, cardId: string | null): OrganisationCard => {
  if (state.remainingNfcCards <= 0) throw new DomainError(ORGANISATION_ERROR_CODES.noNfcCards, ORGANISATION_ERROR_MESSAGES.noNfcCards, 'rule');
  if (cardId === null) throw onField(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  const card = state.cards.get(cardId);
  if (card === undefined || card.cardShortCode !== cardShortCode) throw onField(CARD_ERROR_CODES.notInOrganisation, CARD_ERROR_MESSAGES.notInOrganisation, 'not_found');
  if (card.lost) throw onField(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(cardShortCode), 'rule');
  if (state.cardHolders.has(cardShortCode)) throw onField(ORGANISATION_ERROR_CODES.cardInUse, ORGANISATION_ERROR_MESSAGES.cardInUse(cardShortCode), 'conflict');
  return card;
};

/** The short code upper-cased and trimmed, or a validation error in the assign form's wording. */
export const validCardShortCode = (raw: string): string => {
  const cardShortCode = normaliseCardShortCode(raw);
  const problem = cardShortCodeProblem(cardShortCode);
  if (problem !== null) throw new DomainError(ORGANISATION_ERROR_CODES.cardShortCode, problem, 'validation', [{ path: 'card_short_code', msg: problem }]);
  return cardShortCode;
};
