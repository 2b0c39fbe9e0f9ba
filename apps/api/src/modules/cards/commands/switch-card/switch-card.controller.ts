import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { cardIdFromPath } from '../../card-streams';
import { SwitchCardCommand } from './switch-card.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/cards/{cardId}/enable and /disable: 200 {success}. */
@Controller('v1/enterprise/:orgId/cards')
export class SwitchCardController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Enable an NFC card', responses: { 200: successSchema } })
  @Post(':cardId/enable')
  @HttpCode(HttpStatus.OK)
  async enable(@Param('cardId') cardId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new SwitchCardCommand(cardIdFromPath(cardId), true, meta));
    return { success: true };
  }

  @ApiContract({ summary: 'Disable an NFC card', responses: { 200: successSchema } })
  @Post(':cardId/disable')
  @HttpCode(HttpStatus.OK)
  async disable(@Param('cardId') cardId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new SwitchCardCommand(cardIdFromPath(cardId), false, meta));
    return { success: true };
  }
}
