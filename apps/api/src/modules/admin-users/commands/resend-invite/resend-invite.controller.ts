import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { MessageResponse } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import type { Principal } from '../../../../shared/auth/principal';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { ResendInviteCommand } from './resend-invite.command';

/** POST /v1/invites/{id}/resend: 200 {message: 'Invite resent to {email}'} | 400 within 600 s of the last send. */
@Controller('v1/invites')
export class ResendInviteController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  resend(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<MessageResponse> {
    return this.commands.execute(new ResendInviteCommand(id, publicOrigin(this.runtime.config.PUBLIC_URL, request), principal));
  }
}
