import type { EventMetadata, RecordedEvent } from '@profyle/domain';

/**
 * What an append expects of the stream: an exact revision (0-based, the last event's revision),
 * that it does not exist yet, that it exists with any revision, or nothing at all.
 */
export type ExpectedRevision = number | 'no-stream' | 'exists' | 'any';

export interface EventToAppend {
  /** Unique id (uuid). Appending an id the stream already holds is a no-op that answers success. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

/**
 * Another stream that must be at a revision when an append commits: what the caller decided on besides
 * the stream it appends to (a person that must still be as read while the organisation's pool changes).
 */
export interface StreamCondition {
  streamId: string;
  /** The stream's last revision, or 'no-stream' for a stream that must not exist. */
  revision: number | 'no-stream';
}

export interface AppendOptions {
  /**
   * Checked in the append's own transaction, after its expected revision; the first that does not hold
   * fails the append with a WrongExpectedRevisionError naming that stream, and nothing is written. Only
   * for an adapter whose `checksOtherStreams` is true; the others refuse them (TypeError).
   */
  conditions?: StreamCondition[];
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; default the first (forwards) or the last (backwards). */
  fromRevision?: number;
  limit?: number;
}

/** Limits a read of the global log or a subscription to some categories or event-type prefixes. */
export interface LogFilter {
  /** Stream categories (`person` matches `person-<id>`). */
  categories?: string[];
  /** Event-type prefixes (`Subscription` matches `SubscriptionAssigned`). */
  eventTypePrefixes?: string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this global position. Default: from the start. */
  after?: number;
  limit?: number;
  filter?: LogFilter;
}

/** Narrows an organisation's history (audit views); every field is optional and they combine with AND. */
export interface OrganisationLogFilter {
  /** Only these event types. */
  types?: string[];
  /** Only streams of these categories. */
  categories?: string[];
  /** Only this stream. */
  streamId?: string;
  /** The actor's user id, exactly (the real user, also when impersonating). */
  actorUserId?: string;
  /** A case-insensitive part of the actor's e-mail. */
  actorEmail?: string;
  /** Inclusive bounds on the event's `occurredAt` (ISO timestamps). */
  from?: string;
  to?: string;
}

export interface ReadOrganisationLogOptions {
  /** Exclusive: events strictly before this global position (the cursor of the previous page). Default: the newest. */
  before?: number;
  limit: number;
  filter?: OrganisationLogFilter;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: deliver events strictly after this global position. Default: from the start. */
  after?: number;
  filter?: LogFilter;
  /** Largest batch handed to the handler; catch-up fills batches, live delivers what has arrived. */
  batchSize?: number;
  /** Called if the subscription dies; it is not restarted by the store. */
  onError?: (error: Error) => void;
}

export interface Subscription {
  /** Resolves once no handler call is running and none will start. */
  stop(): Promise<void>;
}

/**
 * The event store: append-only streams plus one global log. Catch-up then live subscriptions deliver
 * every event of the log, in order, exactly once per subscription, batches awaited one at a time.
 */
export interface EventStore {
  /** Whether an append can check other streams atomically (`AppendOptions.conditions`). */
  readonly checksOtherStreams: boolean;
  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  /** Events of one stream; empty if the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Global position of the newest event in the log (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * History views only: the events whose metadata names this organisation, newest first, across all its
   * streams. Adapters answer from an index on (organisation, position) where they have one.
   */
  readOrganisationLog(organisationId: string, options: ReadOrganisationLogOptions): Promise<RecordedEvent[]>;
  /** History views only: every event with this correlation id, in log order (at most `limit`, default 1,000). */
  readCorrelated(correlationId: string, options?: { limit?: number }): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');

/** The stream was not at the revision the append expected. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision, or 'no-stream'. */
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${streamId} expected ${expected} but is at ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * Some but not all of an append's event ids are already stored (or they sit elsewhere than this stream,
 * or out of order): this is neither a retry of an earlier append nor a new one, so it is refused.
 */
export class EventIdConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(`Append to ${streamId} partly repeats an earlier append (event ids ${eventIds.join(', ')})`);
    this.name = 'EventIdConflictError';
  }
}

export const matchesFilter = (filter: LogFilter | undefined, streamId: string, type: string): boolean => {
  if (!filter) return true;
  const { categories, eventTypePrefixes } = filter;
  if (categories?.length && !categories.some((c) => streamId.startsWith(`${c}-`))) return false;
  if (eventTypePrefixes?.length && !eventTypePrefixes.some((p) => type.startsWith(p))) return false;
  return true;
};

/** Does an event belong to an organisation's history under a filter? The reference for every adapter. */
export const matchesOrganisationLog = (event: RecordedEvent, organisationId: string, filter: OrganisationLogFilter = {}): boolean => {
  const { metadata } = event;
  if (metadata?.organisationId !== organisationId) return false;
  if (filter.types?.length && !filter.types.includes(event.type)) return false;
  if (filter.categories?.length && !filter.categories.some((c) => event.streamId.startsWith(`${c}-`))) return false;
  if (filter.streamId && event.streamId !== filter.streamId) return false;
  if (filter.actorUserId && metadata.actor?.userId !== filter.actorUserId) return false;
  if (filter.actorEmail && !(metadata.actor?.email ?? '').toLowerCase().includes(filter.actorEmail.toLowerCase())) return false;
  if (filter.from && metadata.occurredAt < filter.from) return false;
  if (filter.to && metadata.occurredAt > filter.to) return false;
  return true;
};
