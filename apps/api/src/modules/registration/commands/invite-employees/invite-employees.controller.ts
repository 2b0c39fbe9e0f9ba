import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { employeeInviteBodySchema, employeesInvitedSchema, type EmployeesInvitedResponse } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { InviteEmployeesCommand } from './invite-employees.command';

/** POST /v1/enterprise/{orgId}/invite {emails, invite_url}: e-mails employees the self-registration link. */
@Controller('v1/enterprise/:orgId/invite')
export class InviteEmployeesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Invite employees to register their own Profyle', body: employeeInviteBodySchema, responses: { 200: employeesInvitedSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  invite(@Body() body: unknown, @CommandMeta() meta: CommandMetadata, @Req() request: Request): Promise<EmployeesInvitedResponse> {
    return this.commands.execute(new InviteEmployeesCommand(validInput(employeeInviteBodySchema, body), meta, publicOrigin(this.runtime.config.PUBLIC_URL, request)));
  }
}
