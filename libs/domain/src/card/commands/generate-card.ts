import { DomainError } from '../../shared';
import { cardShortIdOf, isCardId } from '../card-id';
import type { GenerateCard } from '../card.commands';
import type { CardGenerated, CardMadeFree } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import { type CardState, evolveCard } from '../card.state';
import { makeFreeCard } from './make-free-card';

/** A new card; a free one is generated and made free in one decision (one append, both or neither). */
export const generateCard = (command: GenerateCard, state: CardState): (CardGenerated | CardMadeFree)[] => {
  const { cardId, free } = command.data;
  if (!isCardId(cardId)) throw new DomainError(CARD_ERROR_CODES.invalidId, CARD_ERROR_MESSAGES.invalidId(cardId), 'validation', [{ path: 'card_id', msg: CARD_ERROR_MESSAGES.invalidId(cardId) }]);
  if (state.status !== 'absent') throw new DomainError(CARD_ERROR_CODES.exists, CARD_ERROR_MESSAGES.exists, 'conflict');
  const { metadata } = command;
  const generated: CardGenerated = { type: 'CardGenerated', data: { cardId, shortId: cardShortIdOf(cardId), generatedAt: metadata.now, generatedBy: metadata.actor.userId } };
  if (!free) return [generated];
  return [generated, ...makeFreeCard({ type: 'MakeFreeCard', data: { cardId, ...free }, metadata }, evolveCard(state, generated))];
};
