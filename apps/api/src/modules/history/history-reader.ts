import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type CorrelatedCommand,
  type Correlation,
  type EntityState,
  type EntityTimeline,
  HISTORY_MESSAGES,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  type IntegrationDelivery,
} from '@profyle/contracts';
import {
  type AuditedStream,
  auditedStreamOf,
  categoryOf,
  eventTypesOfAction,
  eventUpcasters,
  foldTimeline,
  historyActionOf,
  type HistoryAction,
  type RecordedEvent,
  stateView,
} from '@profyle/domain';
import type { EventStore, OrganisationLogFilter, ReadStore } from '@profyle/infrastructure';
import { WEBHOOK_DELIVERY_COLLECTION, type WebhookDeliveryDoc } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { actorOf, entityOf, historyEntry } from './history-entry';
import { SNAPSHOT_EVERY, type Snapshot, SnapshotCache } from './snapshot-cache';

/** Events read from the store per request while folding or scanning. */
const PAGE = 500;
/** Entity names are folded from streams up to this long; longer streams (an organisation's) go by id. */
const LABEL_MAX_EVENTS = 1000;
/** A correlation is read up to this many events. */
const CORRELATION_MAX = 1000;

export type HistoryFilter = Omit<HistoryQuery, 'cursor' | 'limit'>;

interface Where {
  /** Stop folding once the next event is past this revision or this moment. */
  revision?: number;
  at?: string;
}

const notFound = (message: string) => new HttpException({ errorMessage: message, errors: [] }, HttpStatus.NOT_FOUND);

/**
 * Reads history for the audit views, straight from the event store (the one place queries may: see
 * ARCHITECTURE.md) through its personal-data protection, folding states with each aggregate's own
 * decider (AUDITED_STREAMS). The organisation history comes from the store's organisation index.
 */
@Injectable()
export class HistoryReader {
  private readonly events: EventStore;
  private readonly store: ReadStore;
  private readonly snapshots = new SnapshotCache();
  private readonly labels = new Map<string, { revision: number; label: string | null }>();

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    this.events = runtime.eventStore;
    this.store = runtime.readStore;
  }

  /** Drops folded states and names: after an erasure they may hold what now reads as erased. */
  forget(): void {
    this.snapshots.forget();
    this.labels.clear();
  }

  // ---- the organisation history ----------------------------------------------------------------

  async organisationPage(organisationId: string, query: HistoryQuery): Promise<HistoryPage> {
    const found: RecordedEvent[] = [];
    for await (const event of this.organisationEvents(organisationId, query, query.cursor, query.limit + 1)) {
      found.push(event);
      if (found.length > query.limit) break;
    }
    const page = found.slice(0, query.limit);
    return { data: await this.entries(page), ...(found.length > query.limit ? { next: String(page[page.length - 1].position) } : {}) };
  }

  /** Every matching entry, newest first, read in pages (exports). */
  async *organisationEntries(organisationId: string, filter: HistoryFilter): AsyncGenerator<HistoryEntry> {
    let batch: RecordedEvent[] = [];
    for await (const event of this.organisationEvents(organisationId, filter, undefined, Number.POSITIVE_INFINITY)) {
      batch.push(event);
      if (batch.length === PAGE) {
        yield* await this.entries(batch);
        batch = [];
      }
    }
    if (batch.length) yield* await this.entries(batch);
  }

  private async *organisationEvents(organisationId: string, filter: HistoryFilter, before: number | undefined, wanted: number): AsyncGenerator<RecordedEvent> {
    const where = this.storeFilter(filter);
    if (!where) return;
    let cursor = before;
    for (;;) {
      const size = where.exact ? Math.min(PAGE, wanted) : PAGE;
      const page = await this.events.readOrganisationLog(organisationId, { before: cursor, limit: size, filter: where.filter });
      for (const event of page.map((e) => eventUpcasters.upcast(e))) {
        if (where.exact || historyActionOf(event) === filter.action) yield event;
      }
      if (page.length < size) return;
      cursor = page[page.length - 1].position;
    }
  }

  /** The store's filter for a query; null when nothing can match (an action no event type has). */
  private storeFilter(filter: HistoryFilter): { filter: OrganisationLogFilter; exact: boolean } | null {
    let types = filter.type ? [filter.type] : undefined;
    let exact = true;
    if (filter.action) {
      const ofAction = eventTypesOfAction(filter.action as HistoryAction);
      types = types ? types.filter((type) => ofAction.types.includes(type)) : ofAction.types;
      exact = ofAction.exact;
      if (types.length === 0) return null;
    }
    return {
      exact,
      filter: {
        ...(types ? { types } : {}),
        ...(filter.category ? { categories: [filter.category] } : {}),
        ...(filter.entity ? { streamId: filter.entity } : {}),
        ...(filter.actor ? { actorEmail: filter.actor } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      },
    };
  }

  /** Entries for events, with the name of each entity they are about. */
  async entries(events: readonly RecordedEvent[]): Promise<HistoryEntry[]> {
    const names = await this.labelsOf([...new Set(events.map((e) => e.streamId))]);
    return events.map((event) => historyEntry(event, names.get(event.streamId) ?? null));
  }

  private async labelsOf(streamIds: string[]): Promise<Map<string, string | null>> {
    const answers = await Promise.all(streamIds.map(async (id) => [id, await this.labelOf(id)] as const));
    return new Map(answers);
  }

  /** An entity's current name (or its last one, once deleted), folded from its stream (cached until the stream moves on). */
  private async labelOf(streamId: string): Promise<string | null> {
    const stream = auditedStreamOf(streamId);
    if (!stream?.label) return null;
    const [head] = await this.events.readStream(streamId, { direction: 'backwards', limit: 1 });
    if (!head || head.revision >= LABEL_MAX_EVENTS) return null;
    const cached = this.labels.get(streamId);
    if (cached?.revision === head.revision) return cached.label;
    const { state } = await this.foldTo(streamId, stream, { revision: head.revision });
    let label = stream.label(state);
    // An aggregate whose deletion drops its contents (a layout) is named as it was just before.
    if (label === null && stream.labelBeforeDeletion && head.revision > 0) label = stream.label((await this.foldTo(streamId, stream, { revision: head.revision - 1 })).state);
    this.labels.set(streamId, { revision: head.revision, label });
    if (this.labels.size > 10_000) this.labels.delete(this.labels.keys().next().value as string);
    return label;
  }

  // ---- one entity ------------------------------------------------------------------------------

  /** The stream's newest event, after checking the stream is part of this organisation's history. */
  async headOf(organisationId: string, streamId: string): Promise<RecordedEvent> {
    const [first] = await this.events.readStream(streamId, { limit: 1 });
    if (!first) throw notFound(HISTORY_MESSAGES.streamNotFound);
    if (first.metadata.organisationId !== organisationId) {
      // A user's stream starts in one organisation and goes on in others: any event here will do.
      const some = await this.events.readStream(streamId, { limit: LABEL_MAX_EVENTS });
      if (!some.some((e) => e.metadata.organisationId === organisationId)) throw notFound(HISTORY_MESSAGES.streamNotFound);
    }
    const [head] = await this.events.readStream(streamId, { direction: 'backwards', limit: 1 });
    return head;
  }

  async timeline(organisationId: string, streamId: string, before: number | undefined, limit: number): Promise<EntityTimeline> {
    const head = await this.headOf(organisationId, streamId);
    const stream = auditedStreamOf(streamId);
    const hi = Math.min(before === undefined ? head.revision : before - 1, head.revision);
    const lo = Math.max(0, hi - limit + 1);
    const events = hi < 0 ? [] : await this.read(streamId, lo, hi - lo + 1);
    let steps: { event: RecordedEvent; changes: EntityTimeline['data'][number]['changes'] }[];
    if (stream) {
      const { state } = await this.foldTo(streamId, stream, { revision: lo - 1 });
      steps = foldTimeline(stream, state, events);
    } else {
      steps = events.map((event) => ({ event, changes: [] }));
    }
    const label = await this.labelOf(streamId);
    return {
      stream_id: streamId,
      category: categoryOf(streamId),
      entity: entityOf(streamId),
      entity_label: label,
      revision: head.revision,
      data: steps.reverse().map(({ event, changes }) => ({ ...historyEntry(event, label), changes })),
      ...(lo > 0 ? { next: lo } : {}),
    };
  }

  async stateOf(organisationId: string, streamId: string, where: Where): Promise<EntityState> {
    await this.headOf(organisationId, streamId);
    const stream = auditedStreamOf(streamId);
    if (!stream) return { stream_id: streamId, revision: null, at: null, state: null };
    const folded = await this.foldTo(streamId, stream, where);
    return { stream_id: streamId, revision: folded.revision, at: folded.at, state: folded.revision === null ? null : stateView(stream, folded.state) };
  }

  /** Every event of a stream, oldest first (the stream's JSON export). */
  async *streamEvents(streamId: string): AsyncGenerator<RecordedEvent> {
    for (let from = 0; ; from += PAGE) {
      const page = await this.read(streamId, from, PAGE);
      yield* page;
      if (page.length < PAGE) return;
    }
  }

  /** The final state of a stream, as the export's closing record. */
  async finalState(streamId: string, revision: number): Promise<unknown> {
    const stream = auditedStreamOf(streamId);
    return stream ? stateView(stream, (await this.foldTo(streamId, stream, { revision })).state) : null;
  }

  /**
   * Folds a stream with its own evolve up to a revision or a moment, from the nearest snapshot. Answers
   * the state and the revision and time of the last event folded (null when none was).
   */
  private async foldTo(streamId: string, stream: AuditedStream, where: Where): Promise<{ state: unknown; revision: number | null; at: string | null }> {
    const fits = (s: Pick<Snapshot, 'revision' | 'at'>) => (where.revision !== undefined ? s.revision <= where.revision : s.at <= (where.at as string));
    const snapshot = this.snapshots.best(streamId, fits);
    let state = snapshot ? snapshot.state : stream.initialState();
    let revision: number | null = snapshot ? snapshot.revision : null;
    let at: string | null = snapshot ? snapshot.at : null;
    for (;;) {
      const page = await this.read(streamId, (revision ?? -1) + 1, PAGE);
      for (const event of page) {
        if (!fits({ revision: event.revision, at: event.metadata.occurredAt })) return { state, revision, at };
        state = stream.evolve(state, event);
        revision = event.revision;
        at = event.metadata.occurredAt;
        if ((revision + 1) % SNAPSHOT_EVERY === 0) this.snapshots.add(streamId, { revision, at, state });
      }
      if (page.length < PAGE) return { state, revision, at };
    }
  }

  private async read(streamId: string, fromRevision: number, limit: number): Promise<RecordedEvent[]> {
    return (await this.events.readStream(streamId, { fromRevision, limit })).map((e) => eventUpcasters.upcast(e));
  }

  // ---- correlation ---------------------------------------------------------------------------------

  async correlation(organisationId: string, streamId: string, revision: number): Promise<Correlation> {
    await this.headOf(organisationId, streamId);
    const [event] = await this.read(streamId, revision, 1);
    if (!event || event.revision !== revision) throw notFound(HISTORY_MESSAGES.eventNotFound);
    const read = await this.events.readCorrelated(event.metadata.correlationId, { limit: CORRELATION_MAX + 1 });
    const related = read
      .slice(0, CORRELATION_MAX)
      .map((e) => eventUpcasters.upcast(e))
      .filter((e) => e.metadata.organisationId === organisationId);
    if (!related.some((e) => e.id === event.id)) related.push(event);
    const entries = await this.entries(related);
    const commands = new Map<string, CorrelatedCommand>();
    related.forEach((e, i) => {
      const existing = commands.get(e.metadata.causationId);
      if (existing) existing.events.push(entries[i]);
      else commands.set(e.metadata.causationId, { causation_id: e.metadata.causationId, command: e.metadata.command ?? null, at: e.metadata.occurredAt, actor: actorOf(e), events: [entries[i]] });
    });
    return {
      event: entries[related.indexOf(event)] ?? (await this.entries([event]))[0],
      correlation_id: event.metadata.correlationId,
      command: commands.get(event.metadata.causationId) as CorrelatedCommand,
      commands: [...commands.values()],
      deliveries: await this.deliveriesOf(related.map((e) => e.id)),
      truncated: read.length > CORRELATION_MAX,
    };
  }

  /** The webhook deliveries of these events (a delivery's message id is the domain event's id). */
  private async deliveriesOf(eventIds: string[]): Promise<IntegrationDelivery[]> {
    const deliveries = this.store.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERY_COLLECTION);
    const found: IntegrationDelivery[] = [];
    for (let i = 0; i < eventIds.length; i += 200) {
      const docs = await deliveries.find({ message_id: { $in: eventIds.slice(i, i + 200) } }, { sort: [['created_at', 1]] });
      for (const doc of docs) {
        found.push({
          id: doc._id,
          kind: 'webhook',
          event_id: doc.message_id,
          endpoint_id: doc.endpoint_id,
          event: doc.event,
          status: doc.status,
          attempts: doc.attempts,
          last_code: doc.last_code,
          created_at: doc.created_at,
          finished_at: doc.finished_at,
        });
      }
    }
    return found;
  }
}
