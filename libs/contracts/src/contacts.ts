/**
 * Contacts (introductions), spec 002: the list and detail views, the requests of the contact commands,
 * the public follow-up and the messages as the spec words them.
 */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type CaptureMode } from '@profyle/domain';
import { firstValue } from './schema-helpers';

export const CONTACTS_MESSAGES = {
  ...CONTACT_MESSAGES,
  unableToCompleteFollowUp: 'Unable to complete follow-up',
  failedTags: 'Failed to update tags',
  failedCompany: 'Failed to update company',
  failedField: (field: string) => `Failed to update ${field}`,
  noToken: 'No token provided.',
  anError: 'An error occurred',
  followUpDone: 'Follow Up Complete',
  empty: 'No contacts yet',
  enrichmentError: 'Data enrichment error',
  pageSizeInvalid: 'Page size must be one of 10, 20, 50, 100',
  cursorInvalid: 'This page link is no longer valid',
  tagsInvalid: 'Tags must be a list of words',
} as const;

/** Introduction list page sizes; the spec leaves the default to us. */
export const CONTACTS_PAGE_SIZES = [10, 20, 50, 100] as const;
export type ContactsPageSize = (typeof CONTACTS_PAGE_SIZES)[number];
export const DEFAULT_CONTACTS_PAGE_SIZE: ContactsPageSize = 20;
/** Bounds of request strings: a cursor, an id, a token. */
export const CONTACTS_BOUNDS = { cursor: 1000, id: 100, token: 200, tagsParam: 2000, field: 50 } as const;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;
const trimmedQuery = (value: unknown): unknown => {
  const first = firstValue(value);
  if (typeof first !== 'string') return first;
  const text = first.trim();
  return text === '' ? undefined : text;
};

/**
 * GET the contacts lists: ?pageSize&tags&event&after. Tags come comma-separated (as the portal puts
 * them in its URL) or repeated, are normalised like stored tags, and match any of them.
 */
export const contactsListQuerySchema = z.object({
  pageSize: z.preprocess(
    (value) => {
      const text = trimmedQuery(value);
      return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: CONTACTS_MESSAGES.pageSizeInvalid })
      .refine((size) => (CONTACTS_PAGE_SIZES as readonly number[]).includes(size), { error: CONTACTS_MESSAGES.pageSizeInvalid })
      .default(DEFAULT_CONTACTS_PAGE_SIZE),
  ),
  tags: z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value.join(',') : value),
    z
      .string({ error: CONTACTS_MESSAGES.tagsInvalid })
      .max(CONTACTS_BOUNDS.tagsParam, { error: tooLong(CONTACTS_BOUNDS.tagsParam) })
      .optional(),
  ),
  event: z.preprocess(trimmedQuery, z.string().max(CONTACTS_BOUNDS.id, { error: tooLong(CONTACTS_BOUNDS.id) }).optional()),
  after: z.preprocess(trimmedQuery, z.string().max(CONTACTS_BOUNDS.cursor, { error: CONTACTS_MESSAGES.cursorInvalid }).optional()),
});
export type ContactsListQuery = z.output<typeof contactsListQuerySchema>;

/** PUT .../intros/{introId}/tags {tags}. */
export const contactTagsBodySchema = z.object({
  tags: z.array(z.string().max(CONTACT_LIMITS.tag * 2, { error: tooLong(CONTACT_LIMITS.tag) }), { error: CONTACTS_MESSAGES.tagsInvalid }).max(CONTACT_LIMITS.tags * 2, { error: CONTACTS_MESSAGES.tagsTooMany }),
});

/** PUT .../intros/{introId}/company {company}. */
export const contactCompanyBodySchema = z.object({
  company: z
    .string()
    .max(CONTACT_LIMITS.field, { error: tooLong(CONTACT_LIMITS.field) })
    .nullish()
    .transform((value) => value ?? ''),
});

/** PUT .../intros/{introId}/field {field, value}: which fields may change is the domain's rule. */
export const contactFieldBodySchema = z.object({
  field: z.string({ error: 'field is required' }).max(CONTACTS_BOUNDS.field, { error: tooLong(CONTACTS_BOUNDS.field) }),
  value: z
    .string()
    .max(CONTACT_LIMITS.note, { error: tooLong(CONTACT_LIMITS.note) })
    .nullish()
    .transform((value) => value ?? ''),
});

/** POST /v2/public/complete-follow-up {token}. */
export const completeFollowUpBodySchema = z.object({
  token: z
    .string()
    .max(CONTACTS_BOUNDS.token, { error: CONTACTS_MESSAGES.followUpTokenInvalid })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value !== '', { error: CONTACTS_MESSAGES.noToken }),
});

/** A contact as spec 002's Contact entity, plus the owner's name for the lists. */
export interface ContactView {
  id: string;
  ownerId: string;
  owner: string;
  organisation_id: string;
  name: string;
  position: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  linkedin: string;
  note: string;
  tags: string[];
  events: string[];
  consents: string[];
  via: CaptureMode;
  enrichment: string;
  enrichmentStatus: 'pending' | 'complete';
  enrichmentError: string | null;
  status: 'pending' | 'complete';
  lat: number | null;
  lng: number | null;
  nearestPlace: string | null;
  country: string | null;
  photoUrl: string;
  url: string;
  avatar_url: string;
  meta: { createdAt: string; updatedAt: string; completedAt: string | null };
  /** The owner's name now (kept when the owner was deleted). */
  ownerName: string;
  ownerDeleted: boolean;
}

/** A contact on its own page: with the names of the events it was captured at (null: the event was deleted since). */
export interface ContactDetailView extends ContactView {
  eventNames: { id: string; name: string | null }[];
}

/** A page of a contacts list, newest first; `next` is the cursor of the following page. */
export interface ContactsPage {
  data: ContactView[];
  next?: string;
}

/** A person's introduction statistics (spec 002): count, by month (YYYY-MM, the organisation's time zone), by country. */
export interface IntroStatistics {
  count: number;
  months: Record<string, number>;
  countries: Record<string, number>;
}

/** GET /v2/org/{orgId}/available-tags. */
export interface AvailableTags {
  tags: string[];
}
