import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { type MessageResponse, messageResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
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

  @ApiContract({ summary: 'Resend an invite (600 s after the last one)', responses: { 200: messageResponseSchema } })
  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  resend(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<MessageResponse> {
    return this.commands.execute(new ResendInviteCommand(id, publicOrigin(this.runtime.config.PUBLIC_URL, request), principal));
  }
}
