import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type OrderCreatedResponse, orderCreatedSchema, subscriptionOrderBodySchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { PlaceSubscriptionOrderCommand } from './place-subscription-order.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v2/org/{orgId}/orders/subscriptions {po, notes, subscriptions, payment_method (invoice), terms_accepted}: 201 {id}. */
@Controller('v2/org/:orgId/orders')
export class PlaceSubscriptionOrderController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Order subscriptions, paid by invoice', body: subscriptionOrderBodySchema, responses: { 201: orderCreatedSchema } })
  @Post('subscriptions')
  @HttpCode(HttpStatus.CREATED)
  async place(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<OrderCreatedResponse> {
    const order = validInput(subscriptionOrderBodySchema, body);
    const form = { po: order.po, notes: order.notes, subscriptions: order.subscriptions, paymentMethod: order.payment_method, termsAccepted: order.terms_accepted };
    const { id } = await this.commands.execute<PlaceSubscriptionOrderCommand, { id: string }>(new PlaceSubscriptionOrderCommand(form, meta));
    return { id, payment_processor: null };
  }
}
