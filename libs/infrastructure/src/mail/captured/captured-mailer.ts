import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { linksOf, type Mailbox, type MailMessage, type Mailer, type SentMail } from '../mail.port';

export interface CapturedMailerOptions {
  /** Folder the messages are written to, one JSON file each (created when missing). */
  dir: string;
  from: string;
  /** The clock; tests may pin it. */
  now?: () => Date;
}

/**
 * Embedded mode's mail: nothing leaves the machine, every message is a JSON file under DATA_DIR/mail so
 * the dev mailbox (GET /dev/mailbox) can show it, across restarts and across processes.
 */
export class CapturedMailer implements Mailer, Mailbox {
  readonly deduplicates = true;
  private readonly now: () => Date;

  constructor(private readonly options: CapturedMailerOptions) {
    this.now = options.now ?? (() => new Date());
    mkdirSync(options.dir, { recursive: true });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const sentAt = this.now();
    const sent: SentMail = { id: randomUUID(), from: this.options.from, ...message, links: linksOf(message), sentAt: sentAt.toISOString() };
    // Sortable by name: time, then id.
    let name = `${String(sentAt.getTime()).padStart(15, '0')}-${sent.id}.json`;
    if (message.idempotencyKey) {
      // The key is taken first, by an exclusive create (so of two senders racing only one writes), and
      // names the file the message goes to: a sender that stopped between the two finds the key taken
      // and writes the message it names, so a message under a key is written exactly once.
      const keyFile = join(this.options.dir, `.key-${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 40)}`);
      try {
        writeFileSync(keyFile, name, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        name = readFileSync(keyFile, 'utf8');
        const first = join(this.options.dir, name);
        if (existsSync(first)) return JSON.parse(readFileSync(first, 'utf8')) as SentMail;
        sent.id = name.slice(16, -'.json'.length);
        sent.sentAt = new Date(Number(name.slice(0, 15))).toISOString();
      }
    }
    // Written under a temporary name and renamed so a reader never sees half a file.
    const temporary = join(this.options.dir, `.${name}.tmp`);
    writeFileSync(temporary, JSON.stringify(sent, null, 2));
    renameSync(temporary, join(this.options.dir, name));
    return sent;
  }

  async list(limit = 100): Promise<SentMail[]> {
    const names = readdirSync(this.options.dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse()
      .slice(0, limit);
    return names.map((name) => JSON.parse(readFileSync(join(this.options.dir, name), 'utf8')) as SentMail);
  }

  async close(): Promise<void> {}
}
