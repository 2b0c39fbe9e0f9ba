import { DomainError } from '../../shared';
import type { RegisterCardLost, ResetCard } from '../card.commands';
import type { CardRegisteredLost, CardReset } from '../card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from '../card.messages';
import type { CardState } from '../card.state';
import { assertCardInOrganisation } from './card-in-organisation';

/** Only a card that has a person can be reset; it stays in the organisation, free and enabled. */
export const resetCard = (command: ResetCard, state: CardState): CardReset[] => {
  const { metadata } = command;
  assertCardInOrganisation(state, metadata);
  if (state.personId === null) throw new DomainError(CARD_ERROR_CODES.noPerson, CARD_ERROR_MESSAGES.noPerson, 'rule');
  return [{ type: 'CardReset', data: { cardId: state.cardId, personId: state.personId, at: metadata.now, by: metadata.actor.userId } }];
};

/** Cannot be undone: a lost card is refused every later command. */
export const registerCardLost = (command: RegisterCardLost, state: CardState): CardRegisteredLost[] => {
  const { metadata } = command;
  assertCardInOrganisation(state, metadata);
  return [
    {
      type: 'CardRegisteredLost',
      data: { cardId: state.cardId, organisationId: metadata.organisationId, personId: state.personId, at: metadata.now, by: metadata.actor.userId },
    },
  ];
};
