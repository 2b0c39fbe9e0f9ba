import { Body, Controller, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { checkoutSubscriptionBodySchema, orderCheckoutSessionSchema, subscriptionCheckoutSessionSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import type { Request } from 'express';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { canActOn, type Principal } from '../../../../shared/auth/principal';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { commandMetadata } from '../../../../shared/command-shell/command-metadata';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { PlaceSubscriptionOrderCommand } from '../place-subscription-order/place-subscription-order.command';
import { StartCheckoutCommand, type StartedCheckout } from './start-checkout.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /v2/org/{orgId}/orders/{orderId}/create-session: {secret} for an online card order.
 * POST /v1/checkout/create-session {organisation_id, type: subscription, quantity}: an online order of
 * subscriptions and its session, {clientSecret}.
 */
@Controller()
export class StartCheckoutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Open the card payment checkout of an online order: the client secret', tags: ['orders'], responses: { 200: orderCheckoutSessionSchema } })
  @Post('v2/org/:orgId/orders/:orderId/create-session')
  @HttpCode(HttpStatus.OK)
  async forOrder(@Param('orderId') orderId: string, @CommandMeta() meta: CommandMetadata, @Req() request: Request) {
    const started = await this.start(orderId, meta, request);
    return { secret: started.clientSecret, session_id: started.sessionId };
  }

  @ApiContract({ summary: 'Buy subscriptions online: an online subscription order and its checkout session', tags: ['checkout'], body: checkoutSubscriptionBodySchema, responses: { 200: subscriptionCheckoutSessionSchema } })
  @Post('v1/checkout/create-session')
  @HttpCode(HttpStatus.OK)
  async forSubscriptions(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: Request) {
    const { organisation_id, quantity } = validInput(checkoutSubscriptionBodySchema, body);
    if (!canActOn(principal, organisation_id)) throw new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);
    const meta = commandMetadata(principal, organisation_id);
    const form = { po: '', notes: '', subscriptions: quantity, paymentMethod: 'online' as const, termsAccepted: true };
    const { id } = await this.commands.execute<PlaceSubscriptionOrderCommand, { id: string }>(new PlaceSubscriptionOrderCommand(form, meta));
    const started = await this.start(id, meta, request);
    return { clientSecret: started.clientSecret, session_id: started.sessionId, order_id: id };
  }

  private start(orderId: string, meta: CommandMetadata, request: Request): Promise<StartedCheckout> {
    return this.commands.execute(new StartCheckoutCommand(orderId, publicOrigin(this.runtime.config.PUBLIC_URL, request), meta));
  }
}
