import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactView } from '@profyle/contracts';
import { ContactCommandRunner } from '../../contact-command-runner';
import { ChangeContactCompanyCommand } from './change-contact-company.command';

@CommandHandler(ChangeContactCompanyCommand)
export class ChangeContactCompanyHandler implements ICommandHandler<ChangeContactCompanyCommand, ContactView> {
  constructor(@Inject(ContactCommandRunner) private readonly contacts: ContactCommandRunner) {}

  execute({ ownerId, introductionId, company, metadata }: ChangeContactCompanyCommand): Promise<ContactView> {
    return this.contacts.run({ type: 'ChangeContactCompany', data: { introductionId, ownerId, company }, metadata });
  }
}
