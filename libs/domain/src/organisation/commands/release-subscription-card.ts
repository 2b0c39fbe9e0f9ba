import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../../card/card.messages';
import { DomainError } from '../../shared';
import type { RegisterNfcCardLost, ReleaseSubscriptionCard } from '../organisation.commands';
import type { NfcCardLost, SubscriptionCardReleased } from '../organisation.events';
import type { OrganisationCard, OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

const cardOfOrganisation = (state: OrganisationState, cardId: string): OrganisationCard => {
  assertOrganisationExists(state);
  const card = state.cards.get(cardId);
  if (card === undefined) throw new DomainError(CARD_ERROR_CODES.notInOrganisation, CARD_ERROR_MESSAGES.notInOrganisation, 'not_found');
  return card;
};

const releasedFrom = (state: OrganisationState, card: OrganisationCard, reason: 'reset' | 'lost'): SubscriptionCardReleased | undefined => {
  const personId = state.cardHolders.get(card.cardShortCode);
  if (personId === undefined) return undefined;
  return { type: 'SubscriptionCardReleased', data: { personId, cardId: card.cardId, cardShortCode: card.cardShortCode, reason, nfcUsed: state.nfcCards.used - 1 } };
};

/** A reset card leaves its person (who keeps a digital subscription) and is free in the pool again. */
export const releaseSubscriptionCard = (command: ReleaseSubscriptionCard, state: OrganisationState): SubscriptionCardReleased[] => {
  const card = cardOfOrganisation(state, command.data.cardId);
  if (card.lost) throw new DomainError(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(card.cardShortCode), 'rule');
  const released = releasedFrom(state, card, 'reset');
  if (released === undefined) throw new DomainError(CARD_ERROR_CODES.noPerson, CARD_ERROR_MESSAGES.noPerson, 'rule');
  return [released];
};

/**
 * A lost card leaves its person and the pool for good. Registering it again records nothing, so a lost
 * registration interrupted before the card stream recorded it can be sent again.
 */
export const registerNfcCardLost = (command: RegisterNfcCardLost, state: OrganisationState): (SubscriptionCardReleased | NfcCardLost)[] => {
  const card = cardOfOrganisation(state, command.data.cardId);
  if (card.lost) return [];
  const released = releasedFrom(state, card, 'lost');
  const lost: NfcCardLost = { type: 'NfcCardLost', data: { cardId: card.cardId, cardShortCode: card.cardShortCode, purchased: state.nfcCards.purchased - 1 } };
  return released === undefined ? [lost] : [released, lost];
};
