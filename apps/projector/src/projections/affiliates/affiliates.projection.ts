import type { AffiliateDetails, AffiliateEvent } from '@profyle/domain';
import { AFFILIATE_EVENT_TYPES } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** An affiliate as the superadmin's list and the registration page read it (spec 002 section 3). */
export interface AffiliateDoc extends ReadDocument {
  id: string;
  name: string;
  sort_name: string;
  archived: boolean;
  hero_image: string;
  logo_image: string;
  collect_shipping: boolean;
  trial: boolean;
  offer_text: string;
  trial_duration: number;
  discount: number;
  subscriptions: number;
  max_uses: number;
  /** Registrations through it (counted by the trial registration when it records one). */
  uses: number;
  expires_at: string | null;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

const fieldsOf = (details: AffiliateDetails) => ({
  name: details.name,
  sort_name: details.name.toLowerCase(),
  hero_image: details.heroImage,
  logo_image: details.logoImage,
  collect_shipping: details.collectShipping,
  trial: details.trial,
  offer_text: details.offerText,
  trial_duration: details.trialDuration,
  discount: details.discount,
  subscriptions: details.subscriptions,
  max_uses: details.maxUses,
  expires_at: details.expiresAt,
});

export const affiliatesProjection: Projection<AffiliateDoc> = {
  name: 'affiliates',
  version: 1,
  eventTypes: [...AFFILIATE_EVENT_TYPES],
  indexes: [{ fields: [['sort_name', 1]] }, { fields: [['archived', 1], ['sort_name', 1]] }],
  documentId: (event) => (event.data as { affiliateId: string }).affiliateId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as AffiliateEvent;
    switch (event.type) {
      case 'AffiliateCreated': {
        const { affiliateId, details, createdAt, createdBy } = event.data;
        return { _id: affiliateId, id: affiliateId, ...fieldsOf(details), archived: false, uses: 0, meta: { createdAt, createdBy, updatedAt: createdAt, updatedBy: createdBy } };
      }
      case 'AffiliateChanged':
        return doc && { ...doc, ...fieldsOf(event.data.details), meta: { ...doc.meta, updatedAt: event.data.updatedAt, updatedBy: event.data.updatedBy } };
      case 'AffiliateArchived':
        return doc && { ...doc, archived: true, meta: { ...doc.meta, updatedAt: event.data.archivedAt, updatedBy: event.data.archivedBy } };
      case 'AffiliateUsed':
        return doc && { ...doc, uses: event.data.uses };
      case 'AffiliateUnarchived':
        return doc && { ...doc, archived: false, meta: { ...doc.meta, updatedAt: event.data.unarchivedAt, updatedBy: event.data.unarchivedBy } };
      default:
        return doc;
    }
  },
};
