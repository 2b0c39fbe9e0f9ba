import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

/**
 * Global search (spec 001 section 7; the top bar's search, opened with the s key).
 *
 * POST /v1/enterprise/{orgId}/search {term} -> SearchResults. The term needs at least 3 characters; each
 * list holds at most 10 hits. People match on first name, last name and e-mail (case-insensitive
 * substring) inside the organisation. Cards match on their id from its start (so their short id) or on
 * the name of the person holding them. `organisations` is present only for superadmins (any
 * organisation by name or id; they can then impersonate it).
 */

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_RESULT_LIMIT = 10;

export const SEARCH_MESSAGES = {
  tooShort: 'Please enter at least 3 characters.',
  noResults: 'No results found',
} as const;

export const searchBodySchema = z.object({
  term: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .max(TEXT_LIMITS.query, { error: TEXT_MESSAGES.tooLong('Search term', TEXT_LIMITS.query) })
    .regex(NO_CONTROL_CHARACTERS, { error: TEXT_MESSAGES.controlCharacters('Search term') })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: SEARCH_MESSAGES.tooShort }),
});
export type SearchBody = z.output<typeof searchBodySchema>;

export interface SearchPersonHit {
  objectID: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface SearchCardHit {
  /** The card id. */
  objectID: string;
  short_id: string;
  /** The person holding the card, or null. */
  name: string | null;
  lost: boolean;
}

export interface SearchOrganisationHit {
  objectID: string;
  name: string;
}

export interface SearchResults {
  people: SearchPersonHit[];
  cards: SearchCardHit[];
  /** Superadmins only. */
  organisations?: SearchOrganisationHit[];
}
