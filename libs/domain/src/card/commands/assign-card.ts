import { DomainError } from '../../shared';
import type { AssignCard, ReleaseCard } from '../card.commands';
import type { CardAssigned, CardReleased } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';
import { assertCardInOrganisation } from './card-in-organisation';

/**
 * The card's side of a subscription with a card. The organisation stream decides who may hold which
 * card (it owns the pool); the card records it. Assigning it to the person who holds it records nothing.
 */
export const assignCard = (command: AssignCard, state: CardState): CardAssigned[] => {
  const { metadata } = command;
  assertCardInOrganisation(state, metadata);
  const { personId } = command.data;
  if (state.personId === personId) return [];
  if (state.personId !== null) {
    const msg = CARD_ERROR_MESSAGES.heldByAnother(state.shortId);
    throw new DomainError(CARD_ERROR_CODES.heldByAnother, msg, 'conflict', [{ path: 'card_short_code', msg }]);
  }
  return [{ type: 'CardAssigned', data: { cardId: state.cardId, organisationId: metadata.organisationId, personId, assignedAt: metadata.now, assignedBy: metadata.actor.userId } }];
};

/** The person no longer holds the card. Records nothing when they already do not (retries are safe). */
export const releaseCard = (command: ReleaseCard, state: CardState): CardReleased[] => {
  const { personId, reason } = command.data;
  if (state.status !== 'allocated' || state.personId !== personId) return [];
  const { metadata } = command;
  return [{ type: 'CardReleased', data: { cardId: state.cardId, personId, reason, releasedAt: metadata.now, releasedBy: metadata.actor.userId } }];
};
