import { z } from 'zod';
import { HISTORY_ACTIONS, PERSON_ERROR_MESSAGES, type HistoryAction } from '@profyle/domain';
import { queryText } from './admin-users';
import { AUDIT_MESSAGES, isoInstant } from './audit';
import { requiredBoundedText, TEXT_LIMITS } from './text-rules';

/**
 * The full-history audit (superadmins only): an organisation's history across all its streams, one
 * entity's timeline with its state after every event, a correlation, exports, and a person's erasure.
 *
 * GET  /v1/enterprise/{orgId}/history?actor&action&type&category&entity&from&to&cursor&limit -> HistoryPage
 * GET  /v1/enterprise/{orgId}/history/export?format=csv|json&(the same filters)       -> a streamed file
 * GET  /v1/enterprise/{orgId}/history/streams/{streamId}?before&limit                   -> EntityTimeline
 * GET  /v1/enterprise/{orgId}/history/streams/{streamId}/state?revision | at            -> EntityState
 * GET  /v1/enterprise/{orgId}/history/streams/{streamId}/export                         -> a streamed JSON file
 * GET  /v1/enterprise/{orgId}/history/streams/{streamId}/{revision}/correlation         -> Correlation
 * POST /v1/enterprise/{orgId}/people/{personId}/erase { reason }                        -> 200 ErasureResult
 */

export { HISTORY_ACTIONS, type HistoryAction };

export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_MAX_PAGE_SIZE = 200;

export const HISTORY_MESSAGES = {
  actionInvalid: 'Unknown action',
  rangeInvalid: AUDIT_MESSAGES.rangeInvalid,
  limitInvalid: `Limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`,
  cursorInvalid: 'Invalid cursor',
  formatInvalid: 'Format must be csv or json',
  revisionInvalid: 'Revision must be a whole number from 0',
  stateWhenRequired: 'Give either a revision or a date and time (at)',
  streamNotFound: 'No history for this entity in this organisation',
  eventNotFound: 'No such event in this organisation',
  reasonRequired: PERSON_ERROR_MESSAGES.eraseReasonRequired,
} as const;

const wholeNumber = (label: string, message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  queryText(label, 20)
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), { error: message })
    .transform((value) => (value === undefined ? undefined : Number(value)));

export const historyFilterFields = {
  /** A case-insensitive part of the actor's e-mail. */
  actor: queryText('Actor', TEXT_LIMITS.email),
  action: queryText('Action', 64).refine((value) => value === undefined || (HISTORY_ACTIONS as readonly string[]).includes(value), { error: HISTORY_MESSAGES.actionInvalid }) as unknown as z.ZodType<
    HistoryAction | undefined,
    string | undefined
  >,
  /** An event type (`PersonUpdated`). */
  type: queryText('Event type', TEXT_LIMITS.query),
  /** A stream category (`person`). */
  category: queryText('Entity kind', TEXT_LIMITS.query),
  /** One entity: its stream id (`person-<id>`). */
  entity: queryText('Entity', TEXT_LIMITS.query),
  from: isoInstant(false),
  to: isoInstant(true),
};

const inOrder = (q: { from?: string; to?: string }) => q.from === undefined || q.to === undefined || q.from <= q.to;

/** GET /v1/enterprise/{orgId}/history */
export const historyQuerySchema = z
  .object({
    ...historyFilterFields,
    /** The `next` of the previous page. */
    cursor: wholeNumber('Cursor', HISTORY_MESSAGES.cursorInvalid, 1),
    limit: wholeNumber('Limit', HISTORY_MESSAGES.limitInvalid, 1, HISTORY_MAX_PAGE_SIZE).transform((value) => value ?? HISTORY_PAGE_SIZE),
  })
  .refine(inOrder, { error: HISTORY_MESSAGES.rangeInvalid, path: ['from'] });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** GET /v1/enterprise/{orgId}/history/export */
export const historyExportQuerySchema = z
  .object({
    ...historyFilterFields,
    format: queryText('Format', 10)
      .refine((value) => value === undefined || value === 'csv' || value === 'json', { error: HISTORY_MESSAGES.formatInvalid })
      .transform((value) => (value ?? 'csv') as 'csv' | 'json'),
  })
  .refine(inOrder, { error: HISTORY_MESSAGES.rangeInvalid, path: ['from'] });
export type HistoryExportQuery = z.output<typeof historyExportQuerySchema>;

/** GET .../history/streams/{streamId} */
export const timelineQuerySchema = z.object({
  /** Events before this revision (the `next` of the previous page); default the newest. */
  before: wholeNumber('Before', HISTORY_MESSAGES.revisionInvalid, 0),
  limit: wholeNumber('Limit', HISTORY_MESSAGES.limitInvalid, 1, HISTORY_MAX_PAGE_SIZE).transform((value) => value ?? HISTORY_PAGE_SIZE),
});
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

/** GET .../history/streams/{streamId}/state: at a revision, or as of a moment. */
export const stateQuerySchema = z
  .object({ revision: wholeNumber('Revision', HISTORY_MESSAGES.revisionInvalid, 0), at: isoInstant(true) })
  .refine((q) => (q.revision === undefined) !== (q.at === undefined), { error: HISTORY_MESSAGES.stateWhenRequired, path: ['revision'] });
export type StateQuery = z.output<typeof stateQuerySchema>;

/** POST /v1/enterprise/{orgId}/people/{personId}/erase */
export const erasePersonBodySchema = z.object({
  reason: requiredBoundedText(HISTORY_MESSAGES.reasonRequired, { label: 'Reason', max: TEXT_LIMITS.longText, multiline: true }),
});
export type ErasePersonBody = z.output<typeof erasePersonBodySchema>;

/** Who did it: the real user (also when a superadmin acted inside another organisation). */
export interface HistoryActor {
  user_id: string;
  email: string | null;
  /** Set when the actor was impersonating: acting inside this organisation, not their own. */
  impersonating: boolean;
}

/** One change of state, in words: "Profile › First name" from one JSON value to another (absent: undefined). */
export interface HistoryChange {
  path: string[];
  label: string;
  before?: unknown;
  after?: unknown;
}

/** One event of the organisation history. */
export interface HistoryEntry {
  event_id: string;
  position: number;
  stream_id: string;
  revision: number;
  category: string;
  /** The kind of entity in words ("Person"). */
  entity: string;
  entity_id: string;
  /** The entity's name as it is now ("Ada Lovelace"), when known. */
  entity_label: string | null;
  type: string;
  /** The event type in words ("Person updated"). */
  type_words: string;
  /** The spec's history action, when the event has one. */
  action: HistoryAction | null;
  at: string;
  actor: HistoryActor;
  correlation_id: string;
  causation_id: string;
  /** The command that produced it (`UpdatePerson`), when recorded. */
  command: string | null;
  /** The event's data, secrets masked. */
  data: unknown;
}

export interface HistoryPage {
  data: HistoryEntry[];
  /** Cursor of the next (older) page; absent on the last one. */
  next?: string;
}

/** One event of an entity's timeline, with what it changed. */
export interface TimelineEntry extends HistoryEntry {
  changes: HistoryChange[];
}

export interface EntityTimeline {
  stream_id: string;
  category: string;
  entity: string;
  entity_label: string | null;
  /** The stream's newest revision. */
  revision: number;
  data: TimelineEntry[];
  /** `before` for the next (older) page; absent on the last one. */
  next?: number;
}

export interface EntityState {
  stream_id: string;
  /** The revision the state is folded up to; null when the entity did not exist yet at `at`. */
  revision: number | null;
  /** When that revision's event happened. */
  at: string | null;
  state: unknown;
}

export interface CorrelatedCommand {
  causation_id: string;
  command: string | null;
  at: string;
  actor: HistoryActor;
  events: HistoryEntry[];
}

export interface IntegrationDelivery {
  id: string;
  kind: 'webhook';
  event_id: string;
  endpoint_id: string;
  event: string;
  status: string;
  attempts: number;
  last_code: number | null;
  created_at: string;
  finished_at: string | null;
}

export interface Correlation {
  event: HistoryEntry;
  correlation_id: string;
  /** The command that produced the event (same causation id). */
  command: CorrelatedCommand;
  /** Every command of the correlation (a bulk action, an import, a wizard), in order. */
  commands: CorrelatedCommand[];
  /** Integration deliveries that followed from the correlation's events. */
  deliveries: IntegrationDelivery[];
  /** True when the correlation has more events than were read. */
  truncated: boolean;
}

export interface ErasureResult {
  person_id: string;
  erased_at: string;
  /** Files and records cleaned beside the key: uploaded photos, webhook bodies, import rows. */
  cleaned: { photos: number; webhook_records: number; import_rows: number };
}

/* Response schemas (the OpenAPI document; exact) */

const actorSchema = z.object({ user_id: z.string(), email: z.string().nullable(), impersonating: z.boolean() }) satisfies z.ZodType<HistoryActor>;
const entryShape = {
  event_id: z.string(),
  position: z.number().int(),
  stream_id: z.string(),
  revision: z.number().int(),
  category: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  entity_label: z.string().nullable(),
  type: z.string(),
  type_words: z.string(),
  action: z.enum(HISTORY_ACTIONS).nullable(),
  at: z.string(),
  actor: actorSchema,
  correlation_id: z.string(),
  causation_id: z.string(),
  command: z.string().nullable(),
  data: z.unknown(),
};
export const historyEntrySchema = z.object(entryShape).meta({ id: 'HistoryEntry' }) satisfies z.ZodType<HistoryEntry>;
export const historyPageSchema = z.object({ data: z.array(historyEntrySchema), next: z.string().optional() }) satisfies z.ZodType<HistoryPage>;
const changeSchema = z.object({ path: z.array(z.string()), label: z.string(), before: z.unknown().optional(), after: z.unknown().optional() }) satisfies z.ZodType<HistoryChange>;
export const entityTimelineSchema = z.object({
  stream_id: z.string(),
  category: z.string(),
  entity: z.string(),
  entity_label: z.string().nullable(),
  revision: z.number().int(),
  data: z.array(z.object({ ...entryShape, changes: z.array(changeSchema) })),
  next: z.number().int().optional(),
}) satisfies z.ZodType<EntityTimeline>;
export const entityStateSchema = z.object({ stream_id: z.string(), revision: z.number().int().nullable(), at: z.string().nullable(), state: z.unknown() }) satisfies z.ZodType<EntityState>;
const correlatedCommandSchema = z.object({ causation_id: z.string(), command: z.string().nullable(), at: z.string(), actor: actorSchema, events: z.array(historyEntrySchema) }) satisfies z.ZodType<CorrelatedCommand>;
export const correlationSchema = z.object({
  event: historyEntrySchema,
  correlation_id: z.string(),
  command: correlatedCommandSchema,
  commands: z.array(correlatedCommandSchema),
  deliveries: z.array(
    z.object({
      id: z.string(),
      kind: z.literal('webhook'),
      event_id: z.string(),
      endpoint_id: z.string(),
      event: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      last_code: z.number().int().nullable(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
  truncated: z.boolean(),
}) satisfies z.ZodType<Correlation>;
export const erasureResultSchema = z.object({
  person_id: z.string(),
  erased_at: z.string(),
  cleaned: z.object({ photos: z.number().int(), webhook_records: z.number().int(), import_rows: z.number().int() }),
}) satisfies z.ZodType<ErasureResult>;
export const historyJsonFileSchema = z.string().meta({ description: 'JSON, UTF-8: a head object whose `events` array lists every event' });
