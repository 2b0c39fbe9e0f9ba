import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerForPrincipal } from '../../card-owner-access';
import { mailRecipient } from '../../services/person-message-work';
import { PersonMails } from '../../services/person-mails';
import { ProfyleOwners } from '../../services/profyle-owners';
import { SendWelcomeEmailCommand } from './send-welcome-email.command';

/** Sent while the admin waits, so the snackbar can say 'Welcome Email sent' or why it was not. */
@CommandHandler(SendWelcomeEmailCommand)
export class SendWelcomeEmailHandler implements ICommandHandler<SendWelcomeEmailCommand> {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(PersonMails) private readonly mails: PersonMails,
  ) {}

  async execute({ cardId, principal }: SendWelcomeEmailCommand): Promise<void> {
    const owner = await ownerForPrincipal(this.owners, cardId, principal);
    try {
      await this.mails.welcome(mailRecipient(owner), new Date());
    } catch (error) {
      throw PersonMails.asHttpError(error);
    }
  }
}
