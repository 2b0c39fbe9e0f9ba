import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId, personDecider, personStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { cardIdIn, followOnCard } from '../../../cards/card-streams';
import { DeletePersonCommand } from './delete-person.command';

/**
 * Deleting a person gives their subscription and e-mail back to the organisation first, then deletes
 * them. Both steps record nothing when already done, so a failed delete can simply be sent again.
 */
@CommandHandler(DeletePersonCommand)
export class DeletePersonHandler implements ICommandHandler<DeletePersonCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, metadata, ifMatch }: DeletePersonCommand): Promise<void> {
    const deletion = { streamId: personStreamId(personId), decider: personDecider, command: { type: 'DeletePerson', data: { personId }, metadata } as const, ifMatch };
    await this.shell.dryRun(deletion);
    const released = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type: 'ReleasePerson', data: { personId }, metadata },
    });
    for (const event of released.events) {
      const cardId = cardIdIn(event);
      if (cardId) await followOnCard(this.shell, { type: 'ReleaseCard', data: { cardId, personId, reason: 'person_deleted' }, metadata });
    }
    const deleted = await this.shell.execute(deletion);
    await this.runtime.awaitProjections(deleted.position);
  }
}
