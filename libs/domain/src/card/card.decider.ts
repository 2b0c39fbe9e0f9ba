import { assertNever, type Decider, DomainError, streamId } from '../shared';
import { allocateCard } from './commands/allocate-card';
import { assignCard, releaseCard } from './commands/assign-card';
import { generateCard } from './commands/generate-card';
import { makeFreeCard } from './commands/make-free-card';
import { registerCardLost, resetCard } from './commands/reset-card';
import { disableCard, enableCard } from './commands/switch-card';
import type { CardCommand, ReserveCardShortId } from './card.commands';
import type { CardEvent, CardShortIdReserved } from './card.events';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES } from './card.messages';
import { evolveCard, initialCardState, type CardState } from './card.state';

export const CARD_STREAM_CATEGORY = 'card';
export const CARD_SHORT_ID_STREAM_CATEGORY = 'cardcode';

/** `card-<32 hex id>` */
export const cardStreamId = (cardId: string): string => streamId(CARD_STREAM_CATEGORY, cardId);
/** `cardcode-<6 hex short id>` */
export const cardShortIdStreamId = (shortId: string): string => streamId(CARD_SHORT_ID_STREAM_CATEGORY, shortId.toUpperCase());

export const decideCard = (command: CardCommand, state: CardState): CardEvent[] => {
  switch (command.type) {
    case 'GenerateCard':
      return generateCard(command, state);
    case 'AllocateCard':
      return allocateCard(command, state);
    case 'AssignCard':
      return assignCard(command, state);
    case 'ReleaseCard':
      return releaseCard(command, state);
    case 'EnableCard':
      return enableCard(command, state);
    case 'DisableCard':
      return disableCard(command, state);
    case 'ResetCard':
      return resetCard(command, state);
    case 'RegisterCardLost':
      return registerCardLost(command, state);
    case 'MakeFreeCard':
      return makeFreeCard(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One NFC card's life: generated, allocated to an organisation, assigned to and released from people,
 * enabled and disabled, reset, and lost for good. Which person may hold which card, and how many cards
 * an organisation has left, is the organisation stream's to decide (it owns the pools); the card
 * follows, and refuses anything once lost.
 */
export const cardDecider: Decider<CardCommand, CardEvent, CardState> = {
  initialState: initialCardState,
  evolve: evolveCard,
  decide: decideCard,
};

/** The card a short id names, or null. */
export interface CardShortIdState {
  cardId: string | null;
}

/**
 * A short id names one card only: generating a card first reserves its short id here (a stream per
 * short id, appended with no-stream), so two cards can never share the code admins type.
 */
export const cardShortIdDecider: Decider<ReserveCardShortId, CardShortIdReserved, CardShortIdState> = {
  initialState: () => ({ cardId: null }),
  evolve: (_state, event) => ({ cardId: event.data.cardId }),
  decide: (command, state) => {
    const { shortId, cardId } = command.data;
    if (state.cardId === cardId) return [];
    if (state.cardId !== null) throw new DomainError(CARD_ERROR_CODES.shortCodeTaken, CARD_ERROR_MESSAGES.shortCodeTaken(shortId), 'conflict');
    return [{ type: 'CardShortIdReserved', data: { shortId, cardId } }];
  },
};
