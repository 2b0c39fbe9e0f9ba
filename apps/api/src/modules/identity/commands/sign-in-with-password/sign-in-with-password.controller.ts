import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { passwordSignInBodySchema, type Session, sessionSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp } from '../../../../shared/auth/public-url';
import { SessionCookieInterceptor } from '../../../../shared/auth/session-cookie';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { SignInWithPasswordCommand } from './sign-in-with-password.command';

/** POST /v1/auth/password {email, password}: 200 Session | 400 field errors | 401 | 404 | 403 | 429. */
@Controller('v1/auth/password')
@UseFilters(SignInRefusalFilter)
@UseInterceptors(SessionCookieInterceptor)
export class SignInWithPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiContract({ summary: 'Sign in with a password', body: passwordSignInBodySchema, responses: { 200: sessionSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  signIn(@Body() body: unknown, @Req() request: Request): Promise<Session> {
    const { email, password } = validInput(passwordSignInBodySchema, body);
    return this.commands.execute(new SignInWithPasswordCommand(email, password, clientIp(request)));
  }
}
