/**
 * The write side of the SQLite event store: one batch of appends in ONE `BEGIN IMMEDIATE` transaction
 * (one fsync for all of them), each append in its own savepoint with its own checks. It runs on the
 * writer thread (sqlite-writer.thread.ts) for a file, or on the caller's thread for ':memory:'.
 */
import type Database from 'better-sqlite3';
import { classifyRetry, revisionFits } from '../append-rules';
import { EventIdConflictError, WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type StreamCondition } from '../event-store.port';
import type { EventRow } from './sqlite-schema';

export interface AppendRequest {
  streamId: string;
  rows: Omit<EventRow, 'position' | 'revision' | 'recorded_at' | 'stream_id'>[];
  expected: ExpectedRevision;
  /** Other streams that must be at these revisions (checked after `expected`). */
  conditions?: StreamCondition[];
}

/** An append's outcome as it crosses between threads: errors as plain data, rebuilt by `outcomeError`. */
export type Outcome =
  | { ok: true; result: AppendResult }
  | { ok: false; error: { kind: 'wrong-revision'; streamId: string; expected: ExpectedRevision; actual: number | 'no-stream' } }
  | { ok: false; error: { kind: 'id-conflict'; streamId: string; eventIds: string[] } }
  | { ok: false; error: { kind: 'other'; name: string; message: string; code?: string } };

type FailedOutcome = Extract<Outcome, { ok: false }>;

/** Any error as data that survives postMessage. */
export const outcomeOf = (error: unknown): FailedOutcome => {
  if (error instanceof WrongExpectedRevisionError) return { ok: false, error: { kind: 'wrong-revision', streamId: error.streamId, expected: error.expected, actual: error.actual } };
  if (error instanceof EventIdConflictError) return { ok: false, error: { kind: 'id-conflict', streamId: error.streamId, eventIds: error.eventIds } };
  const e = error instanceof Error ? error : new Error(String(error));
  return { ok: false, error: { kind: 'other', name: e.name, message: e.message, code: (e as { code?: string }).code } };
};

/** The error an outcome stands for, as the caller of `append` gets it. */
export const outcomeError = ({ error }: FailedOutcome): Error => {
  if (error.kind === 'wrong-revision') return new WrongExpectedRevisionError(error.streamId, error.expected, error.actual);
  if (error.kind === 'id-conflict') return new EventIdConflictError(error.streamId, error.eventIds);
  const rebuilt = new Error(error.message) as Error & { code?: string };
  rebuilt.name = error.name;
  if (error.code !== undefined) rebuilt.code = error.code;
  return rebuilt;
};

export class SqliteWriter {
  private readonly stmt: {
    insert: Database.Statement;
    lastRevision: Database.Statement<[string], { revision: number }>;
    byId: Database.Statement<[string], Pick<EventRow, 'stream_id' | 'revision' | 'position'>>;
  };
  private readonly writeBatch: Database.Transaction<(batch: AppendRequest[]) => Outcome[]>;
  private readonly appendOne: Database.Transaction<(append: AppendRequest, recordedAt: string) => AppendResult>;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      insert: db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      lastRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1'),
      byId: db.prepare<[string], Pick<EventRow, 'stream_id' | 'revision' | 'position'>>('SELECT stream_id, revision, position FROM events WHERE id = ?'),
    };
    // A transaction function called inside another one runs as a savepoint: a failing append rolls back
    // only its own rows and the rest of the batch still commits.
    this.appendOne = db.transaction((append: AppendRequest, recordedAt: string) => this.appendInBatch(append, recordedAt));
    this.writeBatch = db.transaction((batch: AppendRequest[]) => {
      const recordedAt = new Date().toISOString();
      return batch.map((append): Outcome => {
        try {
          return { ok: true, result: this.appendOne(append, recordedAt) };
        } catch (error) {
          // Some errors (disk full, I/O) make SQLite abandon the whole transaction: fail the batch then.
          if (!this.db.inTransaction) throw error;
          return outcomeOf(error);
        }
      });
    });
  }

  /**
   * Writes the batch and answers one outcome per append once COMMIT returned (so after the fsync). Throws
   * when the batch as a whole failed (the write lock not had in time, a disk error): nothing was written.
   */
  write(batch: AppendRequest[]): Outcome[] {
    // IMMEDIATE takes the write lock up front: a deferred transaction that upgrades from read to write
    // can fail with SQLITE_BUSY without waiting when another process is writing.
    return this.writeBatch.immediate(batch);
  }

  /** One append inside the batch transaction; reads see the rows earlier appends of the batch wrote. */
  private appendInBatch({ streamId, rows, expected, conditions }: AppendRequest, recordedAt: string): AppendResult {
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
    if (!revisionFits(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no-stream');
    for (const condition of conditions ?? []) {
      const other = this.stmt.lastRevision.get(condition.streamId)?.revision;
      if (!revisionFits(condition.revision, other)) throw new WrongExpectedRevisionError(condition.streamId, condition.revision, other ?? 'no-stream');
    }

    let revision = current ?? -1;
    let position = 0;
    for (const row of rows) {
      revision += 1;
      const info = this.stmt.insert.run(row.id, streamId, revision, row.type, row.data, row.metadata, recordedAt);
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  }
}
