import type { OrganisationEvent } from '@profyle/domain';
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
  features: Record<string, unknown>;
  supportEmail: string | null;
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
  version: 1,
  eventTypes: [
    'OrganisationCreated',
    'SubscriptionsAdded',
    'SubscriptionsRemoved',
    'SubscriptionAssigned',
    'SubscriptionRemoved',
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
          features: d.features,
          supportEmail: d.supportEmail ?? null,
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
      default:
        return doc && { ...doc, revision };
    }
  },
};
