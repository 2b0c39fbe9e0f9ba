import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { emailLinkCompleteBodySchema, type Session, sessionSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp } from '../../../../shared/auth/public-url';
import { SessionCookieInterceptor } from '../../../../shared/auth/session-cookie';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { CompleteEmailLinkCommand } from './complete-email-link.command';

/**
 * POST /v1/auth/email-link/complete {token}: 200 Session | 400 expired or used link | 404 no_user (with
 * the e-mail) | 403 no_organisation.
 */
@Controller('v1/auth/email-link/complete')
@UseFilters(SignInRefusalFilter)
@UseInterceptors(SessionCookieInterceptor)
export class CompleteEmailLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiContract({ summary: 'Sign in with a mailed sign-in link', body: emailLinkCompleteBodySchema, responses: { 200: sessionSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  complete(@Body() body: unknown, @Req() request: Request): Promise<Session> {
    const { token } = validInput(emailLinkCompleteBodySchema, body);
    return this.commands.execute(new CompleteEmailLinkCommand(token, clientIp(request)));
  }
}
