import { DomainError } from '../../shared';
import type { AllocateNfcCard } from '../organisation.commands';
import type { NfcCardAllocated } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** A card joins the pool once: the card stream has already refused cards that are lost or elsewhere. */
export const allocateNfcCard = (command: AllocateNfcCard, state: OrganisationState): NfcCardAllocated[] => {
  assertOrganisationExists(state);
  const { cardId, cardShortCode, demo } = command.data;
  if (state.cards.has(cardId)) {
    throw new DomainError(ORGANISATION_ERROR_CODES.cardAlreadyAllocated, ORGANISATION_ERROR_MESSAGES.cardAlreadyAllocated(cardShortCode), 'conflict');
  }
  return [{ type: 'NfcCardAllocated', data: { cardId, cardShortCode, demo, purchased: state.nfcCards.purchased + 1 } }];
};
