import type { DisableCard, EnableCard } from '../card.commands';
import type { CardDisabled, CardEnabled } from '../card.events';
import type { CardState } from '../card.state';
import { assertCardInOrganisation } from './card-in-organisation';

/** A disabled card opens nothing until enabled again. Switching to the state it is in records nothing. */
export const enableCard = (command: EnableCard, state: CardState): CardEnabled[] => {
  assertCardInOrganisation(state, command.metadata);
  if (state.enabled) return [];
  return [{ type: 'CardEnabled', data: { cardId: state.cardId, at: command.metadata.now, by: command.metadata.actor.userId } }];
};

export const disableCard = (command: DisableCard, state: CardState): CardDisabled[] => {
  assertCardInOrganisation(state, command.metadata);
  if (!state.enabled) return [];
  return [{ type: 'CardDisabled', data: { cardId: state.cardId, at: command.metadata.now, by: command.metadata.actor.userId } }];
};
