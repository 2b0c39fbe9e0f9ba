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
  private readonly now: () => Date;

  constructor(private readonly options: CapturedMailerOptions) {
    this.now = options.now ?? (() => new Date());
    mkdirSync(options.dir, { recursive: true });
  }

  async send(message: MailMessage): Promise<SentMail> {
    // A message sent before under the same key is not written again: the first one stands.
    const keyFile = message.idempotencyKey ? join(this.options.dir, `.key-${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 40)}`) : null;
    if (keyFile && existsSync(keyFile)) return JSON.parse(readFileSync(join(this.options.dir, readFileSync(keyFile, 'utf8')), 'utf8')) as SentMail;
    const sentAt = this.now();
    const sent: SentMail = { id: randomUUID(), from: this.options.from, ...message, links: linksOf(message), sentAt: sentAt.toISOString() };
    // Sortable by name: time, then id. Written under a temporary name and renamed so a reader never sees half a file.
    const name = `${String(sentAt.getTime()).padStart(15, '0')}-${sent.id}.json`;
    const temporary = join(this.options.dir, `.${name}.tmp`);
    writeFileSync(temporary, JSON.stringify(sent, null, 2));
    renameSync(temporary, join(this.options.dir, name));
    if (keyFile) writeFileSync(keyFile, name);
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
