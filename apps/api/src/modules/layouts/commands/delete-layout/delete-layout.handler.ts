import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { layoutDecider, layoutStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { DeleteLayoutCommand } from './delete-layout.command';

@CommandHandler(DeleteLayoutCommand)
export class DeleteLayoutHandler implements ICommandHandler<DeleteLayoutCommand, void> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ layoutId, metadata, ifMatch }: DeleteLayoutCommand): Promise<void> {
    const streamId = layoutStreamId(metadata.organisationId, layoutId);
    const executed = await this.shell.execute({ streamId, decider: layoutDecider, command: { type: 'DeleteLayout', data: { layoutId }, metadata }, ifMatch });
    await this.runtime.awaitProjections(executed.position);
  }
}
