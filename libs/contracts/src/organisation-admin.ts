import { z } from 'zod';
import { EMAIL_PATTERN } from './people';
import { boundedEmail, boundedString, requiredName, TEXT_LIMITS } from './text-rules';

export const ORGANISATION_NAME_REQUIRED = 'Please enter your company name';
const ID_PATTERN = /^[a-z0-9][a-z0-9_]{1,62}$/;
export const ORGANISATION_ID_INVALID = 'Organisation id may only contain lower-case letters, digits and underscores';
export const ORGANISATION_SUPPORT_EMAIL_INVALID = 'Please enter a valid support email address';

const count = () => z.coerce.number().int().min(0).default(0);

/**
 * POST /v1/enterprise (superadmin): opens an organisation. The id is derived from the name when absent
 * (as demo creation does); ids never contain a hyphen so the organisation's stream name stays parseable.
 */
export const createOrganisationBodySchema = z.object({
  organisation_id: z
    .string()
    .max(TEXT_LIMITS.id, { error: ORGANISATION_ID_INVALID })
    .trim()
    .toLowerCase()
    .regex(ID_PATTERN, { error: ORGANISATION_ID_INVALID })
    .optional(),
  name: requiredName(ORGANISATION_NAME_REQUIRED, 'Company name'),
  is_demo: z.boolean().default(false),
  is_partner: z.boolean().default(false),
  subscriptions: count(),
  nfc_cards: count(),
  support_email: boundedEmail({ required: ORGANISATION_SUPPORT_EMAIL_INVALID, invalid: ORGANISATION_SUPPORT_EMAIL_INVALID }, EMAIL_PATTERN).nullish(),
  disable_welcome_email: z.boolean().default(false),
  /** The organisation size chosen at sign-up (spec 000 section 9). */
  org_size: count(),
  website_url: boundedString({ label: 'Website', max: TEXT_LIMITS.url }).trim().url({ error: 'Please enter a valid URL starting with http:// or https://' }).nullish(),
  /** A trial's length in days (default 45). */
  trial_duration: z.coerce.number().int().min(1).max(3650).optional(),
});
export type CreateOrganisationBody = z.output<typeof createOrganisationBodySchema>;

/** The organisation id a name gives: lower-case words joined by underscores. */
export const organisationIdFromName = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 63) || 'organisation';

const DATE_MAX = 40;

/** PUT /v1/enterprise/{orgId}/close-after (superadmin): the date a non-renewing account closes, or null. */
export const closeAfterBodySchema = z.object({
  close_after: z
    .string({ error: 'Please choose a date' })
    .max(DATE_MAX, { error: 'Please choose a date' })
    .trim()
    .nullable()
    .transform((value) => (value === '' ? null : value)),
});
export type CloseAfterBody = z.output<typeof closeAfterBodySchema>;

/** PUT /v1/enterprise/{orgId}/partner (superadmin): mark the organisation as a partner, or no longer. */
export const partnerStatusBodySchema = z.object({ is_partner: z.boolean({ error: 'Please choose whether this organisation is a partner' }) });
export type PartnerStatusBody = z.output<typeof partnerStatusBodySchema>;
