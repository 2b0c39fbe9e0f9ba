import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Post, Query, Req } from '@nestjs/common';
import { checkoutConfigSchema, checkoutSessionQuerySchema, checkoutSessionStatusSchema, checkoutWebhookEventSchema, webhookReceivedSchema } from '@profyle/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { CheckoutConfig, CheckoutSessionStatus } from '@profyle/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, PaymentWebhookSignatureError } from '@profyle/infrastructure';
import type { Request } from 'express';
import { Public } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { canActOn, type Principal } from '../../../../shared/auth/principal';
import { CompleteCheckoutCommand } from './complete-checkout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

const denied = () => new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);

/**
 * The card payment provider's side of checkout: which checkout the portal shows, the session's status
 * when the customer returns (a paid session marks its order paid there too, in case the webhook is
 * late), and the provider's signed webhook.
 */
@Controller('v1/checkout')
export class CheckoutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  @ApiContract({ summary: 'Which card payment provider the portal shows, and its publishable key', tags: ['checkout'], responses: { 200: checkoutConfigSchema } })
  @Get('config')
  config(): CheckoutConfig {
    return { provider: this.payments.name, publishable_key: this.payments.publishableKey };
  }

  /** GET /v1/checkout/session-status?session_id: {status, customer_email}; only for the session's organisation. */
  @ApiContract({ summary: 'A checkout session’s status on return; a paid session marks its order paid', tags: ['checkout'], query: checkoutSessionQuerySchema, responses: { 200: checkoutSessionStatusSchema } })
  @Get('session-status')
  async status(@Query('session_id') sessionId: unknown, @CurrentPrincipal() principal: Principal): Promise<CheckoutSessionStatus> {
    const id = typeof sessionId === 'string' ? sessionId.trim() : '';
    const notFound = new HttpException({ errorMessage: 'Checkout session not found', errors: [{ path: 'session_id', msg: 'Checkout session not found' }] }, HttpStatus.NOT_FOUND);
    if (id === '' || id.length > 200) throw notFound;
    let session;
    try {
      session = await this.payments.retrieveCheckoutSession(id);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpException({ errorMessage: `Stripe payment error: ${error.message}`, errors: [] }, HttpStatus.BAD_GATEWAY);
      throw error;
    }
    if (!session) throw notFound;
    if (!session.organisationId || !canActOn(principal, session.organisationId)) throw denied();
    await this.commands.execute(new CompleteCheckoutCommand(session, { userId: principal.userId, email: principal.email }));
    return { status: session.status, customer_email: session.customerEmail, order_id: session.orderId };
  }

  /** POST /v1/checkout/webhook: the provider's signed event; 400 when the signature does not verify. */
  @ApiContract({ summary: 'The card payment provider’s signed event (Stripe-Signature); a paid session marks its order paid, once', tags: ['checkout'], body: checkoutWebhookEventSchema, responses: { 200: webhookReceivedSchema } })
  @Public()
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(@Req() request: Request & { rawBody?: Buffer }, @Body() _body: unknown): Promise<{ received: true }> {
    const signature = request.headers['stripe-signature'];
    let session;
    try {
      session = this.payments.verifyWebhook(request.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof PaymentWebhookSignatureError) throw new HttpException({ errorMessage: `Webhook signature verification failed: ${error.message}`, errors: [] }, HttpStatus.BAD_REQUEST);
      throw error;
    }
    if (session) await this.commands.execute(new CompleteCheckoutCommand(session, { userId: `payments:${this.payments.name}` }));
    return { received: true };
  }
}
