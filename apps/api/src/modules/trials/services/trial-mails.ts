import { Inject, Injectable } from '@nestjs/common';
import { MAILER, type Mailer } from '@profyle/infrastructure';
import { letter, sendLetter } from '../../registration/services/registration-mails';

/** The e-mails of the trial sign-up. */
@Injectable()
export class TrialMails {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  signUpLink(to: string, link: string): Promise<void> {
    return sendLetter(
      this.mailer,
      letter(
        to,
        'Start your free Profyle trial',
        ['Use the button below to confirm your e-mail address and set up your free trial of Profyle: your digital business card and the admin portal for your team.', 'The link can be used once and expires in 1 hour. If you did not sign up, ignore this e-mail.'],
        { label: 'Start my free trial', href: link },
      ),
    );
  }

  /** The trial's creator: their organisation is ready and the admin portal is theirs. */
  trialWelcome(to: string, firstName: string, organisationName: string, portal: string): Promise<void> {
    return sendLetter(
      this.mailer,
      letter(
        to,
        `Welcome to Profyle, ${organisationName} is ready`,
        [`Hi ${firstName},`, `Your free trial of Profyle for ${organisationName} has started and your own Profyle is live.`, 'In the admin portal you can add your team, design NFC cards and see the introductions your people make.'],
        { label: 'Open the admin portal', href: portal },
      ),
    );
  }
}
