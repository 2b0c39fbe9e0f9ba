import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
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
    // The files are written off the event loop (fs/promises): a captured message costs the api no
    // blocking file-system call, which under load was a tenth of its CPU time.
    if (message.idempotencyKey) {
      // The key is taken first, by an exclusive create (so of two senders racing only one writes), and
      // names the file the message goes to: a sender that stopped between the two finds the key taken
      // and writes the message it names, so a message under a key is written exactly once.
      const keyFile = join(this.options.dir, `.key-${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 40)}`);
      try {
        await writeFile(keyFile, name, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        name = await readFile(keyFile, 'utf8');
        const first = await readFile(join(this.options.dir, name), 'utf8').catch((missing: NodeJS.ErrnoException) => {
          if (missing.code === 'ENOENT') return null;
          throw missing;
        });
        if (first !== null) return JSON.parse(first) as SentMail;
        sent.id = name.slice(16, -'.json'.length);
        sent.sentAt = new Date(Number(name.slice(0, 15))).toISOString();
      }
    }
    // Written under a temporary name of this sender's own and renamed so a reader never sees half a file
    // (two senders of one key, the second finding the first's message not written yet, both rename
    // whole copies of the same message onto its one name).
    const temporary = join(this.options.dir, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temporary, JSON.stringify(sent, null, 2));
    await rename(temporary, join(this.options.dir, name));
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
