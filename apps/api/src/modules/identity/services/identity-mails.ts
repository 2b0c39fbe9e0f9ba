import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAILER, MailDeliveryError, type MailMessage, type Mailer } from '@profyle/infrastructure';

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const layout = (paragraphs: string[], link: { href: string; label: string }): string =>
  [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#f37021;color:#fff;text-decoration:none;border-radius:8px">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#666;font-size:12px">If the button does not work, copy this link into your browser: ${escapeHtml(link.href)}</p>`,
    '</body></html>',
  ].join('\n');

/** The identity mails: sign-in link, password reset and admin invite. */
@Injectable()
export class IdentityMails {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  emailLink(to: string, link: string): Promise<void> {
    const lines = ['Use the link below to sign in to the Profyle admin portal.', 'The link can be used once and expires in 1 hour. If you did not ask to sign in, ignore this e-mail.'];
    return this.send({ to, subject: 'Sign in to Profyle', text: `${lines.join('\n\n')}\n\n${link}\n`, html: layout(lines, { href: link, label: 'Sign in' }) });
  }

  passwordReset(to: string, link: string): Promise<void> {
    const lines = ['Someone asked to reset the password of your Profyle admin portal account.', 'The link can be used once and expires in 1 hour. If it was not you, ignore this e-mail.'];
    return this.send({ to, subject: 'Reset your Profyle password', text: `${lines.join('\n\n')}\n\n${link}\n`, html: layout(lines, { href: link, label: 'Reset password' }) });
  }

  invite(to: string, invite: { companyName: string; senderEmail: string; link: string; upgrade: boolean }): Promise<void> {
    const lines = [
      `${invite.senderEmail} has invited you to administer ${invite.companyName} in the Profyle admin portal.`,
      ...(invite.upgrade ? ['Accepting upgrades your account to also access this organisation.'] : []),
      'The button below signs you in and opens the invite. It signs you in once, within 7 days; after that, sign in with this e-mail address to accept the invite.',
    ];
    return this.send({
      to,
      subject: `You have been invited to ${invite.companyName} on Profyle`,
      text: `${lines.join('\n\n')}\n\n${invite.link}\n`,
      html: layout(lines, { href: invite.link, label: 'Accept Invite' }),
    });
  }

  private async send(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new HttpException({ errorMessage: `Error sending email: ${error.message}`, errors: [] }, HttpStatus.BAD_GATEWAY);
      throw error;
    }
  }
}
