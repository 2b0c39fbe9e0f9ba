import type { DomainEvent } from '../shared';

/** Stream of one organisation: `organisation-<organisationId>`. Stored event types are never renamed. */

export type SubscriptionType = 'digital' | 'nfc';
export const SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ['digital', 'nfc'];

export type OrganisationIntl = {
  language: string;
  currency: string;
  timezone: string;
};

export type OrganisationFeatures = {
  disableWelcomeEmail: boolean;
  selfRegistration: { enabled: boolean; adminVerification: boolean };
  exchange: { enabled: boolean; leadValue: number };
};

export type OrganisationCreated = DomainEvent<
  'OrganisationCreated',
  {
    organisationId: string;
    name: string;
    /** A trial account. */
    isDemo: boolean;
    isPartner: boolean;
    partnerId?: string | null;
    intl: OrganisationIntl;
    /** The plan (default 'Enterprise') and how many subscriptions were bought. */
    subscriptions: { type: string; purchased: number };
    nfcCards: { purchased: number };
    features: OrganisationFeatures;
    supportEmail?: string | null;
    createdAt: string;
  }
>;

/** `purchased` is the new total after the change. */
export type SubscriptionsAdded = DomainEvent<'SubscriptionsAdded', { count: number; reason: string; purchased: number }>;
export type SubscriptionsRemoved = DomainEvent<'SubscriptionsRemoved', { count: number; reason: string; purchased: number }>;

/** `email` is trimmed and lower-cased. */
export type PersonEmailClaimed = DomainEvent<'PersonEmailClaimed', { personId: string; email: string }>;
export type PersonEmailReleased = DomainEvent<'PersonEmailReleased', { personId: string; email: string }>;

/**
 * `used` and `nfcUsed` are the organisation's new totals in use after the change. `cardId` names the
 * card of an nfc subscription and `digitalId` the digital Profyle (both absent on events stored before
 * they existed).
 */
export type SubscriptionAssigned = DomainEvent<
  'SubscriptionAssigned',
  {
    personId: string;
    type: SubscriptionType;
    cardShortCode: string | null;
    cardId?: string | null;
    /** The id of the person's digital Profyle (32 hex, like a card id): its public link and its 'card' id. */
    digitalId?: string | null;
    sendEmail: boolean;
    used: number;
    nfcUsed: number;
  }
>;
export type SubscriptionRemoved = DomainEvent<
  'SubscriptionRemoved',
  { personId: string; type: SubscriptionType; cardShortCode: string | null; cardId?: string | null; digitalId?: string | null; used: number; nfcUsed: number }
>;

/** A superadmin allocated a card to the organisation: `purchased` is the new total of cards it has. */
export type NfcCardAllocated = DomainEvent<'NfcCardAllocated', { cardId: string; cardShortCode: string; demo: boolean; purchased: number }>;
/** A card was registered as lost and left the pool for good: `purchased` is the new total. */
export type NfcCardLost = DomainEvent<'NfcCardLost', { cardId: string; cardShortCode: string; purchased: number }>;

/** A person with a digital subscription was given a card: the subscription is nfc from now on. */
export type SubscriptionCardAdded = DomainEvent<'SubscriptionCardAdded', { personId: string; cardId: string; cardShortCode: string; sendEmail: boolean; nfcUsed: number }>;
/** The person's card was reset or lost: they keep a digital subscription, the card leaves them. */
export type SubscriptionCardReleased = DomainEvent<
  'SubscriptionCardReleased',
  { personId: string; cardId: string; cardShortCode: string; reason: 'reset' | 'lost'; nfcUsed: number }
>;

export type OrganisationEvent =
  | OrganisationCreated
  | SubscriptionsAdded
  | SubscriptionsRemoved
  | PersonEmailClaimed
  | PersonEmailReleased
  | SubscriptionAssigned
  | SubscriptionRemoved
  | NfcCardAllocated
  | NfcCardLost
  | SubscriptionCardAdded
  | SubscriptionCardReleased;

export const ORGANISATION_EVENT_TYPES: readonly OrganisationEvent['type'][] = [
  'OrganisationCreated',
  'SubscriptionsAdded',
  'SubscriptionsRemoved',
  'PersonEmailClaimed',
  'PersonEmailReleased',
  'SubscriptionAssigned',
  'SubscriptionRemoved',
  'NfcCardAllocated',
  'NfcCardLost',
  'SubscriptionCardAdded',
  'SubscriptionCardReleased',
];
