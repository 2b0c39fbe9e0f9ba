import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cardOrderBodySchema, type OrderCreatedResponse, orderCreatedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { PAYMENT_PROVIDER, type PaymentProvider } from '@profyle/infrastructure';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { PlaceCardOrderCommand } from './place-card-order.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v2/org/{orgId}/orders: 201 {id, payment_processor} (the card payment provider for online orders). */
@Controller('v2/org/:orgId/orders')
export class PlaceCardOrderController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  @ApiContract({ summary: 'Place a card order (201: its id, and the card payment provider for an online order)', body: cardOrderBodySchema, responses: { 201: orderCreatedSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async place(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<OrderCreatedResponse> {
    const order = validInput(cardOrderBodySchema, body);
    const { id } = await this.commands.execute<PlaceCardOrderCommand, { id: string }>(new PlaceCardOrderCommand(order, meta));
    return { id, payment_processor: order.payment_method === 'online' && !order.demo ? this.payments.name : null };
  }
}
