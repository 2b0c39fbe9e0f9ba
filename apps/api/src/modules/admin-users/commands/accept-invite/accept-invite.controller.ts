import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AcceptInviteResponse, acceptInviteResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { AcceptInviteCommand } from './accept-invite.command';

/**
 * POST /v1/invites/{token}/accept (signed in): 200 {organisationId} | 400 'User email ({email}) does not
 * match email for invite ({token})' | 404 'Invalid invite token ({token})'.
 */
@Controller('v1/invites')
export class AcceptInviteController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Accept an invite as the signed-in user', responses: { 200: acceptInviteResponseSchema } })
  @Post(':token/accept')
  @HttpCode(HttpStatus.OK)
  accept(@Param('token') token: string, @CurrentPrincipal() principal: Principal): Promise<AcceptInviteResponse> {
    return this.commands.execute(new AcceptInviteCommand(token, principal));
  }
}
