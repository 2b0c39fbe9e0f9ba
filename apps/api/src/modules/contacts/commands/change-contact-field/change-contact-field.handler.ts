import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactView } from '@profyle/contracts';
import { ContactCommandRunner } from '../../contact-command-runner';
import { ChangeContactFieldCommand } from './change-contact-field.command';

@CommandHandler(ChangeContactFieldCommand)
export class ChangeContactFieldHandler implements ICommandHandler<ChangeContactFieldCommand, ContactView> {
  constructor(@Inject(ContactCommandRunner) private readonly contacts: ContactCommandRunner) {}

  execute({ ownerId, introductionId, field, value, metadata }: ChangeContactFieldCommand): Promise<ContactView> {
    return this.contacts.run({ type: 'ChangeContactField', data: { introductionId, ownerId, field, value }, metadata });
  }
}
