import { createHash, randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import { linksOf, MailDeliveryError, type MailMessage, type Mailer, type SentMail } from '../mail.port';

export interface SmtpMailerOptions {
  /** e.g. `smtp://mailpit:1025` or `smtps://user:pass@smtp.example.com:465`. */
  url: string;
  from: string;
}

/** Distributed mode's mail: SMTP through nodemailer (Mailpit in compose, a relay in production). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = createTransport(options.url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    // The same key gives the same Message-ID, so a message sent again after a crash is recognisably the same.
    const id = message.idempotencyKey ? createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32) : randomUUID();
    try {
      await this.transport.sendMail({ from: this.options.from, to: message.to, ...(message.bcc?.length ? { bcc: message.bcc } : {}), subject: message.subject, text: message.text, html: message.html, messageId: `<${id}@profyle.portal>` });
    } catch (error) {
      throw new MailDeliveryError(`Mail to ${message.to} was not accepted: ${(error as Error).message}`, error);
    }
    return { id, from: this.options.from, ...message, links: linksOf(message), sentAt: new Date().toISOString() };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
