import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAILER, MailDeliveryError, type MailMessage, type Mailer } from '@profyle/infrastructure';

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** a***@example.com: enough for the cardholder to recognise their address, not enough to harvest it. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
};

/** A message with one button, as text and HTML. */
export const letter = (to: string, subject: string, paragraphs: string[], button: { label: string; href: string }): MailMessage => ({
  to,
  subject,
  text: `${[...paragraphs, `${button.label}: ${button.href}`].join('\n\n')}\n`,
  html: [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; max-width: 560px">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 16px;background:#f37021;color:#fff;text-decoration:none;border-radius:8px">${escapeHtml(button.label)}</a></p>`,
    `<p style="color:#666;font-size:12px">If the button does not work, copy this link into your browser: ${escapeHtml(button.href)}</p>`,
    '</body></html>',
  ].join('\n'),
});

/** Sends through the mail port; a delivery failure is the spec's 'Error sending email: {message}' (502). */
export const sendLetter = async (mailer: Mailer, message: MailMessage): Promise<void> => {
  try {
    await mailer.send(message);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new HttpException({ errorMessage: `Error sending email: ${error.message}`, errors: [] }, HttpStatus.BAD_GATEWAY);
    throw error;
  }
};

/** The e-mails of self-registration: the verification link and the employee invite. */
@Injectable()
export class RegistrationMails {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  verification(to: string, firstName: string, organisationName: string, link: string, days: number): Promise<void> {
    return sendLetter(
      this.mailer,
      letter(
        to,
        `Verify your Profyle at ${organisationName}`,
        [`Hi ${firstName},`, `Thank you for registering your Profyle at ${organisationName}. Please verify your e-mail address to make it live.`, `The link works for ${days} days. If you did not register, ignore this e-mail.`],
        { label: 'Verify my profile', href: link },
      ),
    );
  }

  employeeInvite(to: string, organisationName: string, sender: string, link: string): Promise<void> {
    return sendLetter(
      this.mailer,
      letter(
        to,
        `${organisationName} invites you to create your Profyle`,
        [`${sender} has invited you to create your Profyle at ${organisationName}: your digital business card, shared with a tap, a QR code or a link.`, 'It takes a couple of minutes: fill in your details and your Profyle is ready.'],
        { label: 'Create my Profyle', href: link },
      ),
    );
  }
}
