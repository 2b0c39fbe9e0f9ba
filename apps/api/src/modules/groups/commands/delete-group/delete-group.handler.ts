import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { groupDecider, groupStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { DeleteGroupCommand } from './delete-group.command';

/**
 * The organisation takes the group out of its tree first (refused while people are in it; its children
 * move to its parent), then the group's stream records the deletion. Both steps can be sent again.
 */
@CommandHandler(DeleteGroupCommand)
export class DeleteGroupHandler implements ICommandHandler<DeleteGroupCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ groupId, metadata }: DeleteGroupCommand): Promise<void> {
    const deletion = { streamId: groupStreamId(groupId), decider: groupDecider, command: { type: 'DeleteGroup', data: { groupId }, metadata } as const };
    const { state } = await this.shell.dryRun(deletion);
    const removed = await onOrganisation(this.shell, metadata, 'RemoveGroup', { groupId, name: state.name });
    const deleted = await this.shell.execute(deletion);
    await this.runtime.awaitProjections(latest(removed.position, deleted.position));
  }
}
