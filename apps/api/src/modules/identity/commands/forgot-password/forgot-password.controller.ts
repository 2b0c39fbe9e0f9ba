import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { forgotPasswordBodySchema, type ForgotPasswordResponse, forgotPasswordResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { ForgotPasswordCommand } from './forgot-password.command';

/** POST /v1/auth/forgot-password {email}: always 200 {sent: true} (429 when rate limited). */
@Controller('v1/auth/forgot-password')
@UseFilters(SignInRefusalFilter)
export class ForgotPasswordController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'Ask for a password reset link (always the same answer)', body: forgotPasswordBodySchema, responses: { 200: forgotPasswordResponseSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  forgot(@Body() body: unknown, @Req() request: Request): Promise<ForgotPasswordResponse> {
    const { email, continueUrl } = validInput(forgotPasswordBodySchema, body);
    return this.commands.execute(new ForgotPasswordCommand(email, continueUrl, publicOrigin(this.runtime.config.PUBLIC_URL, request), clientIp(request)));
  }
}
