import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { ChangeSubscriptionsCommand } from './change-subscriptions.command';

@CommandHandler(ChangeSubscriptionsCommand)
export class ChangeSubscriptionsHandler implements ICommandHandler<ChangeSubscriptionsCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ change, count, reason, metadata }: ChangeSubscriptionsCommand): Promise<void> {
    const type = change === 'add' ? 'AddSubscriptions' : 'RemoveSubscriptions';
    const changed = await this.shell.execute({
      streamId: organisationStreamId(metadata.organisationId),
      decider: organisationDecider,
      command: { type, data: { count, reason }, metadata },
    });
    await this.runtime.awaitProjections(changed.position);
  }
}
