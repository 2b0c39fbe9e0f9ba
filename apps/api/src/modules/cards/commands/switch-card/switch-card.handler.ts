import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onCard } from '../../card-streams';
import { SwitchCardCommand } from './switch-card.command';

/** Enabling or disabling touches the card only: who holds it does not change. */
@CommandHandler(SwitchCardCommand)
export class SwitchCardHandler implements ICommandHandler<SwitchCardCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ cardId, enabled, metadata }: SwitchCardCommand): Promise<void> {
    const switched = await this.shell.execute(onCard({ type: enabled ? 'EnableCard' : 'DisableCard', data: { cardId }, metadata }));
    await this.runtime.awaitProjections(switched.position);
  }
}
