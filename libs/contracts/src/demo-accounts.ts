import { z } from 'zod';
import { DEMO_MESSAGES } from './demo-messages';
import { requiredText } from './schema-helpers';
import { EMAIL_PATTERN } from './people';
import { scannedCardId } from './cards';
import { boundedEmail, boundedString, requiredName, TEXT_LIMITS } from './text-rules';

export { DEMO_MESSAGES };

/**
 * Demo accounts (spec 002 sections 5, 7 and 8, "Demo and partner tools").
 *
 * POST /v2/trials/partner-demo (an admin of a partner organisation, or a superadmin): body
 * {organisation_name, website_url, organisation_size, partner_id, created_by} -> 201 {organisation_id}.
 * organisation_size is the prospect's annual subscriptions: the demo starts with that many. The demo is a
 * 45-day trial tied to the partner, and its creator can open it from the account switcher.
 */

export const DEMO_NAME_MAX = 100;
export const URL_MAX = 2048;
export const ANNUAL_SUBSCRIPTIONS_MAX = 10_000;

/** A company web address: http or https; on blur the form prepends https:// when it is missing. */
export const companyUrl = (message: string) =>
  z
    .string({ error: message })
    .max(URL_MAX, { error: message })
    .trim()
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: message });

export const partnerDemoBodySchema = z.object({
  organisation_name: requiredName(DEMO_MESSAGES.organisationNameRequired, 'Organisation name', DEMO_NAME_MAX),
  website_url: companyUrl(DEMO_MESSAGES.companyUrlInvalid),
  organisation_size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: DEMO_MESSAGES.annualSubscriptionsRequired })
      .int({ error: DEMO_MESSAGES.annualSubscriptionsRange })
      .min(1, { error: DEMO_MESSAGES.annualSubscriptionsRange })
      .max(ANNUAL_SUBSCRIPTIONS_MAX, { error: DEMO_MESSAGES.annualSubscriptionsRange }),
  ),
  partner_id: requiredText(DEMO_MESSAGES.partnerRequired, { label: 'Partner', max: TEXT_LIMITS.id }),
  /** Informational: the server records the signed-in user as the creator. */
  created_by: boundedString({ label: 'Created by', max: TEXT_LIMITS.id }).nullish(),
});
export type PartnerDemoBody = z.output<typeof partnerDemoBodySchema>;
export type PartnerDemoBodyInput = z.input<typeof partnerDemoBodySchema>;

/** 201 of POST /v2/trials/partner-demo. */
export interface PartnerDemoCreated {
  organisation_id: string;
}

/** Card account types for a demo (spec 002 section 3); the organisation's plan shows the same words. */
export const DEMO_ACCOUNT_TYPES = ['Legacy Enterprise', 'Enterprise', 'Friends & Family'] as const;
export type DemoAccountType = (typeof DEMO_ACCOUNT_TYPES)[number];
/** The subscriptions a superadmin's demo starts with (a trial's default, as an affiliate's). */
export const DEMO_ACCOUNT_SUBSCRIPTIONS = 3;
/** The demo invite e-mail goes this long after the demo was created (spec 002 section 9). */
export const DEMO_INVITE_DELAY_MS = 15 * 60_000;

/** The five colours of the demo's Profyle layout: buttons (primary with secondary text), page, text, bottom bar. */
export const DEMO_COLOUR_FIELDS = ['primary_color', 'secondary_color', 'background_color', 'foreground_color', 'bottombar_color'] as const;
export type DemoColourField = (typeof DEMO_COLOUR_FIELDS)[number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const colour = () =>
  z
    .string({ error: DEMO_MESSAGES.colourInvalid })
    .max(7, { error: DEMO_MESSAGES.colourInvalid })
    .trim()
    .toLowerCase()
    .regex(HEX_COLOUR, { error: DEMO_MESSAGES.colourInvalid });

/** An uploaded image's link (the portal's uploads answer https or http links), required. */
const image = (required: string) =>
  z
    .string({ error: required })
    .max(URL_MAX, { error: DEMO_MESSAGES.imageInvalid })
    .trim()
    .min(1, { error: required })
    .refine((value) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value), { error: DEMO_MESSAGES.imageInvalid });

/**
 * POST /v1/create-demo-account (superadmins; spec 002 sections 5 and 7): the company, its contact and
 * the look of their Profyle. The organisation id is derived from organisation_id when given, else from
 * the company name, and made unique (`acme`, `acme_2`, ...). The contact becomes a person with a digital
 * Profyle; send_invite mails them an invitation to the portal 15 minutes later. 201 {organisation_id,
 * card_id} (card_id null: digital only).
 */
export const createDemoAccountBodySchema = z.object({
  organisation_name: requiredName(DEMO_MESSAGES.companyNameRequired, 'Company name', DEMO_NAME_MAX),
  organisation_id: boundedString({ label: 'Organisation id', max: 63 }).nullish(),
  website_url: companyUrl(DEMO_MESSAGES.companyUrlInvalid),
  first_name: requiredName(DEMO_MESSAGES.firstNameRequired, 'First name'),
  last_name: requiredName(DEMO_MESSAGES.lastNameRequired, 'Last name'),
  position: requiredName(DEMO_MESSAGES.positionRequired, 'Position', TEXT_LIMITS.shortText),
  email: boundedEmail({ required: DEMO_MESSAGES.emailRequired, invalid: DEMO_MESSAGES.emailInvalid }, EMAIL_PATTERN),
  primary_color: colour(),
  secondary_color: colour(),
  background_color: colour(),
  foreground_color: colour(),
  bottombar_color: colour(),
  logo_url: image(DEMO_MESSAGES.logoRequired),
  photo_url: image(DEMO_MESSAGES.photoRequired),
  account_type: z.enum(DEMO_ACCOUNT_TYPES, { error: DEMO_MESSAGES.accountTypeRequired }).default('Enterprise'),
  send_invite: z.boolean().default(true),
  /** The demo's NFC card, scanned or typed (only the last 32 characters count); blank or absent is digital only. */
  card_id: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), scannedCardId('Card ID').nullish()),
  /** Informational: the server records the signed-in superadmin as the creator. */
  created_by: boundedString({ label: 'Created by', max: TEXT_LIMITS.id }).nullish(),
});
export type CreateDemoAccountBody = z.output<typeof createDemoAccountBodySchema>;
export type CreateDemoAccountBodyInput = z.input<typeof createDemoAccountBodySchema>;

/** 201 of POST /v1/create-demo-account. */
export interface DemoAccountCreated {
  organisation_id: string;
  /** The demo's NFC card; null when it was created digital only. */
  card_id: string | null;
}
