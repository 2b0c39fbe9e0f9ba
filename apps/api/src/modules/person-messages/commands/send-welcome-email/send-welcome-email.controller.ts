import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { successSchema } from '@profyle/contracts';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { SendWelcomeEmailCommand } from './send-welcome-email.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/cards/{cardId}/send-welcome-email (an NFC card's or a digital Profyle's id): 200 {success}; 502 'Error sending email: ...'. */
@Controller('v1/cards')
export class SendWelcomeEmailController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Send the welcome e-mail to the holder of a card or digital Profyle', responses: { 200: successSchema } })
  @Post(':cardId/send-welcome-email')
  @HttpCode(HttpStatus.OK)
  async send(@Param('cardId') cardId: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new SendWelcomeEmailCommand(cardId, principal));
    return { success: true };
  }
}
