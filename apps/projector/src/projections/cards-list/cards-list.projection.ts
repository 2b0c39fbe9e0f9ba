import { CARD_EVENT_TYPES, type CardDesign, type CardEvent, type OrganisationEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * One NFC card: what the cards list, the card page and the scanner show. The card's own stream gives
 * its life (allocation, enabled, reset, lost); the person holding it comes from the organisation
 * stream, which owns who holds which card. The person's name is joined when the list is read.
 */
export interface CardListDoc extends ReadDocument {
  card_id: string;
  short_id: string;
  /** Null until a superadmin allocates the card. */
  organisation_id: string | null;
  demo: boolean;
  design: CardDesign | null;
  order_id: string | null;
  enabled: boolean;
  lost: boolean;
  person_id: string | null;
  generated_at: string;
  allocated_at: string | null;
  lost_at: string | null;
  /** A free card's colour and affiliate (absent on cards generated before free cards existed). */
  colour?: string | null;
  affiliate_id?: string | null;
  updated_at: string;
}

const ORGANISATION_CARD_EVENTS = ['SubscriptionAssigned', 'SubscriptionRemoved', 'SubscriptionCardAdded', 'SubscriptionCardReleased'] as const;

const holderAfter = (event: OrganisationEvent, current: string | null): string | null => {
  switch (event.type) {
    case 'SubscriptionAssigned':
    case 'SubscriptionCardAdded':
      return event.data.personId;
    case 'SubscriptionRemoved':
    case 'SubscriptionCardReleased':
      return null;
    default:
      return current;
  }
};

export const cardsListProjection: Projection<CardListDoc> = {
  name: 'cards-list',
  version: 1,
  eventTypes: [...CARD_EVENT_TYPES, ...ORGANISATION_CARD_EVENTS],
  indexes: [
    { fields: [['organisation_id', 1], ['allocated_at', -1]] },
    { fields: [['organisation_id', 1], ['short_id', 1]] },
    { fields: [['organisation_id', 1], ['person_id', 1]] },
  ],
  documentId: (event) => (event.data as { cardId?: string | null }).cardId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CardEvent | OrganisationEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'CardGenerated') {
      const { cardId, shortId, generatedAt } = event.data;
      return {
        _id: cardId,
        card_id: cardId,
        short_id: shortId,
        organisation_id: null,
        demo: false,
        design: null,
        order_id: null,
        enabled: true,
        lost: false,
        person_id: null,
        generated_at: generatedAt,
        allocated_at: null,
        lost_at: null,
        updated_at: generatedAt,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'CardAllocated': {
        const { organisationId, demo, design, orderId, allocatedAt } = event.data;
        return { ...doc, organisation_id: organisationId, demo, design, order_id: orderId, allocated_at: allocatedAt, updated_at: allocatedAt };
      }
      case 'CardEnabled':
        return { ...doc, enabled: true, updated_at: at };
      case 'CardDisabled':
        return { ...doc, enabled: false, updated_at: at };
      case 'CardReset':
        return { ...doc, enabled: true, person_id: null, updated_at: at };
      case 'CardRegisteredLost':
        return { ...doc, lost: true, enabled: false, person_id: null, lost_at: event.data.at, updated_at: at };
      case 'CardMadeFree':
        return { ...doc, colour: event.data.colour, affiliate_id: event.data.affiliateId, updated_at: at };
      case 'CardAssigned':
      case 'CardReleased':
        // The organisation's events say who holds the card; the card's own record of it changes nothing here.
        return doc;
      default:
        return { ...doc, person_id: holderAfter(event, doc.person_id), updated_at: at };
    }
  },
};
