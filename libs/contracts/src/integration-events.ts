/**
 * Integration events: the public, versioned payloads that leave the system as CloudEvents (on the bus and
 * in webhook bodies). The projector produces them, consumers (webhooks, CRM sync) read them. A payload
 * never changes shape inside a version: a breaking change is a new `.v2` schema published beside the old.
 * Field names are snake_case like the HTTP API. Nothing here ever carries a Profyle's password.
 */
import { z } from 'zod';
import type { WebhookEventName } from '@profyle/domain';

/** The webhook event names that have a domain event behind them (spec 002 section 9). */
export const WEBHOOK_INTEGRATION_EVENTS = [
  'introduction.created',
  'profyle.visited',
  'profyle.created',
  'profyle.deleted',
  'subscription.allocated',
  'subscription.released',
] as const satisfies readonly WebhookEventName[];

/**
 * Integration events for the product's own consumers only, never offered to an organisation's webhooks
 * (the webhook dispatcher and replays take webhook event names only): `contact.updated` for the CRM
 * sync, `trial.registered`, which replaces the original product's CRM sign-up call (spec 000
 * section 7, POST /v1/pipedrive/register-signup), and `subscription.ended` for the e-mail that tells a
 * person an admin removed their subscription.
 */
export const INTERNAL_INTEGRATION_EVENTS = ['contact.updated', 'trial.registered', 'subscription.ended'] as const;

/** Every integration event the projector publishes. */
export const PRODUCED_INTEGRATION_EVENTS = [...WEBHOOK_INTEGRATION_EVENTS, ...INTERNAL_INTEGRATION_EVENTS] as const;
export type ProducedIntegrationEvent = (typeof PRODUCED_INTEGRATION_EVENTS)[number];

/** The CloudEvent `dataschema` of each payload version. */
export const INTEGRATION_DATA_SCHEMAS = {
  'introduction.created': 'profyle.introduction.created.v1',
  'profyle.visited': 'profyle.profyle.visited.v1',
  'profyle.created': 'profyle.profyle.created.v1',
  'profyle.deleted': 'profyle.profyle.deleted.v1',
  'subscription.allocated': 'profyle.subscription.allocated.v1',
  'subscription.released': 'profyle.subscription.released.v1',
  'contact.updated': 'profyle.contact.updated.v1',
  'trial.registered': 'profyle.trial.registered.v1',
  'subscription.ended': 'profyle.subscription.ended.v1',
} as const satisfies Record<ProducedIntegrationEvent, string>;

/** `source` of every integration event of one organisation. */
export const integrationEventSource = (organisationId: string): string => `/organisations/${organisationId}`;

const subscriptionType = z.enum(['digital', 'nfc']);

/** The person's public profile fields, as the people API names them. */
export const profyleCreatedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  prefix: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  pronouns: z.string(),
  nominals: z.string(),
  position: z.string(),
  department: z.string(),
  bio: z.string(),
  email: z.string(),
  mobile: z.string(),
  calendar_url: z.string(),
  linked_in: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  photo_url: z.string(),
  address: z.string(),
  tags: z.array(z.string()),
  group_id: z.string().nullable(),
  crm_id: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string()),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  visible: z.boolean(),
  /** Self-registered and awaiting an admin's verification. */
  unverified: z.boolean(),
  self_registration: z.boolean(),
  created_at: z.string(),
});

export const profyleDeletedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  deleted_at: z.string(),
});

export const subscriptionAllocatedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  type: subscriptionType,
  card_short_code: z.string().nullable(),
});

export const subscriptionReleasedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  type: subscriptionType,
  card_short_code: z.string().nullable(),
});

/** A contact captured from a Profyle: the visitor's details, as the introductions CSV names them. */
export const introductionCreatedV1 = z.strictObject({
  introduction_id: z.string(),
  person_id: z.string(),
  organisation_id: z.string(),
  /** The owner's e-mail. */
  owner: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  website: z.string(),
  note: z.string(),
  consents: z.array(z.string()),
  via: z.enum(['exchange', 'url', 'camera']),
  /** Two-letter country code, or null. */
  country: z.string().nullable(),
  event_id: z.string().nullable(),
  created_at: z.string(),
});

/** A view of a public Profyle. Never an IP address. */
export const profyleVisitedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  visited_at: z.string(),
  country: z.string().nullable(),
  via: z.enum(['link', 'card']),
  card_id: z.string().nullable(),
  event_id: z.string().nullable(),
});

/** The contact fields the CRMs receive (the rest, such as tags or a LinkedIn URL, stay in Profyle). */
export const CRM_CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'website', 'note'] as const;

/**
 * A captured contact changed after its introduction: an admin corrected a field or the company, or the
 * enrichment filled some in. Names what changed, never the values: a consumer reads the contact itself
 * (its stream), so a later erasure of the values leaves nothing behind on the bus.
 */
export const contactUpdatedV1 = z.strictObject({
  introduction_id: z.string(),
  organisation_id: z.string(),
  /** The contact fields that changed (name, email, phone, company, website, note, position, linkedin). */
  changed: z.array(z.string()),
  updated_at: z.string(),
});

/** A trial was registered: who, for which new organisation, and where the sign-up came from (the /register link's query). */
export const trialRegisteredV1 = z.strictObject({
  organisation_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  gclid: z.string(),
  affiliate_id: z.string().nullable(),
  card_id: z.string().nullable(),
  registered_at: z.string(),
});

/**
 * An admin removed a person's subscription (not the release of a deleted person's): the person is told
 * their Profyle ended. Published with, and after, the `subscription.released` of the same removal.
 */
export const subscriptionEndedV1 = z.strictObject({
  person_id: z.string(),
  organisation_id: z.string(),
  ended_at: z.string(),
});

export type TrialRegisteredV1 = z.infer<typeof trialRegisteredV1>;
export type SubscriptionEndedV1 = z.infer<typeof subscriptionEndedV1>;
export type ProfyleCreatedV1 = z.infer<typeof profyleCreatedV1>;
export type ContactUpdatedV1 = z.infer<typeof contactUpdatedV1>;
export type IntroductionCreatedV1 = z.infer<typeof introductionCreatedV1>;
export type ProfyleVisitedV1 = z.infer<typeof profyleVisitedV1>;
export type ProfyleDeletedV1 = z.infer<typeof profyleDeletedV1>;
export type SubscriptionAllocatedV1 = z.infer<typeof subscriptionAllocatedV1>;
export type SubscriptionReleasedV1 = z.infer<typeof subscriptionReleasedV1>;

export const INTEGRATION_DATA = {
  'introduction.created': introductionCreatedV1,
  'profyle.visited': profyleVisitedV1,
  'profyle.created': profyleCreatedV1,
  'profyle.deleted': profyleDeletedV1,
  'subscription.allocated': subscriptionAllocatedV1,
  'subscription.released': subscriptionReleasedV1,
  'contact.updated': contactUpdatedV1,
  'trial.registered': trialRegisteredV1,
  'subscription.ended': subscriptionEndedV1,
} as const satisfies Record<ProducedIntegrationEvent, z.ZodType>;

/** The payload type of each produced event name. */
export type IntegrationEventData = { [Name in ProducedIntegrationEvent]: z.infer<(typeof INTEGRATION_DATA)[Name]> };

export const isProducedIntegrationEvent = (type: string): type is ProducedIntegrationEvent => (PRODUCED_INTEGRATION_EVENTS as readonly string[]).includes(type);

/** Checks an incoming payload against its schema (a consumer's guard against a producer bug); throws on mismatch. */
export const parseIntegrationData = <Name extends ProducedIntegrationEvent>(type: Name, data: unknown): IntegrationEventData[Name] =>
  INTEGRATION_DATA[type].parse(data) as IntegrationEventData[Name];
