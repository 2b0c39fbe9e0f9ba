import { assertNever } from '../shared';
import type { CustomTheme } from '../layout/layout';
import { evolveLifecycle, type LifecycleState } from './lifecycle/lifecycle.decider';
import { isLifecycleEvent } from './lifecycle/lifecycle.events';
import { daysLater, TRIAL_DAYS } from './lifecycle/organisation-lifecycle';
import type { OrganisationCreated, OrganisationEvent, OrganisationFeatures, OrganisationIntl, SubscriptionType } from './organisation.events';
import { PersistentMap } from './persistent-map';
import { DEFAULT_LOCATIONS_NAME, defaultFeatureSettings, type FeatureSettings, featureSettingsFrom, type LocationsName, withSetting } from './settings/organisation-settings';

/** The spec's defaults (spec 000 section 3, spec 001 section 9). */
export const DEFAULT_ORGANISATION_INTL: Readonly<OrganisationIntl> = { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' };
export const DEFAULT_SUBSCRIPTION_PLAN = 'Enterprise';
export const DEFAULT_LEAD_VALUE = 3980;

export const defaultOrganisationFeatures = (): OrganisationFeatures => ({
  disableWelcomeEmail: false,
  selfRegistration: { enabled: false, adminVerification: false },
  exchange: { enabled: false, leadValue: DEFAULT_LEAD_VALUE },
});

export type PersonSubscription = {
  type: SubscriptionType;
  /** Upper-case six hex characters for nfc, null for digital. */
  cardShortCode: string | null;
  /** The card's id for nfc (null for digital, and for nfc subscriptions recorded before cards had ids). */
  cardId: string | null;
  /** The digital Profyle's id (null for subscriptions recorded before digital ids existed). */
  digitalId: string | null;
};

/** A card allocated to the organisation. Lost cards stay listed (so a lost card is told apart), flagged. */
export type OrganisationCard = {
  cardId: string;
  cardShortCode: string;
  demo: boolean;
  lost: boolean;
};

/** Where a group sits in the tree and which addresses it uses. */
export interface GroupNode {
  parentId: string | null;
  locationIds: readonly string[];
}

export interface OrganisationState extends LifecycleState {
  exists: boolean;
  organisationId: string;
  name: string;
  partnerId: string | null;
  intl: OrganisationIntl;
  /** Every feature setting, the defaults filled in for organisations created before a setting existed. */
  features: FeatureSettings;
  supportEmail: string | null;
  locationsName: LocationsName;
  ga4id: string;
  themes: CustomTheme[];
  /** Keys of the getting-started guide's hidden steps ('guide' hides the whole guide). */
  onboardingHidden: readonly string[];
  createdAt: string | null;
  orgSize: number;
  websiteUrl: string | null;
  /** The affiliate the organisation registered through, with its first-order discount. */
  affiliate: { id: string; discount: number } | null;
  subscriptionPlan: string;
  /** Subscriptions bought and in use; remainingSubscriptions = purchased - used. */
  purchased: number;
  used: number;
  remainingSubscriptions: number;
  nfcCards: { purchased: number; used: number };
  remainingNfcCards: number;
  /** E-mail to the person holding it. Immutable maps: evolve shares what did not change. */
  emails: PersistentMap<string>;
  /** Person to the e-mail they hold. */
  personEmails: PersistentMap<string>;
  /** Person to their subscription. */
  subscriptions: PersistentMap<PersonSubscription>;
  /** Card short code to the person it is allocated to. */
  cardHolders: PersistentMap<string>;
  /** Card id to the card, for every card allocated to the organisation. */
  cards: PersistentMap<OrganisationCard>;
  /** Card short code to card id, for the same cards. */
  cardIds: PersistentMap<string>;
  /** The group tree: group id to its parent and addresses. */
  groups: PersistentMap<GroupNode>;
  /** Group id to how many people are in it (absent means none). */
  groupMembers: PersistentMap<number>;
  /** Person to the group they are in. */
  personGroups: PersistentMap<string>;
  /** Person to the organisation addresses they chose ('list' mode). */
  personLocations: PersistentMap<readonly string[]>;
  /** The organisation's addresses. */
  locations: PersistentMap<true>;
}

export const initialOrganisationState = (): OrganisationState => ({
  exists: false,
  organisationId: '',
  name: '',
  isDemo: false,
  isPartner: false,
  demoExpiresOn: null,
  isDemoExpired: false,
  closed: null,
  closeAfter: null,
  deleteAfter: null,
  pendingDeletion: false,
  partnerId: null,
  intl: { ...DEFAULT_ORGANISATION_INTL },
  features: defaultFeatureSettings(),
  supportEmail: null,
  locationsName: DEFAULT_LOCATIONS_NAME,
  ga4id: '',
  themes: [],
  onboardingHidden: [],
  createdAt: null,
  orgSize: 0,
  websiteUrl: null,
  affiliate: null,
  subscriptionPlan: DEFAULT_SUBSCRIPTION_PLAN,
  purchased: 0,
  used: 0,
  remainingSubscriptions: 0,
  nfcCards: { purchased: 0, used: 0 },
  remainingNfcCards: 0,
  emails: PersistentMap.empty(),
  personEmails: PersistentMap.empty(),
  subscriptions: PersistentMap.empty(),
  cardHolders: PersistentMap.empty(),
  cards: PersistentMap.empty(),
  cardIds: PersistentMap.empty(),
  groups: PersistentMap.empty(),
  groupMembers: PersistentMap.empty(),
  personGroups: PersistentMap.empty(),
  personLocations: PersistentMap.empty(),
  locations: PersistentMap.empty(),
});

const countChange = (members: PersistentMap<number>, groupId: string | null, delta: number): PersistentMap<number> => {
  if (groupId === null) return members;
  const count = (members.get(groupId) ?? 0) + delta;
  return count > 0 ? members.set(groupId, count) : members.delete(groupId);
};

/** The pool counters in events are absolute totals, so the state takes them as they are. */
const withPool = (state: OrganisationState, purchased: number, used: number, nfcCards: { purchased: number; used: number }): OrganisationState => ({
  ...state,
  purchased,
  used,
  remainingSubscriptions: purchased - used,
  nfcCards,
  remainingNfcCards: nfcCards.purchased - nfcCards.used,
});

/** A trial's end as created; trials created before they carried one end 45 days after creation. */
export const demoExpiresOnOf = (data: OrganisationCreated['data']): string | null => (data.isDemo ? (data.demoExpiresOn ?? daysLater(data.createdAt, TRIAL_DAYS)) : null);

export const evolveOrganisation = (state: OrganisationState, event: OrganisationEvent): OrganisationState => {
  if (isLifecycleEvent(event)) return evolveLifecycle(state, event);
  switch (event.type) {
    case 'OrganisationCreated': {
      const { data } = event;
      return withPool(
        {
          ...state,
          exists: true,
          organisationId: data.organisationId,
          name: data.name,
          isDemo: data.isDemo,
          isPartner: data.isPartner,
          partnerId: data.partnerId ?? null,
          intl: data.intl,
          features: featureSettingsFrom(data.features),
          supportEmail: data.supportEmail ?? null,
          createdAt: data.createdAt,
          demoExpiresOn: demoExpiresOnOf(data),
          orgSize: data.orgSize ?? 0,
          websiteUrl: data.websiteUrl ?? null,
          affiliate: data.affiliate ?? null,
          subscriptionPlan: data.subscriptions.type,
        },
        data.subscriptions.purchased,
        0,
        { purchased: data.nfcCards.purchased, used: 0 },
      );
    }
    case 'SubscriptionsAdded':
    case 'SubscriptionsRemoved':
      return withPool(state, event.data.purchased, state.used, state.nfcCards);
    case 'PersonEmailClaimed': {
      const { personId, email } = event.data;
      const previous = state.personEmails.get(personId);
      const emails = previous === undefined ? state.emails : state.emails.delete(previous);
      return {
        ...state,
        emails: emails.set(email, personId),
        personEmails: state.personEmails.set(personId, email),
      };
    }
    case 'PersonEmailReleased': {
      const { personId, email } = event.data;
      return {
        ...state,
        emails: state.emails.get(email) === personId ? state.emails.delete(email) : state.emails,
        personEmails: state.personEmails.delete(personId),
      };
    }
    case 'SubscriptionAssigned': {
      const { personId, type, cardShortCode, used, nfcUsed } = event.data;
      return {
        ...withPool(state, state.purchased, used, { purchased: state.nfcCards.purchased, used: nfcUsed }),
        subscriptions: state.subscriptions.set(personId, { type, cardShortCode, cardId: event.data.cardId ?? null, digitalId: event.data.digitalId ?? null }),
        cardHolders: cardShortCode === null ? state.cardHolders : state.cardHolders.set(cardShortCode, personId),
      };
    }
    case 'SubscriptionRemoved': {
      const { personId, cardShortCode, used, nfcUsed } = event.data;
      return {
        ...withPool(state, state.purchased, used, { purchased: state.nfcCards.purchased, used: nfcUsed }),
        subscriptions: state.subscriptions.delete(personId),
        cardHolders: cardShortCode === null ? state.cardHolders : state.cardHolders.delete(cardShortCode),
      };
    }
    case 'NfcCardAllocated': {
      const { cardId, cardShortCode, demo, purchased } = event.data;
      return {
        ...withPool(state, state.purchased, state.used, { purchased, used: state.nfcCards.used }),
        cards: state.cards.set(cardId, { cardId, cardShortCode, demo, lost: false }),
        cardIds: state.cardIds.set(cardShortCode, cardId),
      };
    }
    case 'NfcCardLost': {
      const { cardId, purchased } = event.data;
      const card = state.cards.get(cardId);
      return {
        ...withPool(state, state.purchased, state.used, { purchased, used: state.nfcCards.used }),
        cards: card ? state.cards.set(cardId, { ...card, lost: true }) : state.cards,
      };
    }
    case 'SubscriptionCardAdded': {
      const { personId, cardId, cardShortCode, nfcUsed } = event.data;
      const digitalId = state.subscriptions.get(personId)?.digitalId ?? null;
      return {
        ...withPool(state, state.purchased, state.used, { purchased: state.nfcCards.purchased, used: nfcUsed }),
        subscriptions: state.subscriptions.set(personId, { type: 'nfc', cardShortCode, cardId, digitalId }),
        cardHolders: state.cardHolders.set(cardShortCode, personId),
      };
    }
    case 'SubscriptionCardReleased': {
      const { personId, cardShortCode, nfcUsed } = event.data;
      const digitalId = state.subscriptions.get(personId)?.digitalId ?? null;
      return {
        ...withPool(state, state.purchased, state.used, { purchased: state.nfcCards.purchased, used: nfcUsed }),
        subscriptions: state.subscriptions.set(personId, { type: 'digital', cardShortCode: null, cardId: null, digitalId }),
        cardHolders: state.cardHolders.delete(cardShortCode),
      };
    }
    case 'GroupPlaced': {
      const { groupId, parentId, locationIds } = event.data;
      return { ...state, groups: state.groups.set(groupId, { parentId, locationIds }) };
    }
    case 'GroupMoved': {
      const node = state.groups.get(event.data.groupId);
      return node ? { ...state, groups: state.groups.set(event.data.groupId, { ...node, parentId: event.data.parentId }) } : state;
    }
    case 'GroupAddressesChanged': {
      const node = state.groups.get(event.data.groupId);
      return node ? { ...state, groups: state.groups.set(event.data.groupId, { ...node, locationIds: event.data.locationIds }) } : state;
    }
    case 'GroupRemoved': {
      const { groupId, parentId, childIds } = event.data;
      let groups = state.groups.delete(groupId);
      for (const childId of childIds) {
        const child = groups.get(childId);
        if (child) groups = groups.set(childId, { ...child, parentId });
      }
      return { ...state, groups, groupMembers: state.groupMembers.delete(groupId) };
    }
    case 'PersonGroupChanged': {
      const { personId, groupId, previousGroupId } = event.data;
      return {
        ...state,
        personGroups: groupId === null ? state.personGroups.delete(personId) : state.personGroups.set(personId, groupId),
        groupMembers: countChange(countChange(state.groupMembers, previousGroupId, -1), groupId, 1),
      };
    }
    case 'PersonAddressesChanged': {
      const { personId, locationIds } = event.data;
      return { ...state, personLocations: locationIds.length === 0 ? state.personLocations.delete(personId) : state.personLocations.set(personId, locationIds) };
    }
    case 'LocationRegistered':
      return { ...state, locations: state.locations.set(event.data.locationId, true) };
    case 'LocationRemoved':
      return { ...state, locations: state.locations.delete(event.data.locationId) };
    case 'OrganisationSettingChanged': {
      const settings = withSetting(
        { supportEmail: state.supportEmail, locationsName: state.locationsName, intl: state.intl, ga4id: state.ga4id, themes: state.themes, features: state.features },
        event.data.setting,
        event.data.value as never,
      );
      return { ...state, ...settings };
    }
    case 'OnboardingStepHidden': {
      const { key, hidden } = event.data;
      const others = state.onboardingHidden.filter((k) => k !== key);
      return { ...state, onboardingHidden: hidden ? [...others, key] : others };
    }
    case 'EmployeesInvited':
      return state;
    default:
      return assertNever(event);
  }
};
