import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FreeCardAllocated } from '@profyle/contracts';
import { cardDecider, cardShortIdOf, cardStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onCard } from '../../card-streams';
import { MakeFreeCardCommand } from './make-free-card.command';

/** Convert to Free Card: the card decides (unknown, lost or an organisation's card refused); its affiliate stays. */
@CommandHandler(MakeFreeCardCommand)
export class MakeFreeCardHandler implements ICommandHandler<MakeFreeCardCommand, FreeCardAllocated> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ cardId, colour, metadata }: MakeFreeCardCommand): Promise<FreeCardAllocated> {
    const { state } = await this.shell.load(cardStreamId(cardId), cardDecider);
    const result = await this.shell.execute(onCard({ type: 'MakeFreeCard', data: { cardId, colour, affiliateId: state.free?.affiliateId ?? null }, metadata }));
    await this.runtime.awaitProjections(result.position);
    return { card_id: cardId, short_id: cardShortIdOf(cardId), colour };
  }
}
