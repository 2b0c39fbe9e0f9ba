import type { DomainEvent } from '../shared';

/** A card design as a card carries it (designs themselves live in the commerce context). */
export interface CardDesign {
  id: string;
  name: string | null;
  imageUrl: string | null;
}

/** Why a card left its person without being reset. */
export type CardReleaseReason = 'subscription_removed' | 'person_deleted';

/** Stream of one card: `card-<32 hex id>`. Stored event types are never renamed. */
export type CardGenerated = DomainEvent<'CardGenerated', { cardId: string; shortId: string; generatedAt: string; generatedBy: string }>;

/** The card now belongs to an organisation (a superadmin allocated it, optionally as a demo card). */
export type CardAllocated = DomainEvent<
  'CardAllocated',
  { cardId: string; organisationId: string; demo: boolean; design: CardDesign | null; orderId: string | null; allocatedAt: string; allocatedBy: string }
>;

/** The card now opens this person's Profyle. */
export type CardAssigned = DomainEvent<'CardAssigned', { cardId: string; organisationId: string; personId: string; assignedAt: string; assignedBy: string }>;

/** The person's subscription ended or the person was deleted: the card is free in its organisation again. */
export type CardReleased = DomainEvent<'CardReleased', { cardId: string; personId: string; reason: CardReleaseReason; releasedAt: string; releasedBy: string }>;

export type CardEnabled = DomainEvent<'CardEnabled', { cardId: string; at: string; by: string }>;
export type CardDisabled = DomainEvent<'CardDisabled', { cardId: string; at: string; by: string }>;

/** Unallocated from its person with its details deleted; it stays in the organisation, enabled, to be reused. */
export type CardReset = DomainEvent<'CardReset', { cardId: string; personId: string; at: string; by: string }>;

/** Irreversible: the card leaves its person and the organisation's pool, and takes no other action. */
export type CardRegisteredLost = DomainEvent<'CardRegisteredLost', { cardId: string; organisationId: string; personId: string | null; at: string; by: string }>;

/** A card no organisation holds yet became a free card of a colour, optionally carrying an affiliate's offer. */
export type CardMadeFree = DomainEvent<'CardMadeFree', { cardId: string; colour: string; affiliateId: string | null; at: string; by: string }>;

export type CardEvent = CardGenerated | CardAllocated | CardAssigned | CardReleased | CardEnabled | CardDisabled | CardReset | CardRegisteredLost | CardMadeFree;

export const CARD_EVENT_TYPES: readonly CardEvent['type'][] = [
  'CardGenerated',
  'CardAllocated',
  'CardAssigned',
  'CardReleased',
  'CardEnabled',
  'CardDisabled',
  'CardReset',
  'CardRegisteredLost',
  'CardMadeFree',
];

/** Stream of one short id: `cardcode-<6 hex>`, which makes a short id name one card only. */
export type CardShortIdReserved = DomainEvent<'CardShortIdReserved', { shortId: string; cardId: string }>;
