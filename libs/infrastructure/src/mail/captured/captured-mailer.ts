import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { walCheckpointer } from '../../sqlite/wal-checkpointer';
import { linksOf, type Mailbox, type MailMessage, type Mailer, type SentMail } from '../mail.port';

export interface CapturedMailerOptions {
  /** Folder of the mailbox (created when missing): `mailbox.sqlite` in it. */
  dir: string;
  from: string;
  /** The clock; tests may pin it. */
  now?: () => Date;
}

/** The file of the mailbox inside its folder. */
export const MAILBOX_FILE = 'mailbox.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  message TEXT NOT NULL
);`;

/**
 * Embedded mode's mail: nothing leaves the machine, every message is a row of a SQLite file under
 * DATA_DIR/mail so that the dev mailbox (GET /dev/mailbox) can show it, across restarts and across
 * processes. A send is one insert on the caller's thread: the file-per-message mailbox it replaces (a key
 * file, a temporary file and a rename) cost seven round trips to the file system's thread pool per
 * message (~0.4 ms of CPU), and the consumers that send mail fell behind under load.
 *
 * Under an idempotency key only the first message is kept: the key is unique in the table, so of two
 * senders racing (two processes, or a worker that stopped and its successor) exactly one inserts, and
 * every send answers that message.
 */
export class CapturedMailer implements Mailer, Mailbox {
  readonly deduplicates = true;
  private readonly now: () => Date;
  private readonly db: Database.Database;
  private readonly sql: {
    insert: Database.Statement<[string, string | null, string]>;
    byKey: Database.Statement<[string], { message: string }>;
    newest: Database.Statement<[number], { message: string }>;
  };
  private readonly releaseCheckpoints: () => void;

  constructor(private readonly options: CapturedMailerOptions) {
    this.now = options.now ?? (() => new Date());
    mkdirSync(options.dir, { recursive: true });
    const file = join(options.dir, MAILBOX_FILE);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A commit survives the process (the WAL is written before the insert returns); only a power loss
    // may take the last ones, as it may the consumers' inbox beside it, so such a message is sent again.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.releaseCheckpoints = walCheckpointer.watch(file, this.db);
    this.db.exec(SCHEMA);
    this.sql = {
      insert: this.db.prepare('INSERT INTO messages (id, idempotency_key, message) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
      byKey: this.db.prepare('SELECT message FROM messages WHERE idempotency_key = ?'),
      newest: this.db.prepare('SELECT message FROM messages ORDER BY seq DESC LIMIT ?'),
    };
    this.takeInFiles();
  }

  async send(message: MailMessage): Promise<SentMail> {
    const sent: SentMail = { id: randomUUID(), from: this.options.from, ...message, links: linksOf(message), sentAt: this.now().toISOString() };
    const key = message.idempotencyKey ?? null;
    if (this.sql.insert.run(sent.id, key, JSON.stringify(sent)).changes === 0 && key !== null) {
      return JSON.parse((this.sql.byKey.get(key) as { message: string }).message) as SentMail;
    }
    return sent;
  }

  async list(limit = 100): Promise<SentMail[]> {
    return this.sql.newest.all(limit).map((row) => JSON.parse(row.message) as SentMail);
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.releaseCheckpoints();
    this.db.close();
  }

  /**
   * Messages an earlier version wrote as one JSON file each (named by time, so in order) move into the
   * table, keys and all; then those files, the key files and any half-written temporary go. A file that
   * does not read as a message stays where it is.
   */
  private takeInFiles(): void {
    const names = readdirSync(this.options.dir);
    const leftovers = names.filter((name) => name.startsWith('.key-') || name.endsWith('.tmp'));
    const taken: string[] = [];
    this.db.transaction(() => {
      for (const name of names.filter((candidate) => candidate.endsWith('.json') && !candidate.startsWith('.')).sort()) {
        let sent: SentMail;
        try {
          sent = JSON.parse(readFileSync(join(this.options.dir, name), 'utf8')) as SentMail;
        } catch {
          continue;
        }
        if (typeof sent?.id !== 'string') continue;
        this.sql.insert.run(sent.id, sent.idempotencyKey ?? null, JSON.stringify(sent));
        taken.push(name);
      }
    })();
    for (const name of [...taken, ...leftovers]) rmSync(join(this.options.dir, name), { force: true });
  }
}

/** The messages of the mailbox in `dir`, newest first (at most `limit`), read through a connection of its own. */
export const capturedMail = async (dir: string, limit = 1000): Promise<SentMail[]> => {
  const mailbox = new CapturedMailer({ dir, from: 'mailbox reader' });
  try {
    return await mailbox.list(limit);
  } finally {
    await mailbox.close();
  }
};
