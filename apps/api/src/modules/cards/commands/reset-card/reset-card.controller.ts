import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { cardIdFromPath } from '../../card-streams';
import { ResetCardCommand } from './reset-card.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/cards/{cardId}/reset: 200 {success}. */
@Controller('v1/enterprise/:orgId/cards')
export class ResetCardController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Reset an NFC card: unallocated from its person, its details deleted', responses: { 200: successSchema } })
  @Post(':cardId/reset')
  @HttpCode(HttpStatus.OK)
  async reset(@Param('cardId') cardId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new ResetCardCommand(cardIdFromPath(cardId), meta));
    return { success: true };
  }
}
