import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { ownerForPrincipal } from '../../card-owner-access';
import { PersonMessageWork } from '../../services/person-message-work';
import { ProfyleOwners } from '../../services/profyle-owners';
import { EnrolInAcademyCommand } from './enrol-in-academy.command';

/** Schedules the seven Academy e-mails (the first goes at once), replacing any series still running. */
@CommandHandler(EnrolInAcademyCommand)
export class EnrolInAcademyHandler implements ICommandHandler<EnrolInAcademyCommand> {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(PersonMessageWork) private readonly work: PersonMessageWork,
  ) {}

  async execute({ cardId, principal }: EnrolInAcademyCommand): Promise<void> {
    const { person } = await ownerForPrincipal(this.owners, cardId, principal);
    await this.work.enrolInAcademy(person.person_id, commandMetadata(principal, person.organisation_id));
  }
}
