import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { cardIdFromPath } from '../../card-streams';
import { RegisterCardLostCommand } from './register-card-lost.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/cards/{cardId}/lost (empty body): 200 {success}. Cannot be undone. */
@Controller('v1/enterprise/:orgId/cards')
export class RegisterCardLostController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Register an NFC card as lost (cannot be undone)', responses: { 200: successSchema } })
  @Post(':cardId/lost')
  @HttpCode(HttpStatus.OK)
  async lost(@Param('cardId') cardId: string, @CommandMeta() meta: CommandMetadata) {
    await this.commands.execute(new RegisterCardLostCommand(cardIdFromPath(cardId), meta));
    return { success: true };
  }
}
