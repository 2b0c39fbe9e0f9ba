/** The affiliate's refusals; libs/contracts keeps the same texts (AFFILIATE_MESSAGES). */
export const AFFILIATE_ERROR_CODES = {
  notFound: 'affiliate.not_found',
  exists: 'affiliate.exists',
  idInvalid: 'affiliate.id_invalid',
  invalid: 'affiliate.invalid',
  linkRefused: 'affiliate.link_refused',
} as const;

export const AFFILIATE_ERROR_MESSAGES = {
  /** Spec 002 section 8 names the model ('Affiliate ID'); the api words not-found as '{model} not found'. */
  notFound: 'Affiliate ID not found',
  exists: 'An affiliate with this ID already exists',
  idInvalid: 'Affiliate ID may only contain letters, digits, hyphens and underscores (2 to 40 characters)',
  nameRequired: 'Please enter a name',
  trialDuration: 'Please enter a trial length between 1 and 365 days',
  discount: 'Please enter a discount between 0 and 100 percent',
  subscriptions: 'Please enter a number of subscriptions between 0 and 10000',
  maxUses: 'Please enter a maximum number of uses of 0 (unlimited) or more',
  expiresAt: 'Please enter a valid expiry date',
} as const;

/** The registration page's refusals of an affiliate link (spec 000 section 8). */
export const AFFILIATE_LINK_MESSAGES = {
  unknown: (id: string): string => `Invalid affiliate ID (${id}).`,
  notValid: (id: string): string => `Affiliate ID (${id}) is not valid.`,
  expired: (id: string): string => `Affiliate ID (${id}) has expired.`,
  notAvailable: (id: string): string => `Affiliate ID (${id}) is not available.`,
} as const;
