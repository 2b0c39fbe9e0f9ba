import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PEOPLE_MESSAGES } from '@profyle/contracts';
import { MAILER, MailDeliveryError, type MailMessage, type Mailer } from '@profyle/infrastructure';
import { ProfyleLinks } from './profyle-links';
import { academyEmail } from './academy-emails';
import { composeLetter as compose, subscriptionEndedLetter } from '@profyle/projector';

/** What a message to a person needs to know about them. */
export interface MailRecipient {
  email: string;
  firstName: string;
  organisationName: string;
  /** The digital Profyle's id, when the person has one. */
  digitalId: string | null;
}

/**
 * The e-mails a person (a cardholder, not an admin) receives: the welcome e-mail with their Profyle,
 * toolkit and wallet links, the notice that their subscription ended, and the seven Profyle Academy
 * e-mails. All go through the mail port.
 */
@Injectable()
export class PersonMails {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  welcome(to: MailRecipient, now: Date): Promise<void> {
    const links = to.digitalId
      ? [
          { label: 'Open your Profyle', href: this.links.profyleUrl(to.digitalId) },
          { label: 'Your toolkit', href: this.links.toolkitUrl(to.digitalId, now) },
          { label: 'Add to Apple Wallet', href: this.links.walletUrl('ios', to.digitalId, now) },
          { label: 'Add to Google Wallet', href: this.links.walletUrl('android', to.digitalId, now) },
          { label: 'Update my details', href: this.links.portalUrl(`/my-profyle/login?id=${encodeURIComponent(to.digitalId)}&view=DETAILS`) },
        ]
      : [];
    return this.send(
      compose(to.email, `Hi ${to.firstName},`, {
        subject: `Your Profyle from ${to.organisationName} is ready`,
        paragraphs: [
          `${to.organisationName} has given you a Profyle: your digital business card, always up to date, shared with a tap of your NFC card, a QR code or a link.`,
          'Your toolkit has everything you need to get started. The wallet links put your Profyle in your phone’s wallet; they work for 28 days.',
        ],
        links,
      }),
    );
  }

  /** The notice of an ended subscription (sent by the subscription-ended consumer; here for items scheduled before it). */
  subscriptionEnded(to: Pick<MailRecipient, 'email' | 'firstName' | 'organisationName'>): Promise<void> {
    return this.send(subscriptionEndedLetter(to));
  }

  academy(step: number, to: MailRecipient): Promise<void> {
    const { subject, paragraphs } = academyEmail(step);
    return this.send(compose(to.email, `Hi ${to.firstName},`, { subject, paragraphs, links: to.digitalId ? [{ label: 'Open your Profyle', href: this.links.profyleUrl(to.digitalId) }] : [] }));
  }

  /** A request that sends mail answers 502 in the spec's wording when the mail cannot be handed over. */
  static asHttpError(error: unknown, many = false): unknown {
    if (!(error instanceof MailDeliveryError)) return error;
    return new HttpException({ errorMessage: many ? PEOPLE_MESSAGES.sendEmailsError(error.message) : PEOPLE_MESSAGES.sendEmailError(error.message), errors: [] }, HttpStatus.BAD_GATEWAY);
  }

  private async send(message: MailMessage): Promise<void> {
    await this.mailer.send(message);
  }
}
