import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AcceptInviteResponse } from '@profyle/contracts';
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

  @Post(':token/accept')
  @HttpCode(HttpStatus.OK)
  accept(@Param('token') token: string, @CurrentPrincipal() principal: Principal): Promise<AcceptInviteResponse> {
    return this.commands.execute(new AcceptInviteCommand(token, principal));
  }
}
