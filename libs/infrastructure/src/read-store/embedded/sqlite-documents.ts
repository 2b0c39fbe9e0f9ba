/**
 * The SQLite side of the embedded read store: one `documents` table for every collection, the names of
 * collections that exist, and checkpoints. Each collection is loaded into memory on first use and kept
 * in step (write-through), so queries never parse JSON again.
 *
 * Durability: WAL with synchronous=NORMAL. A crash may lose the last commits, but WAL recovery always
 * keeps a prefix of them, and a projection commits its documents before it sets its checkpoint, so the
 * checkpoint can lag the documents (the replay is then absorbed by the version guards) but never lead.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type ReadDocument } from '../read-store.port';

/** A document's new state in a batch: its JSON as stored plus the parsed copy kept in memory, or null when deleted. */
export type Change = { json: string; doc: ReadDocument; version: number } | null;

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

export class SqliteDocuments {
  private readonly db: Database.Database;
  private readonly loaded = new Map<string, Map<string, ReadDocument>>();
  private readonly sql;
  private readonly commitChanges: (name: string, changes: Map<string, Change>) => void;

  constructor(file: string) {
    if (file !== ':memory:' && !file.startsWith('file:')) mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // Read models can be rebuilt from the event store, so they trade the last commits on power loss for speed.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    this.sql = {
      load: this.db.prepare<[string], { doc: string }>('SELECT doc FROM documents WHERE collection = ?'),
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
    // One transaction per batch: the batch is as fast as one commit, and a failure leaves memory and disk untouched.
    this.commitChanges = this.db.transaction((name: string, changes: Map<string, Change>) => {
      for (const [id, change] of changes) {
        if (change) this.sql.put.run(name, id, change.version, change.json);
        else this.sql.remove.run(name, id);
      }
      this.sql.register.run(name);
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
      this.loaded.set(name, docs);
    }
    return docs;
  }

  commit(name: string, changes: Map<string, Change>): void {
    if (changes.size === 0) return;
    this.commitChanges(name, changes);
    const docs = this.documents(name);
    for (const [id, change] of changes) {
      if (change) docs.set(id, change.doc);
      else docs.delete(id);
    }
  }

  clear(name: string): void {
    this.sql.clear.run(name);
    this.loaded.set(name, new Map());
  }

  drop(name: string): void {
    this.db.transaction(() => {
      this.sql.clear.run(name);
      this.sql.unregister.run(name);
    })();
    this.loaded.delete(name);
  }

  register(name: string): void {
    this.sql.register.run(name);
  }

  names(): string[] {
    return this.sql.names.all().map((row) => row.name);
  }

  getCheckpoint(name: string): number | null {
    return this.sql.getCheckpoint.get(name)?.position ?? null;
  }

  setCheckpoint(name: string, position: number): void {
    this.sql.setCheckpoint.run(name, position);
  }

  deleteCheckpoint(name: string): void {
    this.sql.deleteCheckpoint.run(name);
  }

  close(): void {
    this.loaded.clear();
    if (this.db.open) this.db.close();
  }

  private assertOpen(): void {
    if (!this.db.open) throw new Error('read store: the embedded store is closed');
  }
}
