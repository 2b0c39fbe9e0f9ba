import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { identityMetadata } from '../../services/identity-metadata';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ userId, changes, principal }: UpdateAccountCommand): Promise<void> {
    const updated = await this.shell.execute({
      streamId: userStreamId(userId),
      decider: userDecider,
      command: {
        type: 'UpdateUserProfile',
        data: { userId, name: changes.name, picture: changes.picture, weeklyAccountStats: changes.email_notifications?.weekly_account_stats },
        metadata: identityMetadata({ userId: principal.userId, email: principal.email }, principal.organisationId),
      },
    });
    await this.runtime.awaitProjections(updated.position);
  }
}
