/**
 * Webhooks (spec 002 sections 2, 3, 5, 7, 8 and 9): the settings and test bodies, the shapes the api
 * answers with, the body every subscriber receives, and every text the screens show.
 */
import { z } from 'zod';
import { WEBHOOK_ENDPOINT_ID_PATTERN, WEBHOOK_ERROR_MESSAGES, type WebhookDisableReason, type WebhookEventName } from '@profyle/domain';
import { INTEGRATION_LOG_TEXTS, type IntegrationLogCode, type IntegrationLogPart } from './integration-log-texts';
import { text } from './schema-helpers';
import { boundedString, LIST_LIMITS, NO_CONTROL_CHARACTERS, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

export { DEFAULT_WEBHOOK_ENDPOINT_ID, WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT, type WebhookEventName } from '@profyle/domain';

/** Texts of the webhook screens. The refusals the domain words itself are the domain's texts. */
export const WEBHOOK_MESSAGES = {
  /** Snackbars and empty state (spec 002 section 8). */
  updateError: 'Error updating webhook',
  testError: 'Error sending test event',
  noLogs: 'No logs available',
  /** Not shown in the spec; worded in the same style. */
  updated: 'Webhook updated',
  testSent: 'Test event sent',
  logNotFound: 'Log not found',
  /** The address checks that need DNS; the api runs them on save and the worker before every attempt. */
  urlUnresolvable: 'Webhook URL host could not be resolved',
  urlNotPublic: 'Webhook URL must not point to a private, loopback or link-local address',
  endpointIdInvalid: WEBHOOK_ERROR_MESSAGES.endpointIdInvalid,
  notFound: WEBHOOK_ERROR_MESSAGES.notFound,
  urlRequired: WEBHOOK_ERROR_MESSAGES.urlRequired,
  urlInvalid: WEBHOOK_ERROR_MESSAGES.urlInvalid,
  urlHttps: WEBHOOK_ERROR_MESSAGES.urlHttps,
  secretRequired: WEBHOOK_ERROR_MESSAGES.secretRequired,
  secretInvalid: WEBHOOK_ERROR_MESSAGES.secretInvalid,
  eventUnknown: WEBHOOK_ERROR_MESSAGES.eventUnknown,
} as const;

/** Spec 002 section 9: webhook logs show the latest 100, newest first, and may vanish after 28 days. */
export const WEBHOOK_LOG_LIMIT = 100;
export const WEBHOOK_LOG_RETENTION_DAYS = 28;

/** `:id` of /webhooks/{id}; the default endpoint is `default`. */
export const webhookEndpointIdSchema = z.string().max(TEXT_LIMITS.id, { error: WEBHOOK_MESSAGES.endpointIdInvalid }).regex(WEBHOOK_ENDPOINT_ID_PATTERN, { error: WEBHOOK_MESSAGES.endpointIdInvalid });

/** A field a PUT must send: a PUT replaces the settings, so a missing field would reset it. */
const required = (field: string, kind: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`) });

/**
 * PUT /v1/enterprise/{orgId}/webhooks/{id} {enabled, url, secret, events}. A PUT replaces the settings,
 * so enabled, url and events are required (url may be '' and events [] on purpose); a body that omits
 * them is refused rather than taken as a reset. The secret: '' asks the server to generate a new one
 * (rotation); absent or null keeps the saved one (a new endpoint gets one), so a client that only
 * switches `enabled` cannot rotate it by accident. URL, secret and event names are the domain's rules
 * (the https rule depends on the server's development setting), worded in one place.
 */
export const webhookSettingsBodySchema = z.object({
  enabled: z.boolean(required('enabled', 'true or false')),
  url: z
    .string(required('url', 'text'))
    .max(TEXT_LIMITS.url, { error: TEXT_MESSAGES.tooLong('URL', TEXT_LIMITS.url) })
    .regex(NO_CONTROL_CHARACTERS, { error: TEXT_MESSAGES.controlCharacters('URL') })
    .trim(),
  secret: boundedString({ label: 'Secret', max: 256 })
    .nullish()
    .transform((secret) => (secret == null ? null : secret.trim())),
  events: z
    .array(boundedString({ label: 'Event', max: 100 }), required('events', 'a list of event names'))
    .max(LIST_LIMITS.events, { error: TEXT_MESSAGES.tooMany('Events', LIST_LIMITS.events) }),
});
export type WebhookSettingsBody = z.output<typeof webhookSettingsBodySchema>;

/** POST /v1/enterprise/{orgId}/webhooks/{id}/test {url, secret}: a blank field means the saved one. */
export const webhookTestBodySchema = z.object({ url: text({ label: 'URL', max: TEXT_LIMITS.url }), secret: text({ label: 'Secret', max: 256 }) });
export type WebhookTestBody = z.output<typeof webhookTestBodySchema>;

/**
 * POST /v1/enterprise/{orgId}/webhooks/{id}/replay {from, from_event_id, events}: send again, marked as
 * replays, the deliveries since a time (ISO 8601) or since an event (a webhook-id the subscriber got);
 * exactly one of the two. No events: every event the endpoint is subscribed to.
 */
export const webhookReplayBodySchema = z.object({
  from: boundedString({ label: 'From', max: 40 })
    .nullish()
    .transform((value) => (value ?? '').trim() || null)
    .refine((value) => value === null || !Number.isNaN(Date.parse(value)), { error: 'From must be a date and time (ISO 8601)' }),
  from_event_id: boundedString({ label: 'Event id', max: TEXT_LIMITS.id })
    .nullish()
    .transform((value) => (value ?? '').trim() || null),
  events: z
    .array(boundedString({ label: 'Event', max: 100 }))
    .max(LIST_LIMITS.events, { error: TEXT_MESSAGES.tooMany('Events', LIST_LIMITS.events) })
    .nullish()
    .transform((value) => value ?? []),
});
export type WebhookReplayBody = z.output<typeof webhookReplayBodySchema>;

/** What a replay queued; `next_event_id` is where to replay from for the rest when it stopped at its limit. */
export interface WebhookReplayResult {
  replay_id: string;
  queued: number;
  next_event_id: string | null;
}

export const WEBHOOK_REPLAY_MESSAGES = {
  eventNotFound: (id: string): string => `No event ${id} of this organisation was found`,
} as const;

/** GET and PUT .../webhooks/{id}: the settings form. The secret is the organisation's own, so it is shown. */
export interface WebhookSettings {
  id: string;
  enabled: boolean;
  url: string;
  secret: string;
  events: WebhookEventName[];
  /** False until the endpoint is first saved (the form then starts empty). */
  configured: boolean;
  /** Set when a receiver switched the endpoint off (410 Gone), until it is saved again. */
  disabled_reason: WebhookDisableReason | null;
  updated_at: string | null;
}

/** POST .../webhooks/{id}/test: the message id (spec), plus how the single attempt went and its log entry. */
export interface WebhookTestResult {
  messageId: string;
  logId: string;
  code: number;
  isOk: boolean;
}

/** One HTTP attempt, as the log keeps it (spec 002 section 3). */
export interface WebhookLogEntry {
  id: string;
  /** When the attempt was made (ISO). */
  timestamp: string;
  /** The response status; 0 when there was no response (refused address, network error, timeout). */
  code: number;
  /** code is 200-299. */
  isOk: boolean;
  /** The webhook event name, e.g. `profyle.created` or `webhook.test`. */
  event: string;
  /** What happened, in words (English sentences joined by ". "). */
  message: string;
  /**
   * The same sentences as data, in order: each one's code (@profyle/contracts integration-log-texts) and
   * values, for showing the message in another language. Null for entries stored before they were kept.
   */
  messageParts: IntegrationLogPart[] | null;
  url: string;
  method: 'POST';
  request: { headers: Record<string, string>; body: string };
  /** Null when no response came; the body is cut at WEBHOOK_LOG_BODY_LIMIT bytes. */
  response: { status: number; headers: Record<string, string>; body: string; truncated: boolean } | null;
  /** timestamp + 28 days: reads never show the entry after this, a purge removes it. */
  deleteAfter: string;
  /** The Standard Webhooks message id (webhook-id) and which attempt of it this was (1-based). */
  messageId: string;
  attempt: number;
}

export const WEBHOOK_LOG_BODY_LIMIT = 10 * 1024;

/** `messageParts` of a webhook or CRM log entry, as the api answers it. */
export const integrationLogPartsSchema = z
  .array(
    z
      .object({
        code: z.enum(Object.keys(INTEGRATION_LOG_TEXTS) as [IntegrationLogCode, ...IntegrationLogCode[]]),
        values: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .meta({ id: 'IntegrationLogPart' }),
  )
  .nullable() satisfies z.ZodType<IntegrationLogPart[] | null>;

/** A row of the logs list: the entry without request and response. */
export type WebhookLogSummary = Omit<WebhookLogEntry, 'request' | 'response'>;

/** GET .../webhooks/{id}/logs: the latest 100, newest first. */
export interface WebhookLogList {
  data: WebhookLogSummary[];
  total: number;
}

/**
 * The body every subscriber receives, in the Standard Webhooks shape: the event name, when it happened,
 * and the integration event's data. It is signed byte for byte as sent.
 */
export interface WebhookMessageBody<Data = unknown> {
  type: string;
  timestamp: string;
  data: Data;
  /** Only on a replayed message: the replay it was sent by (the webhook-id stays the original event's). */
  replay?: { id: string; requested_at: string };
}

/** The data of a `webhook.test` message. */
export interface WebhookTestData {
  organisation_id: string;
  endpoint_id: string;
  message: string;
}

export const WEBHOOK_TEST_DATA_MESSAGE = 'This is a test event from Profyle';
