import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@profyle/domain';
import {
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
import { validateAppend } from '../append-rules';
import { CORRELATION_OF, ORGANISATION_OF, SCHEMA, filterClause, organisationLogClause, toRecordedEvent, type EventRow } from './sqlite-schema';
import { SqliteSubscription } from './sqlite-subscription';
import { type AppendRequest, type Outcome, outcomeError, SqliteWriter } from './sqlite-writer';

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
  /** Where commits happen: a writer thread (a file) or the caller's thread (':memory:'). */
  writer: 'thread' | 'inline';
}

interface PendingAppend extends AppendRequest {
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** Writes one batch of appends in one transaction and answers once it is committed (durable). */
interface BatchWriter {
  kind: SqliteEventStoreStats['writer'];
  write(batch: AppendRequest[]): Promise<Outcome[]>;
  close(): Promise<void>;
}

/** ':memory:' cannot be shared between threads: its writes happen on the caller's thread. */
const inlineWriter = (db: Database.Database): BatchWriter => {
  const writer = new SqliteWriter(db);
  return { kind: 'inline', write: async (batch) => writer.write(batch), close: async () => undefined };
};

/**
 * A file's writes happen on a thread of their own that owns the write connection, so the commit and its
 * fsync never block the event loop. The built code runs the compiled thread module beside this file;
 * tests that run the TypeScript sources (Jest) load the thread's source through @swc/core, the compiler
 * Jest itself uses.
 */
const threadWriter = (file: string, busyTimeoutMs: number): BatchWriter => {
  const compiled = join(__dirname, 'sqlite-writer.thread.js');
  const worker = existsSync(compiled)
    ? new Worker(compiled, { workerData: { file, busyTimeoutMs } })
    : new Worker(TYPESCRIPT_THREAD_LOADER, { eval: true, workerData: { file, busyTimeoutMs, entry: join(__dirname, 'sqlite-writer.thread.ts') } });
  const waiting = new Map<number, { resolve: (outcomes: Outcome[]) => void; reject: (error: unknown) => void }>();
  let next = 0;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken = error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; outcomes?: Outcome[]; failure?: Extract<Outcome, { ok: false }> }) => {
    const w = waiting.get(message.id);
    waiting.delete(message.id);
    // Idle, the thread must not keep the process alive; busy, it must (a CLI awaiting an append).
    if (waiting.size === 0) worker.unref();
    if (message.outcomes) w?.resolve(message.outcomes);
    else if (message.failure) w?.reject(outcomeError(message.failure));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the event store's writer thread exited (${code})`)));
  worker.unref();
  return {
    kind: 'thread',
    write: (batch) =>
      new Promise((resolve, reject) => {
        if (broken) return reject(broken);
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, batch });
      }),
    close: async () => {
      if (broken) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // Closing is work too: a script whose last step is this close must not end before the thread does.
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
};

const TYPESCRIPT_THREAD_LOADER = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
  module._compile(code, filename);
};
require(workerData.entry);
`;

/**
 * The embedded event store: one SQLite file in WAL mode with `synchronous=FULL`, so an append is on disk
 * when it resolves. Appends made while a batch is being written are written by the next one in ONE
 * transaction (one fsync for all of them); each keeps its own expected-revision check inside a savepoint.
 * The writes happen on a writer thread (sqlite-writer.thread.ts); reads use this thread's own connection.
 *
 * Positions are assigned by AUTOINCREMENT inside the write transaction. SQLite allows one writer per
 * database file at a time (across processes: the WAL write lock is held from BEGIN IMMEDIATE to COMMIT),
 * and positions only grow, so commit order is position order: once any position is visible, every lower
 * position that will ever exist is already committed. A reader that has seen position N can therefore
 * never miss a lower one later, which is what lets subscriptions poll with a simple `position > cursor`.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly writer: BatchWriter;
  private readonly pollIntervalMs: number;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  /** The batch being written, if any: the next one waits for it. */
  private inFlight: Promise<void> | null = null;
  private closed = false;
  private readonly subscriptions = new Set<SqliteSubscription>();
  private readonly counters: Omit<SqliteEventStoreStats, 'writer'> = { transactions: 0, appends: 0, largestBatch: 0 };
  private readonly filteredStatements = new Map<string, Database.Statement>();

  private readonly stmt: {
    head: Database.Statement<[], { head: number | null }>;
    streamForwards: Database.Statement<[string, number, number], EventRow>;
    streamBackwards: Database.Statement<[string, number, number], EventRow>;
  };

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    this.db.exec(SCHEMA);
    this.stmt = {
      head: this.db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events'),
      streamForwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC LIMIT ?',
      ),
      streamBackwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
    };
    const inMemory = options.file === ':memory:' || options.file.startsWith('file::memory:') || options.file === '';
    this.writer = inMemory ? inlineWriter(this.db) : threadWriter(options.file, busyTimeoutMs);
  }

  /** The writer checks conditions inside the append's own savepoint, in the same transaction. */
  readonly checksOtherStreams = true;

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('SqliteEventStore is closed'));
    const { conditions } = options;
    try {
      validateAppend(streamId, events, expected, conditions);
    } catch (error) {
      return Promise.reject(error);
    }
    // Serialise now, outside the write transaction, so a bad payload fails only its own append.
    const rows = events.map((e) => ({
      id: e.id,
      type: e.type,
      data: JSON.stringify(e.data ?? null),
      metadata: JSON.stringify(e.metadata),
    }));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, rows, expected, conditions, resolve, reject });
      this.schedule();
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
    return { ...this.counters, writer: this.writer.kind };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    // Appends accepted before close are written, not dropped.
    while (this.inFlight || this.queue.length > 0) await (this.inFlight ?? this.flush());
    await this.writer.close();
    this.db.close();
  }

  /**
   * setImmediate runs after pending I/O callbacks, so every append made in this turn of the event loop
   * (and by callers resuming after the previous commit) joins the same batch; while a batch is being
   * written, appends wait for it and go in the next.
   */
  private schedule(): void {
    if (this.flushScheduled || this.inFlight) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flush());
  }

  private flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.inFlight || this.queue.length === 0) return this.inFlight ?? Promise.resolve();
    const batch = this.queue;
    this.queue = [];
    this.inFlight = this.writer
      .write(batch.map(({ streamId, rows, expected, conditions }) => ({ streamId, rows, expected, conditions })))
      .then(
        (outcomes) => {
          this.counters.transactions += 1;
          this.counters.appends += batch.length;
          this.counters.largestBatch = Math.max(this.counters.largestBatch, batch.length);
          // Only now, after COMMIT returned (and so after the fsync), are appends acknowledged.
          outcomes.forEach((outcome, i) => (outcome.ok ? batch[i].resolve(outcome.result) : batch[i].reject(outcomeError(outcome))));
          if (outcomes.some((o) => o.ok)) for (const subscription of this.subscriptions) subscription.wake();
        },
        (error: unknown) => {
          for (const append of batch) append.reject(error);
        },
      )
      .finally(() => {
        this.inFlight = null;
        if (this.queue.length > 0 && !this.closed) this.schedule();
      });
    return this.inFlight;
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
