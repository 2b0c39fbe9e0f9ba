import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assignOrderCardsBodySchema, type CardAllocationResult, type CardAllocationResults, cardAllocationResultsSchema, ORDER_MESSAGES } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { AssignOrderCardsCommand } from './assign-order-cards.command';

/**
 * POST /v2/org/{orgId}/orders/{orderId}/assign-cards {demo, card_ids, order_id, design_id} (superadmin,
 * spec 002 section 7): 200 {results}, one per card, as POST /v1/enterprise/{orgId}/assign answers. A
 * card may be given as its scanned link; `order_id`, when sent, must name this order.
 */
@Controller('v2/org/:orgId/orders/:orderId')
export class AssignOrderCardsController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Assign NFC cards to the order: each card is allocated to the organisation for this order, a result per card (superadmin)', body: assignOrderCardsBodySchema, responses: { 200: cardAllocationResultsSchema } })
  @Post('assign-cards')
  @HttpCode(HttpStatus.OK)
  async assign(@Param('orderId') orderId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata): Promise<CardAllocationResults> {
    const sameOrder = assignOrderCardsBodySchema.refine((input) => input.order_id === null || input.order_id === orderId, { path: ['order_id'], message: ORDER_MESSAGES.otherOrder });
    const { card_ids, demo, design_id } = validInput(sameOrder, body);
    const results = await this.commands.execute<AssignOrderCardsCommand, CardAllocationResult[]>(new AssignOrderCardsCommand(orderId, card_ids, demo, design_id, metadata));
    return { results };
  }
}
