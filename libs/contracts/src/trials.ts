import { z } from 'zod';
import { BUILT_IN_THEMES, DEFAULT_THEME } from '@profyle/domain';
import { AUTH_MESSAGES, newPassword, signInEmail } from './auth';
import { optionalId, requiredText, text } from './schema-helpers';
import { boundedString, TEXT_LIMITS } from './text-rules';

/**
 * The trial sign-up (spec 000 "Register (trial sign-up)", sections 3, 4, 5, 7, 8 and 9): signing up
 * (e-mail link, password or a provider), the wizard's payload (POST /v2/trials/), the registration
 * offer an affiliate link or a card gives, and cancelling a registration.
 */
export const TRIAL_MESSAGES = {
  accountExists: AUTH_MESSAGES.accountExists,
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  linkedInInvalid: 'Please enter a valid LinkedIn URL',
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  companyNameRequired: 'Please enter your company name',
  jobTitleRequired: 'Please enter your job title',
  companySizeRequired: 'Please select your company size',
  colourInvalid: 'Please choose a colour',
  themeInvalid: 'Please choose a theme',
  cardRegistered: (id: string): string => `Card ${id} has already been registered.`,
  cardInvalid: (id: string): string => `Invalid Card ID (${id}).`,
  createError: (message: string): string => `Error creating trial: ${message}`,
  cancelled: 'Registration cancelled',
  noProfyle: 'The new Profyle could not be created. Please try again.',
  /** The trial is created by the registering user themselves, for their own address. */
  notYourRegistration: 'You can only create a trial for your own registration',
} as const;

/** Trial lengths (spec 000 section 9): the standard trial, and the trial of a sign-up that started from a card. */
export const TRIAL_DAYS = 45;
export const CARD_TRIAL_DAYS = 90;
/** Subscriptions a trial starts with when no affiliate says otherwise (the affiliate default, spec 002 section 9). */
export const TRIAL_SUBSCRIPTIONS = 3;

/** Company size choices (spec 000 section 9); 0 is 'not selected'. */
export const ORGANISATION_SIZES = [0, 1, 2, 6, 30, 100, 200, 500, 1000] as const;
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number];

/** The colour schemes of the customise step (spec 000 section 3): buttons in primary with secondary text. */
export const COLOUR_SCHEMES = [
  { name: 'Orange', primary: '#f37021', secondary: '#ffffff' },
  { name: 'Red', primary: '#d32f2f', secondary: '#ffffff' },
  { name: 'Pink', primary: '#e91e63', secondary: '#ffffff' },
  { name: 'Purple', primary: '#6a1b9a', secondary: '#ffffff' },
  { name: 'Mint', primary: '#3eb489', secondary: '#ffffff' },
  { name: 'Teal', primary: '#00796b', secondary: '#ffffff' },
  { name: 'Blue', primary: '#1976d2', secondary: '#ffffff' },
  { name: 'Navy', primary: '#1f2a44', secondary: '#ffffff' },
  { name: 'Black', primary: '#111111', secondary: '#ffffff' },
  { name: 'White', primary: '#ffffff', secondary: '#1a1a1a' },
  { name: 'Gold', primary: '#b8860b', secondary: '#ffffff' },
  { name: 'Yellow', primary: '#ffd54f', secondary: '#1a1a1a' },
] as const;
export type ColourSchemeName = (typeof COLOUR_SCHEMES)[number]['name'];
export const DEFAULT_COLOUR_SCHEME: ColourSchemeName = 'Orange';

/** The three professional themes a trial chooses from: the built-in themes still offered; the first is the default. */
export const TRIAL_THEMES: readonly string[] = BUILT_IN_THEMES.filter((theme) => theme.deprecatedFrom === undefined).map((theme) => theme.id);
export const DEFAULT_TRIAL_THEME = TRIAL_THEMES.includes(DEFAULT_THEME) ? DEFAULT_THEME : TRIAL_THEMES[0];

/** Common free mail providers: a website is not guessed from these addresses (spec 000 section 5). */
export const FREE_MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'googlemail.com'] as const;

/** The company website an e-mail address suggests, or '' for a free mail address. */
export const websiteFromEmail = (email: string): string => {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  if (!domain || !domain.includes('.')) return '';
  const free = FREE_MAIL_DOMAINS.some((provider) => domain === provider || domain.startsWith(`${provider.split('.')[0]}.`));
  return free ? '' : `https://${domain}`;
};

/** What the website field does on blur: https:// in front of an address typed without a scheme. */
export const withHttps = (value: string): string => {
  const trimmed = value.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;
export const LINKEDIN_URL_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i;
const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** An optional URL that must match `pattern` when given. */
const optionalUrl = (label: string, pattern: RegExp, message: string) =>
  text({ label, max: TEXT_LIMITS.url }).refine((value) => value === '' || pattern.test(value), { error: message });

const colour = (label: string) => boundedString({ label, max: 7 }).refine((value) => COLOUR_PATTERN.test(value), { error: TRIAL_MESSAGES.colourInvalid });

/** Where a sign-up came from: the /register link's query (spec 000 section 2), kept for marketing. */
export const signUpAttributionSchema = z.object({
  utm_source: text({ label: 'utm_source', max: TEXT_LIMITS.shortText }),
  utm_medium: text({ label: 'utm_medium', max: TEXT_LIMITS.shortText }),
  utm_campaign: text({ label: 'utm_campaign', max: TEXT_LIMITS.shortText }),
  gclid: text({ label: 'GCLID', max: TEXT_LIMITS.shortText }),
  affiliate_id: optionalId('Affiliate ID'),
  card_id: optionalId('Card ID'),
});
export type SignUpAttributionBody = z.input<typeof signUpAttributionSchema>;

/** POST /v1/auth/sign-up/email-link {email, continueUrl?}: the sign-up link (409 for an address a user holds). */
export const signUpEmailLinkBodySchema = z.object({ email: signInEmail() });
/** POST /v1/auth/sign-up/email-link/complete {token, attribution}: the link's sign-up. */
export const signUpEmailLinkCompleteBodySchema = z.object({ token: requiredText(AUTH_MESSAGES.invalidActionCode, { label: 'Token', max: TEXT_LIMITS.token }), attribution: signUpAttributionSchema.optional() });
/** POST /v1/auth/sign-up/password {email, password, attribution}. */
export const signUpPasswordBodySchema = z.object({
  email: signInEmail(),
  password: newPassword(),
  attribution: signUpAttributionSchema.optional(),
});
/** POST /v1/auth/sign-up/session-code {code, attribution}: a provider's sign-up. */
export const signUpSessionCodeBodySchema = z.object({ code: requiredText(AUTH_MESSAGES.noAuthenticationCode, { label: 'Code', max: TEXT_LIMITS.token }), attribution: signUpAttributionSchema.optional() });

/** POST /v2/trials/ (spec 000 section 3, the trial creation payload), as the registering user. */
export const trialBodySchema = z.object({
  organisation_name: requiredText(TRIAL_MESSAGES.companyNameRequired, { label: 'Company name', max: TEXT_LIMITS.name }),
  email: signInEmail(),
  auth_user_id: requiredText(TRIAL_MESSAGES.notYourRegistration, { label: 'auth_user_id', max: TEXT_LIMITS.id }),
  card_id: optionalId('Card ID'),
  position: requiredText(TRIAL_MESSAGES.jobTitleRequired, { label: 'Job title', max: TEXT_LIMITS.shortText }),
  first_name: requiredText(TRIAL_MESSAGES.firstNameRequired, { label: 'First name', max: TEXT_LIMITS.name }),
  last_name: requiredText(TRIAL_MESSAGES.lastNameRequired, { label: 'Last name', max: TEXT_LIMITS.name }),
  linked_in: optionalUrl('LinkedIn', LINKEDIN_URL_PATTERN, TRIAL_MESSAGES.linkedInInvalid),
  calendar_url: optionalUrl('Calendar URL', HTTP_URL_PATTERN, TRIAL_MESSAGES.urlInvalid),
  mobile: text({ label: 'Mobile', max: TEXT_LIMITS.shortText }),
  photo_url: optionalUrl('Photo URL', HTTP_URL_PATTERN, TRIAL_MESSAGES.urlInvalid),
  logo_url: optionalUrl('Logo URL', HTTP_URL_PATTERN, TRIAL_MESSAGES.urlInvalid),
  website_url: optionalUrl('Website', HTTP_URL_PATTERN, TRIAL_MESSAGES.urlInvalid),
  primary_color: colour('Primary colour').default(COLOUR_SCHEMES[0].primary),
  secondary_color: colour('Secondary colour').default(COLOUR_SCHEMES[0].secondary),
  theme: boundedString({ label: 'Theme', max: 64 })
    .default(DEFAULT_TRIAL_THEME)
    .refine((value) => TRIAL_THEMES.includes(value), { error: TRIAL_MESSAGES.themeInvalid }),
  send_invite: z.boolean().default(true),
  send_digital: z.boolean().default(true),
  organisation_size: z
    .number({ error: TRIAL_MESSAGES.companySizeRequired })
    .refine((size) => size !== 0 && (ORGANISATION_SIZES as readonly number[]).includes(size), { error: TRIAL_MESSAGES.companySizeRequired }),
  affiliate_id: optionalId('Affiliate ID'),
});
export type TrialBody = z.output<typeof trialBodySchema>;
export type TrialBodyInput = z.input<typeof trialBodySchema>;

/** 201 from POST /v2/trials/. */
export interface TrialCreated {
  organisation_id: string;
  /** The new person's digital Profyle: the preview opens it. */
  digital_id: string;
}

/** GET /v2/trials/offer?aff&card_id: what the registration page offers (public). */
export const trialOfferQuerySchema = z.object({ aff: optionalId('Affiliate ID'), card_id: optionalId('Card ID') });

export interface TrialOffer {
  /** Days the trial will last. */
  trial_days: number;
  subscriptions: number;
  /** Percent off the first paid order. */
  discount: number;
  affiliate: { id: string; name: string; offer_text: string; hero_image: string; logo_image: string } | null;
  /** The card the sign-up started from: its colour picks the phone image, when the card was made with one. */
  card: { id: string; colour: string | null } | null;
}
