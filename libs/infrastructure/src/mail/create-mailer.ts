import { join } from 'node:path';
import { CapturedMailer } from './captured/captured-mailer';
import type { Mailer } from './mail.port';
import { SmtpMailer } from './smtp/smtp-mailer';

export interface MailConfig {
  MAIL: 'captured' | 'smtp';
  SMTP_URL?: string;
  MAIL_FROM: string;
  DATA_DIR: string;
}

/** The adapter configuration names: captured files under DATA_DIR/mail, or SMTP at SMTP_URL. */
export const createMailer = (config: MailConfig): Mailer =>
  config.MAIL === 'smtp'
    ? new SmtpMailer({ url: config.SMTP_URL as string, from: config.MAIL_FROM })
    : new CapturedMailer({ dir: join(config.DATA_DIR, 'mail'), from: config.MAIL_FROM });
