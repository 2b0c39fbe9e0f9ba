import { type CustomTheme, DEFAULT_LOCATIONS_NAME, type FeatureSettings, featureSettingsFrom, type LocationsName, type OrganisationEvent, withSetting } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** The organisation as the portal reads it, with its subscription and NFC card pools. */
export interface OrganisationDoc extends ReadDocument {
  id: string;
  name: string;
  isDemo: boolean;
  isPartner: boolean;
  partnerId: string | null;
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

const withRemaining = (doc: OrganisationDoc): OrganisationDoc => ({
  ...doc,
  remainingSubscriptions: doc.subscriptions.purchased - doc.subscriptions.used,
  remainingNfcCards: doc.nfcCards.purchased - doc.nfcCards.used,
});

export const organisationsProjection: Projection<OrganisationDoc> = {
  name: 'organisations',
  version: 2,
  eventTypes: [
    'OrganisationCreated',
    'SubscriptionsAdded',
    'SubscriptionsRemoved',
    'SubscriptionAssigned',
    'SubscriptionRemoved',
    'OrganisationSettingChanged',
    'OnboardingStepHidden',
    'NfcCardAllocated',
    'NfcCardLost',
    'SubscriptionCardAdded',
    'SubscriptionCardReleased',
  ],
  indexes: [{ fields: [['name', 1]] }],
  documentId: (event) => event.metadata.organisationId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as OrganisationEvent;
    const revision = recorded.revision;
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
