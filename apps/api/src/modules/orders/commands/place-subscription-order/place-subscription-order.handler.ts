import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderShortCode } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrder } from '../../order-streams';
import { OrderFacts } from '../../services/order-facts';
import { PlaceSubscriptionOrderCommand } from './place-subscription-order.command';

/** Subscriptions by invoice (the form) or online (the checkout's create-session); answers the new order's id. */
@CommandHandler(PlaceSubscriptionOrderCommand)
export class PlaceSubscriptionOrderHandler implements ICommandHandler<PlaceSubscriptionOrderCommand, { id: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(OrderFacts) private readonly facts: OrderFacts,
  ) {}

  async execute({ form, metadata }: PlaceSubscriptionOrderCommand): Promise<{ id: string }> {
    const orderId = randomUUID();
    const account = await this.facts.account(metadata.organisationId);
    const placed = await this.shell.execute(onOrder({ type: 'PlaceSubscriptionOrder', data: { orderId, shortCode: orderShortCode(orderId), form, account }, metadata }));
    await this.runtime.awaitProjections(placed.position);
    return { id: orderId };
  }
}
