import { DomainError } from '../../shared';
import type { AllocateCard } from '../card.commands';
import type { CardAllocated } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';

/**
 * Gives a generated card to the organisation of the command. Allocating it again to the same
 * organisation records nothing, so an allocation interrupted before the organisation's pool took the
 * card can simply be sent again.
 */
export const allocateCard = (command: AllocateCard, state: CardState): CardAllocated[] => {
  const { metadata } = command;
  if (state.status === 'absent') throw new DomainError(CARD_ERROR_CODES.notFound, CARD_ERROR_MESSAGES.notFound, 'not_found');
  if (state.status === 'lost') throw new DomainError(CARD_ERROR_CODES.lost, CARD_ERROR_MESSAGES.lost(state.shortId), 'rule');
  if (state.status === 'allocated') {
    if (state.organisationId === metadata.organisationId) return [];
    throw new DomainError(CARD_ERROR_CODES.allocatedElsewhere, CARD_ERROR_MESSAGES.allocatedElsewhere(state.shortId), 'conflict');
  }
  const { demo, design, orderId } = command.data;
  return [
    {
      type: 'CardAllocated',
      data: { cardId: state.cardId, organisationId: metadata.organisationId, demo, design, orderId, allocatedAt: metadata.now, allocatedBy: metadata.actor.userId },
    },
  ];
};
