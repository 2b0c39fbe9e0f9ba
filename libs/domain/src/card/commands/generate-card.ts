import { DomainError } from '../../shared';
import { cardShortIdOf, isCardId } from '../card-id';
import type { GenerateCard } from '../card.commands';
import type { CardGenerated } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';

export const generateCard = (command: GenerateCard, state: CardState): CardGenerated[] => {
  const { cardId } = command.data;
  if (!isCardId(cardId)) throw new DomainError(CARD_ERROR_CODES.invalidId, CARD_ERROR_MESSAGES.invalidId(cardId), 'validation', [{ path: 'card_id', msg: CARD_ERROR_MESSAGES.invalidId(cardId) }]);
  if (state.status !== 'absent') throw new DomainError(CARD_ERROR_CODES.exists, CARD_ERROR_MESSAGES.exists, 'conflict');
  const { metadata } = command;
  return [{ type: 'CardGenerated', data: { cardId, shortId: cardShortIdOf(cardId), generatedAt: metadata.now, generatedBy: metadata.actor.userId } }];
};
