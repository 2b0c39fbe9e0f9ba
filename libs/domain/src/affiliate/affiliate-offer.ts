import type { AffiliateDetails } from './affiliate.events';
import { AFFILIATE_LINK_MESSAGES } from './affiliate.messages';

/** Affiliate defaults (spec 000 section 9, spec 002 section 9). */
export const AFFILIATE_DEFAULTS = { trial: true, trialDuration: 45, discount: 0, subscriptions: 3, maxUses: 0, collectShipping: false } as const;
export const AFFILIATE_TRIAL_DAYS_MAX = 365;
export const AFFILIATE_SUBSCRIPTIONS_MAX = 10_000;
/** Affiliate ids: what a registration link carries. */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;

/** An affiliate id a name gives: lower-case words joined by hyphens. */
export const affiliateIdFromName = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

export interface AffiliateUsage {
  uses: number;
  maxUses: number;
  expiresAt: string | null;
  archived: boolean;
}

/** Valid while its uses are below its maximum, or the maximum is 0 (unlimited). */
export const isAffiliateValid = ({ uses, maxUses }: Pick<AffiliateUsage, 'uses' | 'maxUses'>): boolean => maxUses === 0 || uses < maxUses;

export const isAffiliateExpired = ({ expiresAt }: Pick<AffiliateUsage, 'expiresAt'>, now: string): boolean => expiresAt !== null && expiresAt <= now;

/** Why a registration link with this affiliate does not apply now (spec 000 section 8), or null when it does. */
export const affiliateLinkRefusal = (id: string, affiliate: AffiliateUsage | null, now: string): string | null => {
  if (affiliate === null) return AFFILIATE_LINK_MESSAGES.unknown(id);
  if (affiliate.archived) return AFFILIATE_LINK_MESSAGES.notAvailable(id);
  if (isAffiliateExpired(affiliate, now)) return AFFILIATE_LINK_MESSAGES.expired(id);
  if (!isAffiliateValid(affiliate)) return AFFILIATE_LINK_MESSAGES.notValid(id);
  return null;
};

export type AffiliateDetailsInput = Partial<AffiliateDetails> & { name: string };

/** The defaults filled in for what a create leaves out. */
export const withAffiliateDefaults = (input: AffiliateDetailsInput): AffiliateDetails => ({
  offerText: '',
  expiresAt: null,
  logoImage: '',
  heroImage: '',
  ...AFFILIATE_DEFAULTS,
  ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  name: input.name,
});
