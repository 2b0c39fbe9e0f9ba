import { assertNever } from '../shared';
import type { CardDesign, CardEvent } from './card.events';

/** absent: never generated; generated: no organisation yet; allocated: in an organisation; lost: for good. */
export type CardStatus = 'absent' | 'generated' | 'allocated' | 'lost';

export interface CardState {
  status: CardStatus;
  cardId: string;
  shortId: string;
  organisationId: string | null;
  demo: boolean;
  design: CardDesign | null;
  orderId: string | null;
  /** The person the card opens, or null when it is free. */
  personId: string | null;
  enabled: boolean;
  /** A free card's colour and affiliate, or null for a card that is not a free card. */
  free: { colour: string; affiliateId: string | null } | null;
}

export const initialCardState = (): CardState => ({
  status: 'absent',
  cardId: '',
  shortId: '',
  organisationId: null,
  demo: false,
  design: null,
  orderId: null,
  personId: null,
  enabled: true,
  free: null,
});

export const evolveCard = (state: CardState, event: CardEvent): CardState => {
  switch (event.type) {
    case 'CardGenerated':
      return { ...state, status: 'generated', cardId: event.data.cardId, shortId: event.data.shortId };
    case 'CardAllocated': {
      const { organisationId, demo, design, orderId } = event.data;
      return { ...state, status: 'allocated', organisationId, demo, design, orderId };
    }
    case 'CardAssigned':
      return { ...state, personId: event.data.personId };
    case 'CardReleased':
      return { ...state, personId: null };
    case 'CardEnabled':
      return { ...state, enabled: true };
    case 'CardDisabled':
      return { ...state, enabled: false };
    case 'CardReset':
      return { ...state, personId: null, enabled: true };
    case 'CardRegisteredLost':
      return { ...state, status: 'lost', personId: null, enabled: false };
    case 'CardMadeFree':
      return { ...state, free: { colour: event.data.colour, affiliateId: event.data.affiliateId } };
    default:
      return assertNever(event);
  }
};
