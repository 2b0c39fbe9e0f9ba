import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { allocateCardsBodySchema, type CardAllocationResult, type CardAllocationResults, cardAllocationResultsSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { AllocateCardsCommand } from './allocate-cards.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/assign {demo, card_ids, design_id, order_id?} (superadmin): 200 {results}, one per card. */
@Controller('v1/enterprise/:orgId')
export class AllocateCardsController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Allocate NFC cards to an organisation (superadmin): a result per card', body: allocateCardsBodySchema, responses: { 200: cardAllocationResultsSchema } })
  @Post('assign')
  @HttpCode(HttpStatus.OK)
  async allocate(@Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<CardAllocationResults> {
    const { card_ids, demo, design_id, order_id } = validInput(allocateCardsBodySchema, body);
    const results = await this.commands.execute<AllocateCardsCommand, CardAllocationResult[]>(new AllocateCardsCommand(card_ids, demo, design_id, order_id, meta));
    return { results };
  }
}
