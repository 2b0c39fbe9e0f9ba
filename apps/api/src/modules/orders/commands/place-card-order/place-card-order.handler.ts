import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CardOrderForm, freeDemoOrderDecider, freeDemoOrderStreamId, orderShortCode } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrder } from '../../order-streams';
import { OrderFacts } from '../../services/order-facts';
import { PlaceCardOrderCommand } from './place-card-order.command';

/**
 * Decides the order on the facts of its designs, address and account first (a refusal touches
 * nothing); a demo order then claims the organisation's one free demo order, and the order is placed.
 * If placing fails after the claim, the claim is handed back.
 */
@CommandHandler(PlaceCardOrderCommand)
export class PlaceCardOrderHandler implements ICommandHandler<PlaceCardOrderCommand, { id: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(OrderFacts) private readonly facts: OrderFacts,
  ) {}

  async execute({ body, metadata }: PlaceCardOrderCommand): Promise<{ id: string }> {
    const orderId = randomUUID();
    const form: CardOrderForm = {
      name: body.name,
      attention: body.attention,
      contactNumber: body.contact_number,
      locationId: body.location_id,
      paymentMethod: body.payment_method,
      po: body.po,
      notes: body.notes,
      requireSubscriptions: body.require_subscriptions,
      subscriptions: body.subscriptions,
      lineItems: body.line_items.map((line) => ({ designId: line.design_id, stock: line.stock, quantity: line.quantity })),
      demo: body.demo,
      termsAccepted: body.terms_accepted,
    };
    const facts = await this.facts.forCardOrder(metadata.organisationId, form.locationId, form.lineItems.map((line) => line.designId));
    const place = onOrder({ type: 'PlaceCardOrder', data: { orderId, shortCode: orderShortCode(orderId), form, facts }, metadata });
    await this.shell.dryRun(place);

    const claim = { streamId: freeDemoOrderStreamId(metadata.organisationId), decider: freeDemoOrderDecider };
    if (form.demo) await this.shell.execute({ ...claim, command: { type: 'ClaimFreeDemoOrder', data: { orderId }, metadata } });
    try {
      const placed = await this.shell.execute(place);
      await this.runtime.awaitProjections(placed.position);
      return { id: orderId };
    } catch (error) {
      if (form.demo) await this.shell.execute({ ...claim, command: { type: 'ReleaseFreeDemoOrder', data: { orderId }, metadata } });
      throw error;
    }
  }
}
