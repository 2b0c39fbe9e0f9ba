/**
 * Mail leaves the system through this port: sign-in links, password resets and invites. Embedded mode
 * captures every message under the data directory (the dev mailbox shows them); distributed mode
 * sends them over SMTP (Mailpit in compose).
 */
export interface MailMessage {
  to: string;
  /** Blind copies (the organisation's introduction copy recipients); never shown to `to`. */
  bcc?: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * Names the message: the captured mailer keeps only the first message under a key (`deduplicates`);
   * SMTP gives every send under it the same Message-ID, which lets a mail client recognise a repeat but
   * does not stop one, so senders that must not repeat a message do not rely on it (see the event
   * notification dispatcher).
   */
  idempotencyKey?: string;
}

/** A message as it was sent, with the links found in it (what the dev mailbox lists). */
export interface SentMail extends MailMessage {
  id: string;
  from: string;
  links: string[];
  sentAt: string;
}

export interface Mailer {
  /**
   * True when sending a message again under the same idempotency key is a no-op (the captured mailer
   * keeps the first): a sender resuming after a crash may then send again whatever was in doubt. SMTP
   * cannot know what the receiving side did with a message, so it is not.
   */
  readonly deduplicates?: boolean;
  /** Resolves once the message is handed over (written, or accepted by the SMTP server). */
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** A mailer whose sent messages can be read back: only the captured adapter is one. */
export interface Mailbox {
  /** Newest first, at most `limit`. */
  list(limit?: number): Promise<SentMail[]>;
}

export const isMailbox = (mailer: Mailer): mailer is Mailer & Mailbox => typeof (mailer as Partial<Mailbox>).list === 'function';

export const MAILER = Symbol('Mailer');

/** The message could not be handed over. */
export class MailDeliveryError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

const HREF = /href\s*=\s*"([^"]+)"/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/gi;

const decodeEntities = (value: string): string => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every distinct http(s) link of a message, the HTML's hrefs first. */
export const linksOf = (message: Pick<MailMessage, 'text' | 'html'>): string[] => {
  const links = [...message.html.matchAll(HREF)].map((m) => decodeEntities(m[1])).filter((href) => /^https?:\/\//i.test(href));
  links.push(...(message.text.match(URL_IN_TEXT) ?? []));
  return [...new Set(links)];
};
