import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAILER, MailDeliveryError, type Mailer } from '@profyle/infrastructure';

const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const page = (paragraphs: string[], link: { href: string; label: string }): string =>
  [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#f37021;color:#fff;text-decoration:none;border-radius:8px">${escapeHtml(link.label)}</a></p>`,
    '</body></html>',
  ].join('\n');

/** The design e-mails (spec 002 section 6): a proof is ready for the customer; the design team needs assets. */
@Injectable()
export class DesignMails {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  proofReady(to: string, design: { name: string; link: string }): Promise<void> {
    const lines = [`A proof of your card design "${design.name}" is ready for your review.`, 'Open the design to approve the proof, or reject it with a comment saying what should change.'];
    return this.send(to, `Your card design proof is ready: ${design.name}`, lines, { href: design.link, label: 'Review proof' });
  }

  assetsRequested(to: string, design: { name: string; link: string; comment: string }): Promise<void> {
    const lines = [`Our design team needs more assets for your card design "${design.name}":`, design.comment, 'Open the design to upload them.'];
    return this.send(to, `Assets needed for your card design: ${design.name}`, lines, { href: design.link, label: 'Upload assets' });
  }

  private async send(to: string, subject: string, lines: string[], link: { href: string; label: string }): Promise<void> {
    try {
      await this.mailer.send({ to, subject, text: `${lines.join('\n\n')}\n\n${link.href}\n`, html: page(lines, link) });
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new HttpException({ errorMessage: `Error sending email: ${error.message}`, errors: [] }, HttpStatus.BAD_GATEWAY);
      throw error;
    }
  }
}
