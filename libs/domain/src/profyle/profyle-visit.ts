import { type DomainEvent, streamId } from '../shared';

/**
 * A view of a public Profyle. Visits are high-volume facts: recorded as they happen, never folded by an
 * aggregate's decide, counted by projections into day buckets. No IP address is ever stored: only the
 * country, when a header or a local lookup names it.
 */
export type ProfyleVisitSource = 'link' | 'card';

export type ProfyleVisited = DomainEvent<
  'ProfyleVisited',
  {
    organisationId: string;
    personId: string;
    visitedAt: string;
    /** Two-letter country code (ISO 3166-1 alpha-2, upper case), or null when unknown. */
    country: string | null;
    /** How the visitor came: the Profyle's link (or its QR code), or a card tap. */
    via: ProfyleVisitSource;
    /** The card tapped, for `card`. */
    cardId: string | null;
    /** The event the person was at, when one was active. */
    eventId: string | null;
  }
>;

export const VISIT_STREAM_CATEGORY = 'visits';

/** The day of an ISO time, as YYYYMMDD (UTC). */
export const visitDay = (at: string): string => at.slice(0, 10).replace(/-/g, '');

/**
 * `visits-<organisationId>_<YYYYMMDD>`: one stream per organisation and day, appended to without an
 * expected revision (facts do not conflict), so streams stay bounded and old days can be archived.
 */
export const visitStreamId = (organisationId: string, at: string): string => streamId(VISIT_STREAM_CATEGORY, `${organisationId}_${visitDay(at)}`);

/** An ISO 3166-1 alpha-2 code as a visitor's country, or null (XX and T1 mean unknown and Tor to some proxies). */
export const normaliseCountry = (value: string | null | undefined): string | null => {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
};
