import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isDomainError, orderDecider, orderStreamId, ORDER_ERROR_CODES } from '@profyle/domain';
import { PAYMENT_PROVIDER, type PaymentProvider } from '@profyle/infrastructure';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { ChangeOrderCommand } from '../change-order/change-order.command';
import { CompleteCheckoutCommand } from './complete-checkout.command';

/**
 * A paid session marks its order paid, once: the webhook and the customer's return may both report
 * it, in either order, and a provider retries webhooks; the same session paying again records nothing.
 * An unpaid or unknown session changes nothing.
 */
@CommandHandler(CompleteCheckoutCommand)
export class CompleteCheckoutHandler implements ICommandHandler<CompleteCheckoutCommand, void> {
  private readonly logger = new Logger('checkout');

  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly commands: CommandBus,
  ) {}

  async execute({ session, reportedBy }: CompleteCheckoutCommand): Promise<void> {
    if (!session.paid || !session.orderId) return;
    const { state } = await this.shell.load(orderStreamId(session.orderId), orderDecider);
    if (!state.exists) {
      this.logger.warn(`checkout session ${session.sessionId} paid an unknown order ${session.orderId}`);
      return;
    }
    const metadata = { organisationId: state.organisationId, actor: reportedBy, correlationId: randomUUID(), now: new Date().toISOString() };
    try {
      await this.commands.execute(new ChangeOrderCommand({ type: 'MarkOrderPaid', data: { orderId: state.orderId, method: 'online', provider: this.payments.name, sessionId: session.sessionId }, metadata }));
    } catch (error) {
      // Paid already by another session or by hand, or cancelled meanwhile: the money needs a person.
      if (isDomainError(error) && (error.code === ORDER_ERROR_CODES.alreadyPaid || error.code === ORDER_ERROR_CODES.cancelled)) {
        this.logger.warn(`checkout session ${session.sessionId} paid order ${state.shortCode}, which was ${error.message.toLowerCase()}: refund or reconcile by hand`);
        return;
      }
      throw error;
    }
  }
}
