import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { inviteAdminBodySchema, type MessageResponse, messageResponseSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { InviteAdminCommand } from './invite-admin.command';

/** POST /v1/enterprise/{orgId}/users/invite {recipient}: 200 {message: 'Invite sent to: {email}'}. */
@Controller('v1/enterprise/:orgId/users/invite')
export class InviteAdminController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Invite an admin', body: inviteAdminBodySchema, responses: { 200: messageResponseSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  invite(@Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Req() request: Request): Promise<MessageResponse> {
    const { recipient } = validInput(inviteAdminBodySchema, body);
    return this.commands.execute(new InviteAdminCommand(recipient, publicOrigin(this.runtime.config.PUBLIC_URL, request), meta));
  }
}
