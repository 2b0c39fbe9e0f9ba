import { z } from 'zod';
import { AFFILIATE_DEFAULTS, type AffiliateDetails } from '@profyle/domain';
import { AFFILIATE_MESSAGES } from './affiliate-messages';
import { adminPageFields, queryText } from './admin-users';
import { cursorParameter } from './organisations-list';
import { boundedString, NO_CONTROL_CHARACTERS, TEXT_MESSAGES } from './text-rules';

/**
 * Affiliates (spec 000 sections 3 and 9, spec 002 sections 3, 7 and 9), superadmin only:
 *
 * - GET /v1/affiliates?include_archived&search&page_size&after -> AffiliatesPage (cursor pages by name;
 *   page sizes 10, 20, 50 (default), 100, 200; archived ones only with include_archived=true)
 * - POST /v1/affiliates AffiliateBody (+ optional id, else derived from the name) -> 201 {id}
 * - GET /v1/affiliates/{id} -> AffiliateView; PUT /v1/affiliates/{id} AffiliateBody (every field) -> 200 AffiliateView
 * - POST /v1/affiliates/{id}/archive and /unarchive -> 200 AffiliateView
 *
 * And for anyone (the registration page): GET /v1/affiliates/{id}/offer -> AffiliateOffer, 404
 * 'Invalid affiliate ID ({id}).' for an unknown id.
 */


export { AFFILIATE_DEFAULTS, AFFILIATE_MESSAGES };
export const AFFILIATE_NAME_MAX = 100;
export const AFFILIATE_OFFER_TEXT_MAX = 1000;
const URL_MAX = 2048;
const DATE_MAX = 40;

const number = () => z.number({ error: AFFILIATE_MESSAGES.numberRequired });
const imageUrl = (label: string) =>
  boundedString({ label, max: URL_MAX })
    .trim()
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { error: AFFILIATE_MESSAGES.imageInvalid });

/** The affiliate's fields on the wire (snake_case), each required: a PUT replaces them all. */
const detailFields = {
  // Blank names are the domain's to refuse, beside its other rules, so every problem is answered at once.
  name: z
    .string({ error: AFFILIATE_MESSAGES.nameRequired })
    .max(AFFILIATE_NAME_MAX, { error: TEXT_MESSAGES.tooLong('Name', AFFILIATE_NAME_MAX) })
    .regex(NO_CONTROL_CHARACTERS, { error: TEXT_MESSAGES.controlCharacters('Name') })
    .trim(),
  offer_text: boundedString({ label: 'Offer text', max: AFFILIATE_OFFER_TEXT_MAX, multiline: true }).trim(),
  trial: z.boolean(),
  trial_duration: number(),
  discount: number(),
  subscriptions: number(),
  max_uses: number(),
  expires_at: boundedString({ label: 'Expiry date', max: DATE_MAX }).trim().nullable(),
  logo_image: imageUrl('Logo'),
  hero_image: imageUrl('Hero image'),
  collect_shipping: z.boolean(),
};

const toDetails = (body: { [K in keyof typeof detailFields]?: z.output<(typeof detailFields)[K]> }): Partial<AffiliateDetails> & { name: string } => ({
  name: body.name ?? '',
  offerText: body.offer_text,
  trial: body.trial,
  trialDuration: body.trial_duration,
  discount: body.discount,
  subscriptions: body.subscriptions,
  maxUses: body.max_uses,
  expiresAt: body.expires_at,
  logoImage: body.logo_image,
  heroImage: body.hero_image,
  collectShipping: body.collect_shipping,
});

/** POST /v1/affiliates: name required; what else is left out takes the defaults (trial 45 days, 3 subscriptions, discount 0, max uses 0). */
export const createAffiliateBodySchema = z
  .object({
    id: boundedString({ label: 'Affiliate ID', max: 40 }).trim().optional(),
    name: detailFields.name,
    offer_text: detailFields.offer_text.optional(),
    trial: detailFields.trial.optional(),
    trial_duration: detailFields.trial_duration.optional(),
    discount: detailFields.discount.optional(),
    subscriptions: detailFields.subscriptions.optional(),
    max_uses: detailFields.max_uses.optional(),
    expires_at: detailFields.expires_at.optional(),
    logo_image: detailFields.logo_image.optional(),
    hero_image: detailFields.hero_image.optional(),
    collect_shipping: detailFields.collect_shipping.optional(),
  })
  .transform(({ id, ...body }) => ({ id: id || undefined, details: toDetails(body) }));
export type CreateAffiliateBody = z.output<typeof createAffiliateBodySchema>;

/** PUT /v1/affiliates/{id}: every field (a PUT replaces). */
export const affiliateBodySchema = z.object(detailFields).transform((body) => toDetails(body) as AffiliateDetails);
export type AffiliateBodyInput = z.input<typeof affiliateBodySchema>;

export const affiliatesListQuerySchema = z.object({
  include_archived: queryText('Include archived').transform((value) => value === 'true'),
  search: queryText('Search', 100),
  page_size: adminPageFields.page_size,
  after: cursorParameter(),
});
export type AffiliatesListQuery = z.output<typeof affiliatesListQuerySchema>;

/** An affiliate as the superadmin reads it (spec 002 section 3's fields); isExpired is as of the answer. */
export interface AffiliateView {
  id: string;
  name: string;
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
  uses: number;
  expires_at: string | null;
  isValid: boolean;
  isExpired: boolean;
  /** The registration link's path and query: /register?aff={id}. */
  registration_path: string;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

export interface AffiliatesPage {
  data: AffiliateView[];
  total: number;
  next: string | null;
}

/** GET /v1/affiliates/{id}/offer: what the registration page shows; `refusal` says why the link does not apply. */
export interface AffiliateOffer {
  id: string;
  name: string;
  offer_text: string;
  trial: boolean;
  trial_duration: number;
  discount: number;
  subscriptions: number;
  logo_image: string;
  hero_image: string;
  collect_shipping: boolean;
  isValid: boolean;
  isExpired: boolean;
  archived: boolean;
  refusal: string | null;
}

/** The registration link of an affiliate (spec 000 section 9). */
export const affiliateRegistrationPath = (id: string): string => `/register?aff=${encodeURIComponent(id)}`;
