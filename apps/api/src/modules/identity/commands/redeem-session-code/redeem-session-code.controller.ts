import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { type Session, sessionCodeBodySchema, sessionSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp } from '../../../../shared/auth/public-url';
import { SessionCookieInterceptor } from '../../../../shared/auth/session-cookie';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { RedeemSessionCodeCommand } from './redeem-session-code.command';

/** POST /v1/auth/session-code {code}: 200 Session | 400 used or expired code | 404 no_user | 403 no_organisation. */
@Controller('v1/auth/session-code')
@UseFilters(SignInRefusalFilter)
@UseInterceptors(SessionCookieInterceptor)
export class RedeemSessionCodeController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiContract({ summary: 'Sign in with the one-time code of an OpenID Connect callback', body: sessionCodeBodySchema, responses: { 200: sessionSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  redeem(@Body() body: unknown, @Req() request: Request): Promise<Session> {
    const { code } = validInput(sessionCodeBodySchema, body);
    return this.commands.execute(new RedeemSessionCodeCommand(code, clientIp(request)));
  }
}
