import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { walCheckpointer } from './wal-checkpointer';

interface Statements {
  insert: Database.Statement<[string, string | null, string]>;
  byKey: Database.Statement<[string], { message: string }>;
  newest: Database.Statement<[number], { message: string }>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  message TEXT NOT NULL
);`;

/**
 * What embedded mode "sends" (captured mail, captured push) kept in a SQLite file of its folder, readable
 * back across restarts and processes: one insert per message on the caller's thread. The one-file-per-
 * message folders it replaces cost several round trips to the file system's thread pool per message
 * (~0.4 ms of CPU for a mail), and the consumers that send fell behind under load.
 *
 * Under an idempotency key only the first message is kept: the key is unique in the table, so of two
 * senders racing (two processes, or a worker that stopped and its successor) exactly one inserts, and
 * both get that message back.
 */
export class CapturedOutbox<T extends { id: string }> {
  private readonly path: string;
  private open: { db: Database.Database; sql: Statements; releaseCheckpoints: () => void } | null = null;

  /** `keyOf`: the idempotency key a message of an earlier version's files carries, if any. */
  constructor(
    private readonly dir: string,
    file: string,
    keyOf: (message: T) => string | null = () => null,
  ) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, file);
    this.takeInFiles(this.connection(), keyOf);
  }

  /** Keeps the message; under a key another message already holds, answers that one instead. */
  put(message: T, key: string | null): T {
    const { sql } = this.connection();
    if (sql.insert.run(message.id, key, JSON.stringify(message)).changes === 0 && key !== null) {
      return JSON.parse((sql.byKey.get(key) as { message: string }).message) as T;
    }
    return message;
  }

  /** Newest first, at most `limit`. */
  newest(limit: number): T[] {
    return this.connection().sql.newest.all(limit).map((row) => JSON.parse(row.message) as T);
  }

  /**
   * Lets go of the file. A message sent after that (a scheduler still finishing while the api shuts down)
   * opens it again rather than being lost; the process's end closes that connection.
   */
  close(): void {
    if (!this.open) return;
    this.open.releaseCheckpoints();
    this.open.db.close();
    this.open = null;
  }

  private connection(): { db: Database.Database; sql: Statements } {
    if (this.open) return this.open;
    const db = new Database(this.path);
    db.pragma('journal_mode = WAL');
    // A commit survives the process (the WAL is written before the insert returns); only a power loss
    // may take the last ones, as it may the consumers' inbox beside it, so such a message is sent again.
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    const releaseCheckpoints = walCheckpointer.watch(this.path, db);
    db.exec(SCHEMA);
    const sql: Statements = {
      insert: db.prepare('INSERT INTO messages (id, idempotency_key, message) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
      byKey: db.prepare('SELECT message FROM messages WHERE idempotency_key = ?'),
      newest: db.prepare('SELECT message FROM messages ORDER BY seq DESC LIMIT ?'),
    };
    this.open = { db, sql, releaseCheckpoints };
    return this.open;
  }

  /**
   * Messages an earlier version wrote as one JSON file each (named by time, so in order) move into the
   * table, keys and all; then those files, the key files and any half-written temporary go. A file that
   * does not read as a message stays where it is.
   */
  private takeInFiles({ db, sql }: { db: Database.Database; sql: Statements }, keyOf: (message: T) => string | null): void {
    const names = readdirSync(this.dir);
    const leftovers = names.filter((name) => name.startsWith('.key-') || name.endsWith('.tmp'));
    const taken: string[] = [];
    db.transaction(() => {
      for (const name of names.filter((candidate) => candidate.endsWith('.json') && !candidate.startsWith('.')).sort()) {
        let message: T;
        try {
          message = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as T;
        } catch {
          continue;
        }
        if (typeof message?.id !== 'string') continue;
        sql.insert.run(message.id, keyOf(message), JSON.stringify(message));
        taken.push(name);
      }
    })();
    for (const name of [...taken, ...leftovers]) rmSync(join(this.dir, name), { force: true });
  }
}
