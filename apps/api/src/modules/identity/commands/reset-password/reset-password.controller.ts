import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { resetPasswordBodySchema, type ResetPasswordResponse, resetPasswordResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp } from '../../../../shared/auth/public-url';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { ResetPasswordCommand } from './reset-password.command';

/** POST /v1/auth/reset-password {token, password}: 200 {reset, email} | 400 weak password or used/expired link. */
@Controller('v1/auth/reset-password')
@UseFilters(SignInRefusalFilter)
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiContract({ summary: 'Set a new password with a mailed reset link', body: resetPasswordBodySchema, responses: { 200: resetPasswordResponseSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  reset(@Body() body: unknown, @Req() request: Request): Promise<ResetPasswordResponse> {
    const { token, password } = validInput(resetPasswordBodySchema, body);
    return this.commands.execute(new ResetPasswordCommand(token, password, clientIp(request)));
  }
}
