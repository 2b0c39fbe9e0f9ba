import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CardAllocationResult } from '@profyle/contracts';
import type { AssignCardsToOrder } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { AllocateCardsCommand } from '../../../cards/commands/allocate-cards/allocate-cards.command';
import { onOrder } from '../../order-streams';
import { AssignOrderCardsCommand } from './assign-order-cards.command';

/**
 * The order refuses first (unknown, another organisation's, cancelled, no design) before any card is
 * touched; then every card is allocated to the organisation with this order (the cards module's own
 * allocation, a result per card, one card's refusal never blocking another); then the order records the
 * cards that were allocated (its `assign_cards` history entry). Sending the same cards again allocates
 * nothing twice and adds nothing to the order.
 */
@CommandHandler(AssignOrderCardsCommand)
export class AssignOrderCardsHandler implements ICommandHandler<AssignOrderCardsCommand, CardAllocationResult[]> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderId, cardIds, demo, designId, metadata }: AssignOrderCardsCommand): Promise<CardAllocationResult[]> {
    const assign = (ids: string[]): AssignCardsToOrder => ({ type: 'AssignCardsToOrder', data: { orderId, cardIds: ids, designId, demo }, metadata });
    await this.shell.dryRun(onOrder(assign([])));
    const results = await this.commands.execute<AllocateCardsCommand, CardAllocationResult[]>(new AllocateCardsCommand(cardIds, demo, designId, orderId, metadata));
    const allocated = results.filter((result) => result.success).map((result) => result.card_id);
    if (allocated.length > 0) await this.runtime.awaitProjections((await this.shell.execute(onOrder(assign(allocated)))).position);
    return results;
  }
}
