import { randomUUID } from 'node:crypto';
import { CapturedOutbox } from '../../sqlite/captured-outbox';
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

/**
 * Embedded mode's mail: nothing leaves the machine, every message is a row of a SQLite file under
 * DATA_DIR/mail (see CapturedOutbox) so that the dev mailbox (GET /dev/mailbox) can show it, across
 * restarts and across processes. Under an idempotency key only the first message is kept, and every
 * send under that key answers it.
 */
export class CapturedMailer implements Mailer, Mailbox {
  readonly deduplicates = true;
  private readonly now: () => Date;
  private readonly outbox: CapturedOutbox<SentMail>;

  constructor(private readonly options: CapturedMailerOptions) {
    this.now = options.now ?? (() => new Date());
    this.outbox = new CapturedOutbox<SentMail>(options.dir, MAILBOX_FILE, (sent) => sent.idempotencyKey ?? null);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const sent: SentMail = { id: randomUUID(), from: this.options.from, ...message, links: linksOf(message), sentAt: this.now().toISOString() };
    return this.outbox.put(sent, message.idempotencyKey ?? null);
  }

  async list(limit = 100): Promise<SentMail[]> {
    return this.outbox.newest(limit);
  }

  async close(): Promise<void> {
    this.outbox.close();
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
