import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrder } from '../../order-streams';
import { OrderFollowUps } from '../../services/order-follow-ups';
import { ChangeOrderCommand } from './change-order.command';

/**
 * Runs one change on an order, then what follows it on other streams: a payment credits the order's
 * subscriptions, a cancellation of a demo order hands its free-demo claim back. Answers once the read
 * models include every write.
 */
@CommandHandler(ChangeOrderCommand)
export class ChangeOrderHandler implements ICommandHandler<ChangeOrderCommand, void> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(OrderFollowUps) private readonly followUps: OrderFollowUps,
  ) {}

  async execute({ command }: ChangeOrderCommand): Promise<void> {
    const changed = await this.shell.execute(onOrder(command));
    let position = changed.position;
    const { orderId } = command.data;
    // A mark-paid that finds the order paid already still credits what a failed earlier attempt left owed.
    if (command.type === 'MarkOrderPaid') position = (await this.followUps.creditSubscriptions(orderId, command.metadata)) ?? position;
    if (changed.events.some((event) => event.type === 'OrderCancelled')) position = (await this.followUps.releaseDemoClaim(orderId, command.metadata)) ?? position;
    await this.runtime.awaitProjections(position);
  }
}
