import {
  type AccountStatus,
  type CustomTheme,
  accountStatusOf,
  DEFAULT_LOCATIONS_NAME,
  demoExpiresOnOf,
  evolveLifecycle,
  type FeatureSettings,
  featureSettingsFrom,
  isLifecycleEvent,
  type LifecycleState,
  type LocationsName,
  ORGANISATION_LIFECYCLE_EVENT_TYPES,
  type OrganisationEvent,
  withSetting,
} from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** The organisation as the portal reads it, with its subscription and NFC card pools. */
export interface OrganisationDoc extends ReadDocument, LifecycleState {
  id: string;
  name: string;
  partnerId: string | null;
  /** trial, trial_expired, customer, closed or pending_deletion: what the organisations list filters on. */
  accountStatus: AccountStatus;
  /** The size chosen at sign-up (0 when none was). */
  orgSize: number;
  websiteUrl: string | null;
  /** The affiliate a trial registered through, with its first-order discount (absent on documents written before). */
  affiliate?: { id: string; discount: number } | null;
  intl: { language: string; currency: string; timezone: string };
  subscriptions: { type: string; purchased: number; used: number };
  remainingSubscriptions: number;
  nfcCards: { purchased: number; used: number };
  remainingNfcCards: number;
  /** Every feature setting, defaults filled in. */
  features: FeatureSettings;
  supportEmail: string | null;
  /** The organisation's word for addresses, used everywhere in the portal. */
  locationsName: LocationsName;
  ga4id: string;
  /** The organisation's own themes; documents written before the setting existed have none. */
  themes?: CustomTheme[];
  onboarding: { hidden: string[] };
  /** Revision of the organisation's stream. */
  revision: number;
  meta: { createdAt: string };
}

const withStatus = (doc: OrganisationDoc): OrganisationDoc => ({ ...doc, accountStatus: accountStatusOf(doc) });

const withRemaining = (doc: OrganisationDoc): OrganisationDoc => ({
  ...doc,
  remainingSubscriptions: doc.subscriptions.purchased - doc.subscriptions.used,
  remainingNfcCards: doc.nfcCards.purchased - doc.nfcCards.used,
});

export const organisationsProjection: Projection<OrganisationDoc> = {
  name: 'organisations',
  version: 4,
  eventTypes: ['OrganisationCreated', 'SubscriptionsAdded', 'SubscriptionsRemoved', 'SubscriptionAssigned', 'SubscriptionRemoved', 'OrganisationSettingChanged', 'OnboardingStepHidden', 'NfcCardAllocated', 'NfcCardLost', 'SubscriptionCardAdded', 'SubscriptionCardReleased', ...ORGANISATION_LIFECYCLE_EVENT_TYPES],
  // The superadmin's organisations list: its tabs filter by status and sort by these dates.
  indexes: [
    { fields: [['name', 1]] },
    { fields: [['meta.createdAt', -1]] },
    { fields: [['accountStatus', 1], ['demoExpiresOn', 1]] },
    { fields: [['accountStatus', 1], ['closed', -1]] },
    { fields: [['isPartner', 1], ['name', 1]] },
  ],
  documentId: (event) => event.metadata.organisationId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as OrganisationEvent;
    const revision = recorded.revision;
    if (isLifecycleEvent(event)) return doc && withStatus({ ...evolveLifecycle(doc, event), revision });
    switch (event.type) {
      case 'OrganisationCreated': {
        const d = event.data;
        return withRemaining({
          _id: d.organisationId,
          id: d.organisationId,
          name: d.name,
          isDemo: d.isDemo,
          isPartner: d.isPartner,
          partnerId: d.partnerId ?? null,
          demoExpiresOn: demoExpiresOnOf(d),
          isDemoExpired: false,
          closed: null,
          closeAfter: null,
          deleteAfter: null,
          pendingDeletion: false,
          accountStatus: d.isDemo ? 'trial' : 'customer',
          orgSize: d.orgSize ?? 0,
          websiteUrl: d.websiteUrl ?? null,
          affiliate: d.affiliate ?? null,
          intl: d.intl,
          subscriptions: { type: d.subscriptions.type, purchased: d.subscriptions.purchased, used: 0 },
          remainingSubscriptions: 0,
          nfcCards: { purchased: d.nfcCards.purchased, used: 0 },
          remainingNfcCards: 0,
          features: featureSettingsFrom(d.features),
          supportEmail: d.supportEmail ?? null,
          locationsName: DEFAULT_LOCATIONS_NAME,
          ga4id: '',
          themes: [],
          onboarding: { hidden: [] },
          revision,
          meta: { createdAt: d.createdAt },
        });
      }
      case 'SubscriptionsAdded':
      case 'SubscriptionsRemoved':
        return doc && withRemaining({ ...doc, subscriptions: { ...doc.subscriptions, purchased: event.data.purchased }, revision });
      case 'SubscriptionAssigned':
      case 'SubscriptionRemoved':
        return (
          doc &&
          withRemaining({
            ...doc,
            subscriptions: { ...doc.subscriptions, used: event.data.used },
            nfcCards: { ...doc.nfcCards, used: event.data.nfcUsed },
            revision,
          })
        );
      case 'NfcCardAllocated':
      case 'NfcCardLost':
        return doc && withRemaining({ ...doc, nfcCards: { ...doc.nfcCards, purchased: event.data.purchased }, revision });
      case 'SubscriptionCardAdded':
      case 'SubscriptionCardReleased':
        return doc && withRemaining({ ...doc, nfcCards: { ...doc.nfcCards, used: event.data.nfcUsed }, revision });
      case 'OrganisationSettingChanged':
        return doc && { ...doc, ...withSetting({ ...doc, themes: doc.themes ?? [] }, event.data.setting, event.data.value as never), revision };
      case 'OnboardingStepHidden': {
        if (!doc) return null;
        const others = doc.onboarding.hidden.filter((key) => key !== event.data.key);
        return { ...doc, onboarding: { hidden: event.data.hidden ? [...others, event.data.key] : others }, revision };
      }
      default:
        return doc && { ...doc, revision };
    }
  },
};
