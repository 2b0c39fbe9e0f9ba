import { Inject, Injectable } from '@nestjs/common';
import type { ContactView } from '@profyle/contracts';
import { type ContactCommand, contactDecider, introductionStreamId } from '@profyle/domain';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { ContactsReader } from './contacts-reader';

/**
 * The one way a contact command runs: the contact decider on `introduction-<uuid>`, read-your-writes,
 * then the contact as the lists now show it.
 */
@Injectable()
export class ContactCommandRunner {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(ContactsReader) private readonly contacts: ContactsReader,
  ) {}

  async run(command: ContactCommand & { data: { introductionId: string; ownerId: string } }): Promise<ContactView> {
    const executed = await this.shell.execute({ streamId: introductionStreamId(command.data.introductionId), decider: contactDecider, command });
    await this.runtime.awaitProjections(executed.position);
    return this.contacts.one(command.metadata.organisationId, command.data.ownerId, command.data.introductionId);
  }
}
