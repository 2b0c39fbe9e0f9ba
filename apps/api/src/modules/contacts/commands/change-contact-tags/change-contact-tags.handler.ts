import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactView } from '@profyle/contracts';
import { ContactCommandRunner } from '../../contact-command-runner';
import { ChangeContactTagsCommand } from './change-contact-tags.command';

@CommandHandler(ChangeContactTagsCommand)
export class ChangeContactTagsHandler implements ICommandHandler<ChangeContactTagsCommand, ContactView> {
  constructor(@Inject(ContactCommandRunner) private readonly contacts: ContactCommandRunner) {}

  execute({ ownerId, introductionId, tags, metadata }: ChangeContactTagsCommand): Promise<ContactView> {
    return this.contacts.run({ type: 'ChangeContactTags', data: { introductionId, ownerId, tags }, metadata });
  }
}
