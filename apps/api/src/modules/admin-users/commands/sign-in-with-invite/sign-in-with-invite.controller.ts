import { Controller, HttpCode, HttpStatus, Param, Post, Req, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { type Session, sessionSchema } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp } from '../../../../shared/auth/public-url';
import { SessionCookieInterceptor } from '../../../../shared/auth/session-cookie';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SignInWithInviteCommand } from './sign-in-with-invite.command';

/**
 * POST /v1/invites/{token}/sign-in (public): 200 Session of the invited user | 404 'Invalid invite token
 * ({token})' | 400 the link already signed in once, or is more than 7 days old (then sign in as usual and
 * accept).
 */
@Controller('v1/invites')
@UseFilters(SignInRefusalFilter)
@UseInterceptors(SessionCookieInterceptor)
export class SignInWithInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiContract({ summary: "Sign in with an invite e-mail's link (once; bound to the invited address)", responses: { 200: sessionSchema } })
  @Post(':token/sign-in')
  @HttpCode(HttpStatus.OK)
  signIn(@Param('token') token: string, @Req() request: Request): Promise<Session> {
    return this.commands.execute(new SignInWithInviteCommand(token, clientIp(request)));
  }
}
