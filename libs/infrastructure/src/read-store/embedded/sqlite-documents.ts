/**
 * The SQLite side of the embedded read store: one `documents` table for every collection, the names of
 * collections that exist, and checkpoints. Each collection is loaded into memory on first use and kept
 * in step (write-through), so queries never parse JSON again.
 *
 * Group commit: writes and checkpoints are queued and written by one flush per turn of the event loop,
 * in ONE transaction, however many collections and callers they come from (every projection of a batch,
 * its checkpoint, the inbox and deliveries of a consumer...). A write is evaluated when it is made and
 * shows in memory at once, so a later write and every query see it; its promise resolves once the flush
 * committed. If a flush fails (a disk error), every write in it is rejected and memory is put back as it
 * was; a query in between may have seen them, which for read models (rebuilt from the log) is harmless.
 *
 * Durability: WAL with synchronous=NORMAL. A crash may lose the last commits, but WAL recovery always
 * keeps a prefix of them, and a checkpoint is committed with (or after) the documents it covers, so the
 * checkpoint can lag the documents (the replay is then absorbed by the version guards) but never lead.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { walCheckpointer } from '../../sqlite/wal-checkpointer';
import { type ReadDocument } from '../read-store.port';

/** A document's new state in a batch: its JSON as stored plus the parsed copy kept in memory, or null when deleted. */
export type Change = { json: string; doc: ReadDocument; version: number } | null;

/** Told about every committed change of a loaded collection (the in-memory indexes keep in step this way). */
export type ChangeListener = (id: string, before: ReadDocument | undefined, after: ReadDocument | undefined) => void;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    version INTEGER NOT NULL,
    doc TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE TABLE IF NOT EXISTS collections (name TEXT PRIMARY KEY);
  CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
`;

interface Pending {
  changes: Map<string, Map<string, Change>>;
  /** A position, or null to delete the checkpoint. */
  checkpoints: Map<string, number | null>;
  /** What memory held before each change, in order, to put back if the flush fails. */
  undo: [name: string, id: string, before: ReadDocument | undefined][];
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

export class SqliteDocuments {
  private readonly db: Database.Database;
  private readonly loaded = new Map<string, Map<string, ReadDocument>>();
  private readonly listeners = new Map<string, ChangeListener>();
  private readonly sql;
  private readonly writeAll: (pending: Pending) => void;
  private pending: Pending | null = null;
  private readonly counters = { flushes: 0, changes: 0 };
  private readonly releaseCheckpoints: () => void;

  constructor(file: string) {
    if (file !== ':memory:' && !file.startsWith('file:')) mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // Read models can be rebuilt from the event store, so they trade the last commits on power loss for speed.
    this.db.pragma('synchronous = NORMAL');
    // Copying the log back into the file is the checkpointer's job, off the event loop.
    this.releaseCheckpoints = walCheckpointer.watch(file, this.db);
    this.db.exec(SCHEMA);
    this.sql = {
      load: this.db.prepare<[string], { doc: string }>('SELECT doc FROM documents WHERE collection = ?'),
      loadOne: this.db.prepare<[string, string], { doc: string }>('SELECT doc FROM documents WHERE collection = ? AND id = ?'),
      put: this.db.prepare('INSERT OR REPLACE INTO documents (collection, id, version, doc) VALUES (?, ?, ?, ?)'),
      remove: this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      clear: this.db.prepare('DELETE FROM documents WHERE collection = ?'),
      register: this.db.prepare('INSERT OR IGNORE INTO collections (name) VALUES (?)'),
      unregister: this.db.prepare('DELETE FROM collections WHERE name = ?'),
      names: this.db.prepare<[], { name: string }>('SELECT name FROM collections ORDER BY name'),
      getCheckpoint: this.db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?'),
      setCheckpoint: this.db.prepare('INSERT OR REPLACE INTO checkpoints (name, position) VALUES (?, ?)'),
      deleteCheckpoint: this.db.prepare('DELETE FROM checkpoints WHERE name = ?'),
    };
    this.writeAll = this.db.transaction((pending: Pending) => {
      for (const [name, changes] of pending.changes) {
        for (const [id, change] of changes) {
          if (change) this.sql.put.run(name, id, change.version, change.json);
          else this.sql.remove.run(name, id);
        }
        this.sql.register.run(name);
      }
      for (const [name, position] of pending.checkpoints) {
        if (position === null) this.sql.deleteCheckpoint.run(name);
        else this.sql.setCheckpoint.run(name, position);
      }
    });
  }

  /** The live in-memory documents of a collection; callers must copy before handing them out. */
  documents(name: string): Map<string, ReadDocument> {
    let docs = this.loaded.get(name);
    if (!docs) {
      this.assertOpen();
      docs = new Map();
      for (const row of this.sql.load.iterate(name)) {
        const doc = JSON.parse(row.doc) as ReadDocument;
        docs.set(doc._id, doc);
      }
      // Queued changes are not in the table yet, but they are already visible.
      for (const [id, change] of this.pending?.changes.get(name) ?? []) {
        if (change) docs.set(id, change.doc);
        else docs.delete(id);
      }
      this.loaded.set(name, docs);
    }
    return docs;
  }

  /** One document as it is now (queued changes included), read from the table: for collections kept on disk. */
  readOne(name: string, id: string): ReadDocument | undefined {
    this.assertOpen();
    const queued = this.pending?.changes.get(name)?.get(id);
    if (queued !== undefined) return queued?.doc ?? undefined;
    const row = this.sql.loadOne.get(name, id);
    return row ? (JSON.parse(row.doc) as ReadDocument) : undefined;
  }

  /** Every document as it is now, read from the table without keeping it: for collections kept on disk. */
  readAll(name: string): Map<string, ReadDocument> {
    this.assertOpen();
    const docs = new Map<string, ReadDocument>();
    for (const row of this.sql.load.iterate(name)) {
      const doc = JSON.parse(row.doc) as ReadDocument;
      docs.set(doc._id, doc);
    }
    for (const [id, change] of this.pending?.changes.get(name) ?? []) {
      if (change) docs.set(id, change.doc);
      else docs.delete(id);
    }
    return docs;
  }

  /**
   * Deletes the collection's documents with a version below `version` (after writing what is queued).
   * A collection pruned this way gets a partial index on its versions, so the delete reads only what goes.
   */
  deleteBelowVersion(name: string, version: number): number {
    this.flush();
    this.assertOpen();
    const literal = `'${name.replace(/'/g, "''")}'`;
    const index = `documents_version_${Buffer.from(name).toString('hex')}`;
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON documents (version) WHERE collection = ${literal}`);
    const deleted = this.db.prepare(`DELETE FROM documents WHERE collection = ${literal} AND version < ?`).run(version).changes;
    const docs = this.loaded.get(name);
    if (docs && deleted > 0) {
      const listener = this.listeners.get(name);
      for (const [id, doc] of docs) {
        if (!(typeof doc._version === 'number' && doc._version >= version)) {
          docs.delete(id);
          listener?.(id, doc, undefined);
        }
      }
    }
    return deleted;
  }

  /** One listener per collection (its query engine); set before or after the collection is loaded. */
  listen(name: string, listener: ChangeListener): void {
    this.listeners.set(name, listener);
  }

  /** Applies changes to memory now and queues them, with checkpoints, for the next flush; resolves once committed. */
  enqueue(changes: [name: string, changes: Map<string, Change>][], checkpoints: [name: string, position: number | null][] = []): Promise<void> {
    this.assertOpen();
    if (changes.every(([, c]) => c.size === 0) && checkpoints.length === 0) return Promise.resolve();
    if (!this.pending) {
      this.pending = { changes: new Map(), checkpoints: new Map(), undo: [], settle: [] };
      // setImmediate: every write made in this turn of the event loop (all the subscribers of one batch
      // of the log, say) joins the same transaction.
      setImmediate(() => this.flush());
    }
    const pending = this.pending;
    for (const [name, batch] of changes) {
      if (batch.size === 0) continue;
      let queued = pending.changes.get(name);
      if (!queued) pending.changes.set(name, (queued = new Map()));
      const docs = this.loaded.get(name);
      const listener = this.listeners.get(name);
      for (const [id, change] of batch) {
        queued.set(id, change);
        if (!docs) continue;
        const before = docs.get(id);
        pending.undo.push([name, id, before]);
        if (change) docs.set(id, change.doc);
        else docs.delete(id);
        listener?.(id, before, change?.doc);
      }
    }
    // A checkpoint joins the transaction of the documents queued before it, so it never gets ahead of them.
    for (const [name, position] of checkpoints) pending.checkpoints.set(name, position);
    return new Promise((resolve, reject) => pending.settle.push({ resolve, reject }));
  }

  /** Writes what is queued now, in one transaction (also called before anything that bypasses the queue). */
  flush(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    try {
      this.assertOpen();
      this.writeAll(pending);
    } catch (error) {
      for (const [name, id, before] of pending.undo.reverse()) {
        const docs = this.loaded.get(name);
        if (!docs) continue;
        const after = docs.get(id);
        if (before) docs.set(id, before);
        else docs.delete(id);
        this.listeners.get(name)?.(id, after, before);
      }
      for (const waiter of pending.settle) waiter.reject(error);
      return;
    }
    this.counters.flushes += 1;
    for (const changes of pending.changes.values()) this.counters.changes += changes.size;
    for (const waiter of pending.settle) waiter.resolve();
  }

  /** Flushes and changes so far: `changes / flushes` is the mean size of a group commit. */
  stats(): { flushes: number; changes: number } {
    return { ...this.counters };
  }

  clear(name: string): void {
    this.flush();
    this.sql.clear.run(name);
    this.loaded.set(name, new Map());
    this.listeners.get(name)?.('', undefined, undefined);
  }

  drop(name: string): void {
    this.flush();
    this.db.transaction(() => {
      this.sql.clear.run(name);
      this.sql.unregister.run(name);
    })();
    this.loaded.delete(name);
    this.listeners.get(name)?.('', undefined, undefined);
  }

  register(name: string): void {
    this.sql.register.run(name);
  }

  names(): string[] {
    this.flush();
    return this.sql.names.all().map((row) => row.name);
  }

  getCheckpoint(name: string): number | null {
    this.flush();
    return this.sql.getCheckpoint.get(name)?.position ?? null;
  }

  close(): void {
    // Writes accepted before close are committed, not dropped.
    if (this.db.open) this.flush();
    this.loaded.clear();
    this.releaseCheckpoints();
    if (this.db.open) this.db.close();
  }

  /** Throws once the store is closed. */
  assertOpen(): void {
    if (!this.db.open) throw new Error('read store: the embedded store is closed');
  }
}
