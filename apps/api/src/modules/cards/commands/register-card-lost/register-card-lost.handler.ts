import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { changeCardAndPool } from '../../card-streams';
import { RegisterCardLostCommand } from './register-card-lost.command';

/**
 * Irreversible: the card's refusals first (unknown, another organisation's, already lost), then the
 * organisation takes it from its person and out of the pool, then the card records the loss. The
 * organisation's step records nothing when repeated, so an interrupted registration can be sent again.
 */
@CommandHandler(RegisterCardLostCommand)
export class RegisterCardLostHandler implements ICommandHandler<RegisterCardLostCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ cardId, metadata }: RegisterCardLostCommand): Promise<void> {
    const position = await changeCardAndPool(this.shell, { type: 'RegisterCardLost', data: { cardId }, metadata }, { type: 'RegisterNfcCardLost', data: { cardId }, metadata });
    await this.runtime.awaitProjections(position);
  }
}
