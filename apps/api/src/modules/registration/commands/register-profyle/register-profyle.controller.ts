import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { selfRegistrationBodySchema, selfRegistrationCreatedSchema, type SelfRegistrationCreated } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Inject } from '@nestjs/common';
import { RegisterProfyleCommand } from './register-profyle.command';

/** POST /v1/enterprise/{orgId}/register-profyle: anyone, while the organisation allows self-registration (201). */
@Controller('v1/enterprise/:orgId/register-profyle')
export class RegisterProfyleController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Register one’s own Profyle (self-service registration)', body: selfRegistrationBodySchema, responses: { 201: selfRegistrationCreatedSchema } })
  @Public()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  register(@Param('orgId') orgId: string, @Body() body: unknown, @Req() request: Request): Promise<SelfRegistrationCreated> {
    return this.commands.execute(new RegisterProfyleCommand(orgId, validInput(selfRegistrationBodySchema, body), publicOrigin(this.runtime.config.PUBLIC_URL, request)));
  }
}
