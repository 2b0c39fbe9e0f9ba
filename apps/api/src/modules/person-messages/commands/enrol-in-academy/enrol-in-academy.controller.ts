import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { EnrolInAcademyCommand } from './enrol-in-academy.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/cards/{cardId}/send-academy-emails: 200 {success}; the seven e-mails go out on the scheduler. */
@Controller('v1/cards')
export class EnrolInAcademyController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Enrol the holder of a card or digital Profyle in the Academy e-mails', responses: { 200: successSchema } })
  @Post(':cardId/send-academy-emails')
  @HttpCode(HttpStatus.OK)
  async enrol(@Param('cardId') cardId: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new EnrolInAcademyCommand(cardId, principal));
    return { success: true };
  }
}
