import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { type PersonalDataKeyStore, SubjectErasedError, type SubjectKey } from '../key-store.port';

interface KeyRow {
  key: Buffer | null;
  erased_at: string | null;
}

/**
 * Keys in their own SQLite file (`DATA_DIR/personal-data-keys.sqlite`), never inside the event log or its
 * backups. `synchronous=FULL`: a key is on disk before any event sealed with it. `secure_delete`
 * overwrites a destroyed key's bytes in the file, and the WAL is checkpointed and truncated right after
 * an erasure, so no copy of the key stays in the file or its journal. Several processes may share the
 * file (SQLite's own locking); a key created by one is found by the others.
 */
export class SqliteKeyStore implements PersonalDataKeyStore {
  private readonly db: Database.Database;
  private readonly stmt: {
    insert: Database.Statement<[string, Buffer]>;
    get: Database.Statement<[string], KeyRow>;
    erase: Database.Statement<[string, string]>;
  };

  constructor(options: { file: string }) {
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('secure_delete = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS subject_keys (subject TEXT PRIMARY KEY, key BLOB, erased_at TEXT)');
    this.stmt = {
      insert: this.db.prepare('INSERT INTO subject_keys (subject, key) VALUES (?, ?) ON CONFLICT (subject) DO NOTHING'),
      get: this.db.prepare('SELECT key, erased_at FROM subject_keys WHERE subject = ?'),
      erase: this.db.prepare(
        'INSERT INTO subject_keys (subject, key, erased_at) VALUES (?, NULL, ?) ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = COALESCE(erased_at, excluded.erased_at)',
      ),
    };
  }

  async keyFor(subject: string): Promise<Buffer> {
    this.stmt.insert.run(subject, randomBytes(32));
    const row = this.stmt.get.get(subject);
    if (!row?.key) throw new SubjectErasedError(subject);
    return row.key;
  }

  async lookup(subject: string): Promise<SubjectKey> {
    const row = this.stmt.get.get(subject);
    if (!row) return { status: 'none' };
    return row.key ? { status: 'active', key: row.key } : { status: 'erased', erasedAt: row.erased_at ?? '' };
  }

  async erase(subject: string, erasedAt: string): Promise<void> {
    this.stmt.erase.run(subject, erasedAt);
    // Move the overwritten page into the database file and empty the WAL, which still held the old page.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
