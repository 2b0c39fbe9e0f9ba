import Database from 'better-sqlite3';
import type { RecordedEvent } from '@profyle/domain';
import {
  EventIdConflictError,
  WrongExpectedRevisionError,
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
import { classifyRetry, validateAppend } from '../append-rules';
import { CORRELATION_OF, ORGANISATION_OF, SCHEMA, filterClause, organisationLogClause, toRecordedEvent, type EventRow } from './sqlite-schema';
import { SqliteSubscription } from './sqlite-subscription';

export interface SqliteEventStoreOptions {
  /** Database file, or ':memory:' (tests only: nothing is durable and no other process can share it). */
  file: string;
  /** How often idle live subscriptions look for appends made by other processes. Default 200 ms. */
  pollIntervalMs?: number;
  /** How long a write waits for another process's write lock before failing. Default 5000 ms. */
  busyTimeoutMs?: number;
}

/** Counters that show group commit at work: `appends / transactions` is the mean batch size. */
export interface SqliteEventStoreStats {
  transactions: number;
  appends: number;
  largestBatch: number;
}

interface PendingAppend {
  streamId: string;
  rows: Omit<EventRow, 'position' | 'revision' | 'recorded_at'>[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; result: AppendResult } | { ok: false; error: unknown };

/**
 * The embedded event store: one SQLite file in WAL mode with `synchronous=FULL`, so an append is on disk
 * when it resolves. Appends made while a flush is pending are written by the next flush in ONE
 * transaction (one fsync for all of them); each keeps its own expected-revision check inside a savepoint.
 *
 * Positions are assigned by AUTOINCREMENT inside the write transaction. SQLite allows one writer per
 * database file at a time (across processes: the WAL write lock is held from BEGIN IMMEDIATE to COMMIT),
 * and positions only grow, so commit order is position order: once any position is visible, every lower
 * position that will ever exist is already committed. A reader that has seen position N can therefore
 * never miss a lower one later, which is what lets subscriptions poll with a simple `position > cursor`.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly pollIntervalMs: number;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly subscriptions = new Set<SqliteSubscription>();
  private readonly counters: SqliteEventStoreStats = { transactions: 0, appends: 0, largestBatch: 0 };
  private readonly filteredStatements = new Map<string, Database.Statement>();

  private readonly stmt: {
    insert: Database.Statement;
    lastRevision: Database.Statement<[string], { revision: number }>;
    byId: Database.Statement<[string], Pick<EventRow, 'stream_id' | 'revision' | 'position'>>;
    head: Database.Statement<[], { head: number | null }>;
    streamForwards: Database.Statement<[string, number, number], EventRow>;
    streamBackwards: Database.Statement<[string, number, number], EventRow>;
  };
  private readonly writeBatch: Database.Transaction<(batch: PendingAppend[]) => Outcome[]>;
  private readonly appendOne: Database.Transaction<(append: PendingAppend, recordedAt: string) => AppendResult>;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    this.db.exec(SCHEMA);
    this.stmt = {
      insert: this.db.prepare(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      lastRevision: this.db.prepare<[string], { revision: number }>('SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1'),
      byId: this.db.prepare<[string], Pick<EventRow, 'stream_id' | 'revision' | 'position'>>('SELECT stream_id, revision, position FROM events WHERE id = ?'),
      head: this.db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events'),
      streamForwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC LIMIT ?',
      ),
      streamBackwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
    };
    // A transaction function called inside another one runs as a savepoint: a failing append rolls back
    // only its own rows and the rest of the batch still commits.
    this.appendOne = this.db.transaction((append: PendingAppend, recordedAt: string) => this.write(append, recordedAt));
    this.writeBatch = this.db.transaction((batch: PendingAppend[]) => {
      const recordedAt = new Date().toISOString();
      return batch.map((append): Outcome => {
        try {
          return { ok: true, result: this.appendOne(append, recordedAt) };
        } catch (error) {
          // Some errors (disk full, I/O) make SQLite abandon the whole transaction: fail the batch then.
          if (!this.db.inTransaction) throw error;
          return { ok: false, error };
        }
      });
    });
  }

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('SqliteEventStore is closed'));
    try {
      validateAppend(events, expected);
    } catch (error) {
      return Promise.reject(error);
    }
    // Serialise now, outside the write transaction, so a bad payload fails only its own append.
    const rows = events.map((e) => ({
      id: e.id,
      stream_id: streamId,
      type: e.type,
      data: JSON.stringify(e.data ?? null),
      metadata: JSON.stringify(e.metadata),
    }));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, rows, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // setImmediate runs after pending I/O callbacks, so every append made in this turn of the event
        // loop (and any arriving while the previous commit's fsync blocked it) joins the same transaction.
        setImmediate(() => this.flush());
      }
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? -1;
    const rows =
      options.direction === 'backwards'
        ? this.stmt.streamBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : this.stmt.streamForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readLog(options.after ?? 0, Number.MAX_SAFE_INTEGER, options.limit ?? -1, options.filter);
  }

  async headPosition(): Promise<number> {
    return this.stmt.head.get()?.head ?? 0;
  }

  async readOrganisationLog(organisationId: string, options: ReadOrganisationLogOptions): Promise<RecordedEvent[]> {
    const { sql, params } = organisationLogClause(options.filter);
    // One stream of a big organisation: its own (stream_id, revision) index is the narrower walk, so the
    // unary + keeps the planner off the organisation index for that query.
    const organisation = options.filter?.streamId ? `+${ORGANISATION_OF}` : ORGANISATION_OF;
    const text = `SELECT * FROM events WHERE ${organisation} = ? AND position < ?${sql} ORDER BY position DESC LIMIT ?`;
    return (this.statement(text).all(organisationId, options.before ?? Number.MAX_SAFE_INTEGER, ...params, options.limit) as EventRow[]).map(toRecordedEvent);
  }

  async readCorrelated(correlationId: string, options: { limit?: number } = {}): Promise<RecordedEvent[]> {
    const text = `SELECT * FROM events WHERE ${CORRELATION_OF} = ? ORDER BY position ASC LIMIT ?`;
    return (this.statement(text).all(correlationId, options.limit ?? 1000) as EventRow[]).map(toRecordedEvent);
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    if (this.closed) throw new Error('SqliteEventStore is closed');
    const source = {
      readPage: (after: number, limit: number, filter: LogFilter | undefined) => {
        // Head first, then the page bounded by it: everything at or below a visible head is committed.
        const head = this.stmt.head.get()?.head ?? 0;
        return { events: this.readLog(after, head, limit, filter), head };
      },
    };
    const subscription = new SqliteSubscription(source, options, handler, this.pollIntervalMs, (s) =>
      this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  stats(): SqliteEventStoreStats {
    return { ...this.counters };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    // Appends accepted before close are written, not dropped.
    this.flush();
    this.db.close();
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0 || !this.db.open) return;
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock up front: a deferred transaction that upgrades from read to write
      // can fail with SQLITE_BUSY without waiting when another process is writing.
      outcomes = this.writeBatch.immediate(batch);
    } catch (error) {
      for (const append of batch) append.reject(error);
      return;
    }
    this.counters.transactions += 1;
    this.counters.appends += batch.length;
    this.counters.largestBatch = Math.max(this.counters.largestBatch, batch.length);
    // Only now, after COMMIT returned (and so after the fsync), are appends acknowledged.
    outcomes.forEach((outcome, i) => (outcome.ok ? batch[i].resolve(outcome.result) : batch[i].reject(outcome.error)));
    if (outcomes.some((o) => o.ok)) for (const subscription of this.subscriptions) subscription.wake();
  }

  /** One append inside the batch transaction; reads see the rows earlier appends of the batch wrote. */
  private write(append: PendingAppend, recordedAt: string): AppendResult {
    const { streamId, rows, expected } = append;
    // A retry answers the original result whatever the expected revision: the stream may have moved on
    // since the first attempt, which the caller could not see.
    const stored = rows.map((row) => {
      const found = this.stmt.byId.get(row.id);
      return found && { streamId: found.stream_id, revision: found.revision, position: found.position };
    });
    const retry = classifyRetry(streamId, stored);
    if (retry.kind === 'retry') return retry.result;
    if (retry.kind === 'conflict') throw new EventIdConflictError(streamId, rows.map((r) => r.id));

    const current = this.stmt.lastRevision.get(streamId)?.revision;
    const actual = current ?? 'no-stream';
    const fits =
      expected === 'any' ||
      (expected === 'no-stream' && current === undefined) ||
      (expected === 'exists' && current !== undefined) ||
      expected === current;
    if (!fits) throw new WrongExpectedRevisionError(streamId, expected, actual);

    let revision = current ?? -1;
    let position = 0;
    for (const row of rows) {
      revision += 1;
      const info = this.stmt.insert.run(row.id, streamId, revision, row.type, row.data, row.metadata, recordedAt);
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  }

  private readLog(after: number, upTo: number, limit: number, filter: LogFilter | undefined): RecordedEvent[] {
    const { sql, params } = filterClause(filter);
    const text = `SELECT * FROM events WHERE position > ? AND position <= ?${sql} ORDER BY position ASC LIMIT ?`;
    return (this.statement(text).all(after, upTo, ...params, limit) as EventRow[]).map(toRecordedEvent);
  }

  /** Prepared once per distinct SQL text (filters vary by which fields they use, not by their values). */
  private statement(text: string): Database.Statement {
    let statement = this.filteredStatements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.filteredStatements.set(text, statement);
    }
    return statement;
  }
}
