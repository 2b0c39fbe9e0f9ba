import type { DomainEvent } from '../shared';
import type { OrganisationLifecycleEvent } from './lifecycle/lifecycle.events';
import { ORGANISATION_LIFECYCLE_EVENT_TYPES } from './lifecycle/lifecycle.events';
import type { SettingName, SettingValues } from './settings/organisation-settings';

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
    /** A trial's end (absent before trials had one: then createdAt + 45 days). */
    demoExpiresOn?: string | null;
    /** The organisation size chosen at sign-up (0 unselected, 1, 2, 6, 30, 100, 200, 500, 1000). */
    orgSize?: number;
    websiteUrl?: string | null;
    /** The affiliate of a trial registered through one, with its first-order discount (percent). */
    affiliate?: { id: string; discount: number } | null;
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
/**
 * Why a subscription went back to the pool: an admin removed it (the person is then told by e-mail that
 * their Profyle ended), or its person was deleted. Events recorded before the reason was kept have none.
 */
export type SubscriptionRemovalReason = 'removed' | 'person_deleted';
export type SubscriptionRemoved = DomainEvent<
  'SubscriptionRemoved',
  {
    personId: string;
    type: SubscriptionType;
    cardShortCode: string | null;
    cardId?: string | null;
    digitalId?: string | null;
    used: number;
    nfcUsed: number;
    reason?: SubscriptionRemovalReason;
  }
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

/**
 * The group tree, people's groups and addresses in use: relations between aggregates whose rules (no
 * cycles, no deleting a group with people or an address in use) span several streams, so this stream
 * owns them. A group's own details live on its `group-<id>` stream, an address's on `location-<id>`.
 */
export type GroupPlaced = DomainEvent<'GroupPlaced', { groupId: string; parentId: string | null; locationIds: string[] }>;
export type GroupMoved = DomainEvent<'GroupMoved', { groupId: string; parentId: string | null; previousParentId: string | null }>;
export type GroupAddressesChanged = DomainEvent<'GroupAddressesChanged', { groupId: string; locationIds: string[] }>;
/** The group left the tree; its children moved to its parent. */
export type GroupRemoved = DomainEvent<'GroupRemoved', { groupId: string; parentId: string | null; childIds: string[] }>;
export type PersonGroupChanged = DomainEvent<'PersonGroupChanged', { personId: string; groupId: string | null; previousGroupId: string | null }>;
/** The organisation addresses a person shows ('list' mode); [] otherwise. */
export type PersonAddressesChanged = DomainEvent<'PersonAddressesChanged', { personId: string; locationIds: string[] }>;
export type LocationRegistered = DomainEvent<'LocationRegistered', { locationId: string }>;
export type LocationRemoved = DomainEvent<'LocationRemoved', { locationId: string }>;

/** One setting changed (PATCH /settings): its complete new value and the one before. */
export type OrganisationSettingChanged = DomainEvent<
  'OrganisationSettingChanged',
  { [K in SettingName]: { setting: K; value: SettingValues[K]; previous: SettingValues[K] } }[SettingName]
>;
/** A step (or the whole guide, key 'guide') of the dashboard's getting-started guide was hidden or shown again. */
export type OnboardingStepHidden = DomainEvent<'OnboardingStepHidden', { key: string; hidden: boolean }>;

/** An admin invited employees by e-mail to register their own Profyle at `inviteUrl` (the self-registration link). */
export type EmployeesInvited = DomainEvent<'EmployeesInvited', { emails: string[]; inviteUrl: string; invitedAt: string; invitedBy: string }>;

export type OrganisationEvent =
  | OrganisationCreated
  | EmployeesInvited
  | OrganisationLifecycleEvent
  | GroupPlaced
  | GroupMoved
  | GroupAddressesChanged
  | GroupRemoved
  | PersonGroupChanged
  | PersonAddressesChanged
  | LocationRegistered
  | LocationRemoved
  | OrganisationSettingChanged
  | OnboardingStepHidden
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
  ...ORGANISATION_LIFECYCLE_EVENT_TYPES,
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
  'GroupPlaced',
  'GroupMoved',
  'GroupAddressesChanged',
  'GroupRemoved',
  'PersonGroupChanged',
  'PersonAddressesChanged',
  'LocationRegistered',
  'LocationRemoved',
  'OrganisationSettingChanged',
  'OnboardingStepHidden',
  'EmployeesInvited',
];
