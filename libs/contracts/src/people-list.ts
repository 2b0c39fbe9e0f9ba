import { z } from 'zod';
import type { PersonProfile, SubscriptionType } from '@profyle/domain';
import { PEOPLE_MESSAGES } from './messages';
import { firstValue } from './schema-helpers';
import { boundedString, TEXT_LIMITS } from './text-rules';

/** People and cards page sizes (spec 001 section 9). */
export const PEOPLE_PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export type PeoplePageSize = (typeof PEOPLE_PAGE_SIZES)[number];
export const DEFAULT_PEOPLE_PAGE_SIZE: PeoplePageSize = 50;
/** People search starts at 3 characters (spec 001 section 5). */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;

/** A field name sorts ascending, a leading '-' descending; 'name' is the full name (first then last). */
export const PEOPLE_SORTS = ['name', '-name', 'email', '-email', 'created', '-created', 'updated', '-updated'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];
export const DEFAULT_PEOPLE_SORT: PeopleSort = 'name';

/** A query parameter's text: its first value, queryParamText; blank is absent. */
export const queryParamText = (value: unknown): unknown => {
  const first = firstValue(value);
  if (typeof first !== 'string') return first;
  const text = first.trim();
  return text === '' ? undefined : text;
};

const wholeNumber = (value: unknown): unknown => {
  const text = queryParamText(value);
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
};

/** `page` (0-based) and `page_size` (10, 20, 50, 100, 200; default 50): the people and cards lists'. */
export const pageParams = {
  page: z.preprocess(wholeNumber, z.number({ error: PEOPLE_MESSAGES.pageInvalid }).int({ error: PEOPLE_MESSAGES.pageInvalid }).min(0, { error: PEOPLE_MESSAGES.pageInvalid }).default(0)),
  page_size: z.preprocess(
    wholeNumber,
    z
      .union(PEOPLE_PAGE_SIZES.map((size) => z.literal(size)) as unknown as [z.ZodLiteral<PeoplePageSize>, ...z.ZodLiteral<PeoplePageSize>[]], {
        error: PEOPLE_MESSAGES.pageSizeInvalid,
      })
      .default(DEFAULT_PEOPLE_PAGE_SIZE),
  ),
};

const flag = () =>
  z
    .preprocess(queryParamText, z.enum(['true', 'false'], { error: PEOPLE_MESSAGES.filterInvalid }).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .optional();

/**
 * Query parameters of the people list (GET, query strings only). Blank parameters count as absent;
 * repeated parameters take their first value.
 */
export const peopleListQuerySchema = z.object({
  ...pageParams,
  sort: z.preprocess(queryParamText, z.enum(PEOPLE_SORTS, { error: PEOPLE_MESSAGES.sortInvalid }).default(DEFAULT_PEOPLE_SORT)),
  /** active: holds a subscription; inactive: holds none. */
  subscription: z.preprocess(queryParamText, z.enum(['active', 'inactive'], { error: PEOPLE_MESSAGES.filterInvalid }).optional()),
  /** true: only people awaiting verification; false: only verified people. */
  unverified: flag(),
  /** true: only people with an NFC card; false: only people without one. */
  card: flag(),
  /** A group id. */
  group: z.preprocess(queryParamText, boundedString({ label: 'Group', max: TEXT_LIMITS.id }).optional()),
  /** Matched against names and e-mail; at least 3 characters. */
  search: z.preprocess(
    queryParamText,
    boundedString({ label: 'Search', max: TEXT_LIMITS.query })
      .min(PEOPLE_SEARCH_MIN_LENGTH, { error: PEOPLE_MESSAGES.searchTooShort })
      .optional(),
  ),
});
export type PeopleListQuery = z.output<typeof peopleListQuerySchema>;

export interface PersonSubscriptionView {
  type: SubscriptionType;
  card_short_code: string | null;
  /** The NFC card's id (null for digital). */
  card_id: string | null;
  /** The digital Profyle's id (32 hex): its public link and the id its e-mails and wallet passes use. */
  digital_id: string | null;
}

/** One row of the people list. */
export interface PersonListItem {
  person_id: string;
  first_name: string;
  last_name: string;
  email: string;
  position: string;
  department: string;
  photo_url: string;
  group_id: string | null;
  subscription: PersonSubscriptionView | null;
  unverified: boolean;
  tags: string[];
  created_at: string;
  updated_at: string;
}

export interface PeoplePage {
  data: PersonListItem[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * The person page: the profile without the Profyle password or PIN (`password_set` says whether one is
 * set), the subscription and the record's history fields.
 */
export type PersonDetail = Omit<PersonProfile, 'password'> & {
  person_id: string;
  organisation_id: string;
  password_set: boolean;
  unverified: boolean;
  self_registration: boolean;
  subscription: (PersonSubscriptionView & { assigned_at: string }) | null;
  counter: number;
  intro_counter: number;
  /** When the Profyle was last viewed; null until it has been. */
  last_access: string | null;
  /** The public Profyle (PROFYLE_BASE_URL/<digital id>), or null without a subscription. */
  public_url: string | null;
  /** When the person was last enrolled in the Profyle Academy e-mails, or null. */
  academy_enrolled_at: string | null;
  /** ACTIVE only with a digital id and a push token (spec 001 section 4). */
  push_status: 'ACTIVE' | 'UNAVAILABLE';
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
};
