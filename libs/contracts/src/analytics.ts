/**
 * Analytics and the dashboard (spec 000 sections 3, 5, 7, 8, 9): the three analytics calls with their
 * rows, the presets and constants, and the dashboard's one-round-trip view.
 */
import { z } from 'zod';
import { addDays, addMonths, daysBetween, type OrderStatus } from '@profyle/domain';
import { firstValue } from './schema-helpers';

export const ANALYTICS_MESSAGES = {
  loadError: 'Unable to load analytics data',
  fetchError: 'Unable to fetch analytics data',
  noData: 'No data to display',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  fromRequired: 'Please choose a start date',
  toRequired: 'Please choose an end date',
  rangeInvalid: 'The start date must not be after the end date',
  rangeTooLong: 'Please choose a range of at most 3 years',
  modeInvalid: 'mode must be visit or intro',
  widthInvalid: 'width must be DAY or WEEK',
  numberInvalid: 'number must be a whole number from 1 to 100',
} as const;

/** Presets of the analytics page (spec 000 section 9), in the order the page offers them. */
export const ANALYTICS_PRESETS = ['7d', '14d', '28d', '12w', 'month', 'year'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const DEFAULT_ANALYTICS_PRESET: AnalyticsPreset = '28d';
/** Top lists show 10. */
export const ANALYTICS_TOP_SIZE = 10;
/** A range longer than this many days is shown in weekly buckets. */
export const WEEKLY_BUCKETS_AFTER_DAYS = 60;
/** Dashboard mini charts show up to 6 months. */
export const MINI_CHART_MONTHS = 6;
/** Analytics data exists only from May 2025. */
export const ANALYTICS_DATA_FROM = '2025-05-01';
export const ANALYTICS_MAX_RANGE_DAYS = 3 * 366;
export const ANALYTICS_GROUP_ID_MAX = 100;

export type AnalyticsMode = 'visit' | 'intro';
export type AnalyticsWidth = 'DAY' | 'WEEK';

/** Days in a range, both ends included. */
export const rangeDays = (from: string, to: string): number => daysBetween(from, to) + 1;

/** DAY, or WEEK when the range is over 60 days. */
export const widthForRange = (from: string, to: string): AnalyticsWidth => (rangeDays(from, to) > WEEKLY_BUCKETS_AFTER_DAYS ? 'WEEK' : 'DAY');

/** The dates a preset covers, ending today (the organisation's today). */
export const presetRange = (preset: AnalyticsPreset, today: string): { from: string; to: string } => {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '14d':
      return { from: addDays(today, -13), to: today };
    case '28d':
      return { from: addDays(today, -27), to: today };
    case '12w':
      return { from: addDays(today, -83), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
};

/** The equal period just before a range, for the comparison. */
export const previousPeriod = (from: string, to: string): { from: string; to: string } => {
  const days = rangeDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
};

/** The first days of the last `count` months up to the month of `today` (oldest first). */
export const lastMonths = (today: string, count = MINI_CHART_MONTHS): string[] => Array.from({ length: count }, (_, i) => addMonths(today, i - count + 1));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const query = (value: unknown): unknown => {
  const first = firstValue(value);
  if (typeof first !== 'string') return first;
  const text = first.trim();
  return text === '' ? undefined : text;
};
const date = (required: string) =>
  z.preprocess(
    query,
    z
      .string({ error: required })
      .max(10, { error: ANALYTICS_MESSAGES.dateInvalid })
      .refine(isDate, { error: ANALYTICS_MESSAGES.dateInvalid }),
  );

/** The range every analytics call takes: local dates in the organisation's time zone, both included. */
const rangeQuery = {
  from: date(ANALYTICS_MESSAGES.fromRequired),
  to: date(ANALYTICS_MESSAGES.toRequired),
  groupId: z.preprocess(query, z.string().max(ANALYTICS_GROUP_ID_MAX, { error: `Must be ${ANALYTICS_GROUP_ID_MAX} characters or fewer` }).optional()),
};

type Range = { from: string; to: string };
const checkRange = <S extends z.ZodObject<z.ZodRawShape>>(schema: S): S =>
  schema
    .refine((q) => (q as Range).from <= (q as Range).to, { error: ANALYTICS_MESSAGES.rangeInvalid, path: ['from'] })
    .refine((q) => (q as Range).from > (q as Range).to || rangeDays((q as Range).from, (q as Range).to) <= ANALYTICS_MAX_RANGE_DAYS, { error: ANALYTICS_MESSAGES.rangeTooLong, path: ['to'] });

const mode = z.preprocess(query, z.enum(['visit', 'intro'], { error: ANALYTICS_MESSAGES.modeInvalid }).default('visit'));

/** GET /v2/org/{orgId}/analytics/top?number&from&to&mode&groupId */
export const analyticsTopQuerySchema = checkRange(
  z.object({
    ...rangeQuery,
    number: z.preprocess(
      (value) => {
        const text = query(value);
        return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
      },
      z.number({ error: ANALYTICS_MESSAGES.numberInvalid }).int({ error: ANALYTICS_MESSAGES.numberInvalid }).min(1, { error: ANALYTICS_MESSAGES.numberInvalid }).max(100, { error: ANALYTICS_MESSAGES.numberInvalid }).default(ANALYTICS_TOP_SIZE),
    ),
    mode,
  }),
);
export type AnalyticsTopQuery = z.output<typeof analyticsTopQuerySchema>;

/** GET /v2/org/{orgId}/analytics/counts?width&from&to&groupId (width defaults by the 60-day rule). */
export const analyticsCountsQuerySchema = checkRange(
  z.object({
    ...rangeQuery,
    width: z.preprocess(query, z.enum(['DAY', 'WEEK'], { error: ANALYTICS_MESSAGES.widthInvalid }).optional()),
  }),
);
export type AnalyticsCountsQuery = z.output<typeof analyticsCountsQuerySchema>;

/** GET /v2/org/{orgId}/analytics/countries?from&to&groupId&mode */
export const analyticsCountriesQuerySchema = checkRange(z.object({ ...rangeQuery, mode }));
export type AnalyticsCountriesQuery = z.output<typeof analyticsCountriesQuerySchema>;

/** Spec 000 section 3: analytics rows. */
export interface AnalyticsCountRow {
  time: string;
  visits: number;
  intros: number;
}
export interface AnalyticsTopRow {
  personId: string;
  name: string;
  ct: number;
  deleted: boolean;
}
export interface AnalyticsCountryRow {
  country: string;
  count: number;
}
export interface AnalyticsCounts {
  data: AnalyticsCountRow[];
  width: AnalyticsWidth;
  timezone: string;
}
export interface AnalyticsTop {
  data: AnalyticsTopRow[];
}
export interface AnalyticsCountries {
  data: AnalyticsCountryRow[];
}

/**
 * GET /v2/org/{orgId}/dashboard: every dashboard card from read models in one round trip. A module
 * whose read model is not in this release answers null and its card is not shown.
 */
/** How many open orders the dashboard lists. */
export const DASHBOARD_ORDERS = 3;

/** An open order as the dashboard lists it, with its status chip. */
export interface DashboardOrder {
  id: string;
  short_code: string;
  name: string;
  status: OrderStatus;
  value: string;
  currency: string;
  createdAt: string;
}

export interface DashboardView {
  people: { total: number };
  subscriptions: { used: number; purchased: number; remaining: number };
  nfcCards: { used: number; purchased: number; remaining: number };
  introductions: { count: number; leadValue: number; value: number; currency: string };
  views: { total: number };
  contacts: { total: number };
  /** Local months, oldest first, up to 6 (the organisation's time zone). */
  monthly: { month: string; visits: number; intros: number }[];
  groups: { total: number };
  addresses: { total: number };
  admins: { total: number };
  layouts: { total: number };
  events: { total: number; current: number } | null;
  /** The organisation's own design library (not archived) and how many proofs wait for its approval. */
  designs: { total: number; awaitingApproval: number } | null;
  /** Open orders (neither completed nor cancelled) and the newest few of them. */
  pendingOrders: { total: number; latest: DashboardOrder[] } | null;
  onboarding: { hidden: string[]; steps: { key: string; done: boolean }[] };
  timezone: string;
}
