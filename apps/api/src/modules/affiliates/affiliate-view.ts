import { type AffiliateOffer, type AffiliateView, affiliateRegistrationPath } from '@profyle/contracts';
import { affiliateLinkRefusal, isAffiliateExpired, isAffiliateValid } from '@profyle/domain';
import type { AffiliateDoc } from '@profyle/projector';
import { publicView } from '../../shared/read-model/read-model';

const usageOf = (doc: AffiliateDoc) => ({ uses: doc.uses, maxUses: doc.max_uses, expiresAt: doc.expires_at, archived: doc.archived });

/** The superadmin's view: validity and expiry as of `now`, and the registration link. */
export const affiliateView = (doc: AffiliateDoc, now: string): AffiliateView => ({
  ...publicView<Omit<AffiliateView, 'isValid' | 'isExpired' | 'registration_path'>>(doc, 'sort_name'),
  isValid: isAffiliateValid(usageOf(doc)),
  isExpired: isAffiliateExpired(usageOf(doc), now),
  registration_path: affiliateRegistrationPath(doc.id),
});

/** What the registration page may show of an affiliate: its offer, never who made it or how often it was used. */
export const affiliateOffer = (doc: AffiliateDoc, now: string): AffiliateOffer => ({
  id: doc.id,
  name: doc.name,
  offer_text: doc.offer_text,
  trial: doc.trial,
  trial_duration: doc.trial_duration,
  discount: doc.discount,
  subscriptions: doc.subscriptions,
  logo_image: doc.logo_image,
  hero_image: doc.hero_image,
  collect_shipping: doc.collect_shipping,
  isValid: isAffiliateValid(usageOf(doc)),
  isExpired: isAffiliateExpired(usageOf(doc), now),
  archived: doc.archived,
  refusal: affiliateLinkRefusal(doc.id, usageOf(doc), now),
});
