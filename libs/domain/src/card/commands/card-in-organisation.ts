import { type CommandMetadata, DomainError } from '../../shared';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';

/**
 * A card an organisation may act on: it exists ('Card ID'), belongs to the organisation of the request
 * ('Card in organisation': the answer never tells one tenant about another tenant's card) and is not
 * lost (a lost card takes no action at all).
 */
export const assertCardInOrganisation = (state: CardState, metadata: CommandMetadata): void => {
  if (state.status === 'absent') throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  if (state.organisationId !== metadata.organisationId) {
    throw new DomainError(CARD_ERROR_CODES.notInOrganisation, CARD_ERROR_MESSAGES.notInOrganisation, 'not_found');
  }
  if (state.status === 'lost') throw new DomainError(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(state.shortId), 'rule');
};
