import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrganisation } from '../../../../shared/organisation/organisation-command';
import { ChangeLifecycleCommand } from './change-lifecycle.command';

/** One lifecycle command on the organisation's stream; answers once the read models include it. */
@CommandHandler(ChangeLifecycleCommand)
export class ChangeLifecycleHandler implements ICommandHandler<ChangeLifecycleCommand, number | null> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ change, metadata }: ChangeLifecycleCommand): Promise<number | null> {
    const changed = await onOrganisation(this.shell, metadata, change.type, change.data as never);
    await this.runtime.awaitProjections(changed.position);
    return changed.revision;
  }
}
