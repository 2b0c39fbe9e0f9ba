import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Filter,
  type JSONType,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, RecordedEvent } from '@profyle/domain';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
  matchesFilter,
  matchesOrganisationLog,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogFilter,
  type ReadAllOptions,
  type ReadOrganisationLogOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { classifyRetry, validateAppend, type StoredEventId } from '../append-rules';
import { KurrentDbSubscription } from './kurrentdb-subscription';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false`. */
  connectionString: string;
}

/** Largest page asked of the server when a read has to go on past what one page holds. */
const PAGE_SIZE = 500;

/**
 * The distributed event store on KurrentDB (the EventStoreDB successor) through @kurrent/kurrentdb-client.
 *
 * Global position = the event's commit position in the server's transaction log, as a JS number. Commit
 * positions are byte offsets into that log, so they exceed Number.MAX_SAFE_INTEGER (2^53) only past 8 PiB
 * of log; `toSafeNumber` fails loudly rather than rounding if that ever happens.
 *
 * Resuming "strictly after" a number: KurrentDB positions are {commit, prepare} pairs. This adapter only
 * appends with single (non-transactional) appends, whose events each have commit == prepare, so the
 * number alone names the event exactly and {commit: n, prepare: n} is where to resume. The server treats
 * that start as exclusive for subscriptions and inclusive for reads, so both also drop positions <= n.
 *
 * Event ids are unique per stream here, not across streams: KurrentDB does not index them globally.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<KurrentDbSubscription>();

  constructor(options: KurrentDbEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(options.connectionString);
  }

  /** An append to one stream cannot check another one in the same write here. */
  readonly checksOtherStreams = false;

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> {
    validateAppend(streamId, events, expected, options.conditions);
    if (options.conditions?.length) throw new TypeError('KurrentDB cannot check other streams in an append (checksOtherStreams is false)');
    const data = events.map((e) =>
      jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata as unknown as JSONType }),
    );
    try {
      // Always explicit: the client's default is ANY, which would silently drop the concurrency check.
      const result = await this.client.appendToStream(streamId, data, { streamState: toStreamState(expected) });
      const nextRevision = Number(result.nextExpectedRevision);
      // The server answers an idempotent retry with the original position; older servers may omit it.
      const position = result.position
        ? toSafeNumber(result.position.commit)
        : await this.positionOfRevision(streamId, nextRevision);
      return { nextRevision, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // The server recognises a retry only right after the expected revision; ours holds whatever it was.
      const retry = classifyRetry(streamId, await this.findStored(streamId, events));
      if (retry.kind === 'retry') return retry.result;
      if (retry.kind === 'conflict') throw new EventIdConflictError(streamId, events.map((e) => e.id));
      const actual = error.actualState === NO_STREAM ? 'no-stream' : Number(error.actualState);
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.limit !== undefined && options.limit <= 0) return [];
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
        maxCount: options.limit,
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let cursor = options.after;
    // Page by page: the server filters on one of stream name or event type, so with both set the other
    // is applied here and a page can hold fewer matches than asked for.
    while (events.length < limit) {
      const page = await this.readLogPage(cursor, options.filter);
      for (const resolved of page) {
        const position = resolved.event?.position ? toSafeNumber(resolved.event.position.commit) : undefined;
        if (position === undefined || (cursor !== undefined && position <= cursor)) continue;
        cursor = position;
        const event = accept(resolved, options.filter);
        if (event) events.push(event);
        if (events.length >= limit) break;
      }
      if (page.length < PAGE_SIZE) break;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() });
    for await (const resolved of read) {
      if (resolved.event?.position) return toSafeNumber(resolved.event.position.commit);
    }
    return 0;
  }

  /**
   * KurrentDB has no index on metadata fields: this reads `$all` backwards page by page and filters here,
   * so its cost grows with how far back the page lies. A server-side projection linking events into one
   * stream per organisation would index it; see the event store README.
   */
  async readOrganisationLog(organisationId: string, options: ReadOrganisationLogOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor: number | undefined = options.before;
    while (events.length < options.limit) {
      const page: AllStreamResolvedEvent[] = [];
      const from: ReadPosition = cursor === undefined ? END : { commit: BigInt(cursor), prepare: BigInt(cursor) };
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: PAGE_SIZE, filter: excludeSystemEvents() })) page.push(resolved);
      for (const resolved of page) {
        const position = resolved.event?.position ? toSafeNumber(resolved.event.position.commit) : undefined;
        if (position === undefined || (cursor !== undefined && position >= cursor)) continue;
        cursor = position;
        const event = accept(resolved, undefined);
        if (event && matchesOrganisationLog(event, organisationId, options.filter)) events.push(event);
        if (events.length >= options.limit) break;
      }
      if (page.length < PAGE_SIZE) break;
    }
    return events;
  }

  /** A forward scan of `$all` (no metadata index here, as above). */
  async readCorrelated(correlationId: string, options: { limit?: number } = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    const events: RecordedEvent[] = [];
    let cursor: number | undefined;
    for (;;) {
      const page = await this.readLogPage(cursor, undefined);
      for (const resolved of page) {
        const position = resolved.event?.position ? toSafeNumber(resolved.event.position.commit) : undefined;
        if (position === undefined || (cursor !== undefined && position <= cursor)) continue;
        cursor = position;
        const event = accept(resolved, undefined);
        if (event?.metadata?.correlationId === correlationId) events.push(event);
        if (events.length >= limit) return events;
      }
      if (page.length < PAGE_SIZE) return events;
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    const source = this.client.subscribeToAll({
      fromPosition: fromPosition(options.after),
      filter: serverFilter(options.filter),
    });
    const subscription = new KurrentDbSubscription(
      source,
      options,
      handler,
      (resolved) => accept(resolved, options.filter),
      (s) => this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  private async readLogPage(after: number | undefined, filter: LogFilter | undefined): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    // A read from a position includes the event at it; readAll drops it (positions <= its cursor).
    const read = this.client.readAll({ fromPosition: fromPosition(after), maxCount: PAGE_SIZE, filter: serverFilter(filter) });
    for await (const resolved of read) page.push(resolved);
    return page;
  }

  /** Where each event id sits in the stream, if it is stored there (a conflict check, so a full read is fine). */
  private async findStored(streamId: string, events: EventToAppend[]): Promise<(StoredEventId | undefined)[]> {
    const byId = new Map((await this.readStream(streamId)).map((e) => [e.id, e]));
    return events.map((e) => byId.get(e.id));
  }

  private async positionOfRevision(streamId: string, revision: number): Promise<number> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, limit: 1 });
    if (!event) throw new Error(`Stream ${streamId} has no revision ${revision} right after appending it`);
    return event.position;
  }
}

const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  switch (expected) {
    case 'no-stream':
      return NO_STREAM;
    case 'exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return BigInt(expected);
  }
};

const fromPosition = (after: number | undefined): ReadPosition =>
  after === undefined ? START : ({ commit: BigInt(after), prepare: BigInt(after) } satisfies Position);

/**
 * The server filters on stream name OR event type, never both: categories go to the server (they are the
 * more selective in practice), type prefixes then apply client-side through `accept`. Without a filter the
 * server still drops system events.
 */
const serverFilter = (filter: LogFilter | undefined): Filter => {
  if (filter?.categories?.length) return streamNameFilter({ prefixes: filter.categories.map((c) => `${c}-`) });
  if (filter?.eventTypePrefixes?.length) return eventTypeFilter({ prefixes: filter.eventTypePrefixes });
  return excludeSystemEvents();
};

const accept = (resolved: AllStreamResolvedEvent, filter: LogFilter | undefined): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  if (!matchesFilter(filter, event.streamId, event.type)) return undefined;
  return toRecordedEvent(event);
};

interface KurrentRecordedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: Position;
}

const toRecordedEvent = (event: KurrentRecordedEvent): RecordedEvent => {
  if (!event.position) throw new Error('KurrentDB returned an event without its log position (server older than 22.6?)');
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toSafeNumber(event.position.commit),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
};

const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Log position ${value} exceeds 2^53`);
  return Number(value);
};
