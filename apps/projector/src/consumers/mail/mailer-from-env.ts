import { createMailer, type Mailer } from '@profyle/infrastructure';

/** The mailer a consumer sends with, from the same settings as the api's (MAIL, SMTP_URL, MAIL_FROM, DATA_DIR). */
export const mailerFromEnv = (env: Record<string, string | undefined>): Mailer => {
  const MAIL = env.MAIL ?? 'captured';
  if (MAIL !== 'captured' && MAIL !== 'smtp') throw new Error(`MAIL must be captured or smtp, not ${JSON.stringify(MAIL)}`);
  if (MAIL === 'smtp' && !env.SMTP_URL) throw new Error('SMTP_URL is required when MAIL=smtp');
  return createMailer({ MAIL, SMTP_URL: env.SMTP_URL, MAIL_FROM: env.MAIL_FROM ?? 'Profyle <no-reply@profyle.example>', DATA_DIR: env.DATA_DIR ?? './data' });
};
