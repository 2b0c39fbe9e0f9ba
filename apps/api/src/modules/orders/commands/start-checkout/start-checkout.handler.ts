import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ORDER_MESSAGES, type OrderView } from '@profyle/contracts';
import { parseMinorUnits } from '@profyle/domain';
import { type CheckoutLine, PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrder } from '../../order-streams';
import { GetOrderQuery } from '../../queries/get-order/get-order.query';
import { StartCheckoutCommand, type StartedCheckout } from './start-checkout.command';

/** The order's lines as the provider charges them: card lines, then the subscriptions for a year. */
const checkoutLines = (order: OrderView): CheckoutLine[] => [
  ...order.line_items.map((line) => ({ name: `NFC cards: ${line.design_name}`, unitAmount: parseMinorUnits(line.unit_price) as number, quantity: line.quantity })),
  ...(order.subscriptions > 0 ? [{ name: 'Profyle subscription (1 year)', unitAmount: parseMinorUnits(order.subscription_unit_price) as number, quantity: order.subscriptions }] : []),
];

/**
 * Refused before the provider is called when the order is not awaiting payment ('Order has already
 * been paid' once paid); then the provider opens the session and the order records it.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, StartedCheckout> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly queries: QueryBus,
  ) {}

  async execute({ orderId, origin, metadata }: StartCheckoutCommand): Promise<StartedCheckout> {
    const order = await this.queries.execute<GetOrderQuery, OrderView>(new GetOrderQuery(metadata.organisationId, orderId));
    await this.shell.dryRun(onOrder({ type: 'OpenCheckoutSession', data: { orderId, provider: this.payments.name, sessionId: '' }, metadata }));
    let opened;
    try {
      opened = await this.payments.createCheckoutSession({
        orderId,
        organisationId: metadata.organisationId,
        currency: order.currency,
        lines: checkoutLines(order),
        customerEmail: metadata.actor.email ?? null,
        returnUrl: `${origin}/portal/billing/orders/${encodeURIComponent(orderId)}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new HttpException({ errorMessage: ORDER_MESSAGES.paymentError(error.message), errors: [] }, HttpStatus.BAD_GATEWAY);
    }
    const recorded = await this.shell.execute(onOrder({ type: 'OpenCheckoutSession', data: { orderId, provider: this.payments.name, sessionId: opened.sessionId }, metadata }));
    await this.runtime.awaitProjections(recorded.position);
    return { orderId, sessionId: opened.sessionId, clientSecret: opened.clientSecret };
  }
}
