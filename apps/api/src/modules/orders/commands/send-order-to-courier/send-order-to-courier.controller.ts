import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { courierSentSchema } from '@profyle/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { SendOrderToCourierCommand } from './send-order-to-courier.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v2/org/{orgId}/orders/{orderId}/send-to-royal-mail (superadmin): {royalMailOrderId}. */
@Controller('v2/org/:orgId/orders/:orderId')
export class SendOrderToCourierController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Send the order to the courier (Click and Drop): the courier’s order id (superadmin)', responses: { 200: courierSentSchema } })
  @SuperadminOnly()
  @Post('send-to-royal-mail')
  @HttpCode(HttpStatus.OK)
  send(@Param('orderId') orderId: string, @CommandMeta() meta: CommandMetadata): Promise<{ royalMailOrderId: string }> {
    return this.commands.execute(new SendOrderToCourierCommand(orderId, meta));
  }
}
