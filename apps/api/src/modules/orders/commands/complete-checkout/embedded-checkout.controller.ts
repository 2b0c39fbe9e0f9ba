import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { embeddedCheckoutQuerySchema, type EmbeddedCheckoutSession, embeddedCheckoutSessionSchema, embeddedPaidSchema, embeddedPayBodySchema } from '@profyle/contracts';
import { formatMinorUnits } from '@profyle/domain';
import { EmbeddedPaymentProvider, PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError } from '@profyle/infrastructure';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { canActOn, type Principal } from '../../../../shared/auth/principal';
import { validInput } from '../../../../shared/http/valid-input';
import { CompleteCheckoutCommand } from './complete-checkout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

const notFound = () => new HttpException({ errorMessage: 'Checkout session not found', errors: [] }, HttpStatus.NOT_FOUND);

/**
 * The embedded provider's test checkout (PAYMENTS=embedded): the page reads its session by client
 * secret and pays it with a test card. The payment's notification is verified and handled exactly as
 * a provider's webhook is. With another provider these routes do not exist (404).
 */
@Controller('v1/checkout/embedded')
export class EmbeddedCheckoutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  @ApiContract({ summary: 'The embedded test checkout of a session (PAYMENTS=embedded)', tags: ['checkout'], query: embeddedCheckoutQuerySchema, responses: { 200: embeddedCheckoutSessionSchema } })
  @Get()
  async session(@Query('client_secret') clientSecret: unknown, @CurrentPrincipal() principal: Principal): Promise<EmbeddedCheckoutSession> {
    const provider = this.embedded();
    const view = typeof clientSecret === 'string' && clientSecret.length <= 200 ? await provider.checkoutView(clientSecret) : null;
    if (!view) throw notFound();
    await this.assertOwnSession(provider, view.sessionId, principal);
    return {
      session_id: view.sessionId,
      status: view.status,
      currency: view.currency,
      lines: view.lines.map((line) => ({ name: line.name, unit_amount: formatMinorUnits(line.unitAmount), quantity: line.quantity, total: formatMinorUnits(line.unitAmount * line.quantity) })),
      amount_total: formatMinorUnits(view.amountTotal),
      customer_email: view.customerEmail,
      return_url: view.returnUrl,
    };
  }

  @ApiContract({ summary: 'Pay the embedded test checkout with a test card number', tags: ['checkout'], body: embeddedPayBodySchema, responses: { 200: embeddedPaidSchema } })
  @Post('pay')
  @HttpCode(HttpStatus.OK)
  async pay(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<{ return_url: string }> {
    const provider = this.embedded();
    const { client_secret, card_number } = validInput(embeddedPayBodySchema, body);
    const view = await provider.checkoutView(client_secret);
    if (!view) throw notFound();
    await this.assertOwnSession(provider, view.sessionId, principal);
    let payment;
    try {
      payment = await provider.pay(client_secret, card_number);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpException({ errorMessage: `Stripe payment error: ${error.message}`, errors: [{ path: 'card_number', msg: error.message }] }, HttpStatus.PAYMENT_REQUIRED);
      throw error;
    }
    const session = provider.verifyWebhook(payment.notification.payload, payment.notification.signature);
    if (session) await this.commands.execute(new CompleteCheckoutCommand(session, { userId: `payments:${provider.name}` }));
    return { return_url: payment.returnUrl };
  }

  private embedded(): EmbeddedPaymentProvider {
    if (!(this.payments instanceof EmbeddedPaymentProvider)) throw new HttpException({ errorMessage: 'Not found', errors: [] }, HttpStatus.NOT_FOUND);
    return this.payments;
  }

  private async assertOwnSession(provider: EmbeddedPaymentProvider, sessionId: string, principal: Principal): Promise<void> {
    const session = await provider.retrieveCheckoutSession(sessionId);
    if (!session?.organisationId || !canActOn(principal, session.organisationId)) throw new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);
  }
}
