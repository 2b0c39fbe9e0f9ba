import { DomainError } from '../../shared';
import { isFreeCardColour } from '../card-colours';
import type { MakeFreeCard } from '../card.commands';
import type { CardMadeFree } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';

/**
 * A generated card becomes a free card of a colour (and, optionally, an affiliate's offer): whoever
 * holds it starts a trial from it. Only a card no organisation holds can be; the same colour and
 * affiliate again records nothing, another colour recolours it.
 */
export const makeFreeCard = (command: MakeFreeCard, state: CardState): CardMadeFree[] => {
  const { colour, affiliateId } = command.data;
  if (!isFreeCardColour(colour)) throw new DomainError(CARD_ERROR_CODES.colourInvalid, CARD_ERROR_MESSAGES.colourInvalid, 'validation', [{ path: 'colour', msg: CARD_ERROR_MESSAGES.colourInvalid }]);
  if (state.status === 'absent') throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  if (state.status === 'lost') throw new DomainError(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(state.shortId), 'rule');
  if (state.status === 'allocated') throw new DomainError(CARD_ERROR_CODES.notFreeable, CARD_ERROR_MESSAGES.notFreeable(state.shortId), 'conflict');
  if (state.free && state.free.colour === colour && state.free.affiliateId === affiliateId) return [];
  const { metadata } = command;
  return [{ type: 'CardMadeFree', data: { cardId: state.cardId, colour, affiliateId, at: metadata.now, by: metadata.actor.userId } }];
};
