import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { changeCardAndPool } from '../../card-streams';
import { ResetCardCommand } from './reset-card.command';

/**
 * A reset takes the card from its person (who keeps a digital subscription) and frees it in the pool.
 * The card's refusals come first (unknown, another organisation's, lost, no person), then the
 * organisation releases it, then the card records the reset.
 */
@CommandHandler(ResetCardCommand)
export class ResetCardHandler implements ICommandHandler<ResetCardCommand> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ cardId, metadata }: ResetCardCommand): Promise<void> {
    const position = await changeCardAndPool(this.shell, { type: 'ResetCard', data: { cardId }, metadata }, { type: 'ReleaseSubscriptionCard', data: { cardId }, metadata });
    await this.runtime.awaitProjections(position);
  }
}
