import { z } from 'zod';
import { CAPTURE_MODES } from '@profyle/domain';
import type { AnalyticsCountries, AnalyticsCounts, AnalyticsTop, DashboardView } from './analytics';
import type { AvailableTags, ContactDetailView, ContactsPage, ContactView, IntroStatistics } from './contacts';

/**
 * What the contacts, analytics and dashboard routes answer, as zod schemas for the OpenAPI document and
 * its contract fuzzing; each typed against the response type the api and the web already use.
 */

export const contactViewSchema = z
  .object({
    id: z.string(),
    ownerId: z.string(),
    owner: z.string(),
    organisation_id: z.string(),
    name: z.string(),
    position: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    website: z.string(),
    linkedin: z.string(),
    note: z.string(),
    tags: z.array(z.string()),
    events: z.array(z.string()),
    consents: z.array(z.string()),
    via: z.enum(CAPTURE_MODES),
    enrichment: z.string(),
    enrichmentStatus: z.enum(['pending', 'complete']),
    enrichmentError: z.string().nullable(),
    status: z.enum(['pending', 'complete']),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    nearestPlace: z.string().nullable(),
    country: z.string().nullable(),
    photoUrl: z.string(),
    url: z.string(),
    avatar_url: z.string(),
    meta: z.object({ createdAt: z.string(), updatedAt: z.string(), completedAt: z.string().nullable() }),
    ownerName: z.string(),
    ownerDeleted: z.boolean(),
  })
  .meta({ id: 'Contact' }) satisfies z.ZodType<ContactView>;

export const contactDetailViewSchema = contactViewSchema
  .extend({ eventNames: z.array(z.object({ id: z.string(), name: z.string().nullable() })) })
  .meta({ id: 'ContactDetail' }) satisfies z.ZodType<ContactDetailView>;

export const contactsPageSchema = z.object({ data: z.array(contactViewSchema), next: z.string().optional() }) satisfies z.ZodType<ContactsPage>;

export const introStatisticsSchema = z.object({ count: z.number().int(), months: z.record(z.string(), z.number().int()), countries: z.record(z.string(), z.number().int()) }) satisfies z.ZodType<IntroStatistics>;

export const availableTagsSchema = z.object({ tags: z.array(z.string()) }) satisfies z.ZodType<AvailableTags>;

export const followUpTokenSchema = z.object({ token: z.string() }) satisfies z.ZodType<{ token: string }>;

export const followUpCompletedSchema = z.object({ success: z.literal(true) }) satisfies z.ZodType<{ success: true }>;

export const analyticsCountsSchema = z.object({
  data: z.array(z.object({ time: z.string(), visits: z.number().int(), intros: z.number().int() })),
  width: z.enum(['DAY', 'WEEK']),
  timezone: z.string(),
}) satisfies z.ZodType<AnalyticsCounts>;

export const analyticsTopSchema = z.object({ data: z.array(z.object({ personId: z.string(), name: z.string(), ct: z.number().int(), deleted: z.boolean() })) }) satisfies z.ZodType<AnalyticsTop>;

export const analyticsCountriesSchema = z.object({ data: z.array(z.object({ country: z.string(), count: z.number().int() })) }) satisfies z.ZodType<AnalyticsCountries>;

const total = z.object({ total: z.number().int() });
const pool = z.object({ used: z.number().int(), purchased: z.number().int(), remaining: z.number().int() });

export const dashboardViewSchema = z.object({
  people: total,
  subscriptions: pool,
  nfcCards: pool,
  introductions: z.object({ count: z.number().int(), leadValue: z.number(), value: z.number(), currency: z.string() }),
  views: total,
  contacts: total,
  monthly: z.array(z.object({ month: z.string(), visits: z.number().int(), intros: z.number().int() })),
  groups: total,
  addresses: total,
  admins: total,
  layouts: total,
  events: z.object({ total: z.number().int(), current: z.number().int() }).nullable(),
  designs: z.object({ total: z.number().int(), awaitingApproval: z.number().int() }).nullable(),
  pendingOrders: z
    .object({
      total: z.number().int(),
      latest: z.array(z.object({ id: z.string(), short_code: z.string(), name: z.string(), status: z.enum(['new', 'awaiting_payment', 'paid', 'completed', 'cancelled']), value: z.string(), currency: z.string(), createdAt: z.string() })),
    })
    .nullable(),
  onboarding: z.object({ hidden: z.array(z.string()), steps: z.array(z.object({ key: z.string(), done: z.boolean() })) }),
  timezone: z.string(),
}) satisfies z.ZodType<DashboardView>;
