import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, UseFilters, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import {
  type EmailLinkResponse,
  emailLinkResponseSchema,
  type Session,
  sessionSchema,
  signUpEmailLinkBodySchema,
  signUpEmailLinkCompleteBodySchema,
  signUpPasswordBodySchema,
  signUpSessionCodeBodySchema,
} from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { SessionCookieInterceptor } from '../../../../shared/auth/session-cookie';
import { SignInRefusalFilter } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SignUps } from '../../services/sign-ups';

/**
 * Signing up for a trial (spec 000 "Register"): 409 'A user account with this email already exists.
 * Please sign in.' for an address a user holds; otherwise a registering user and their session.
 * - POST /v1/auth/sign-up/email-link {email} -> 200 {email}: the sign-up link is mailed (429 past the address's link limit).
 * - POST /v1/auth/sign-up/email-link/complete {token, attribution?} -> 200 Session.
 * - POST /v1/auth/sign-up/password {email, password, attribution?} -> 200 Session ('The password provided is too weak').
 * - POST /v1/auth/sign-up/session-code {code, attribution?} -> 200 Session: a provider's sign-up.
 */
@Controller('v1/auth/sign-up')
@UseFilters(SignInRefusalFilter)
export class SignUpController {
  constructor(
    @Inject(SignUps) private readonly signUps: SignUps,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'Mail a trial sign-up link', body: signUpEmailLinkBodySchema, responses: { 200: emailLinkResponseSchema } })
  @Post('email-link')
  @HttpCode(HttpStatus.OK)
  requestLink(@Body() body: unknown, @Req() request: Request): Promise<EmailLinkResponse> {
    const { email } = validInput(signUpEmailLinkBodySchema, body);
    return this.signUps.requestLink(email, publicOrigin(this.runtime.config.PUBLIC_URL, request), clientIp(request));
  }

  @Public()
  @ApiContract({ summary: 'Sign up for a trial with a mailed sign-up link', body: signUpEmailLinkCompleteBodySchema, responses: { 200: sessionSchema } })
  @UseInterceptors(SessionCookieInterceptor)
  @Post('email-link/complete')
  @HttpCode(HttpStatus.OK)
  completeLink(@Body() body: unknown, @Req() request: Request): Promise<Session> {
    const { token, attribution } = validInput(signUpEmailLinkCompleteBodySchema, body);
    return this.signUps.completeLink(token, attribution, clientIp(request));
  }

  @Public()
  @ApiContract({ summary: 'Sign up for a trial with a password', body: signUpPasswordBodySchema, responses: { 200: sessionSchema } })
  @UseInterceptors(SessionCookieInterceptor)
  @Post('password')
  @HttpCode(HttpStatus.OK)
  withPassword(@Body() body: unknown): Promise<Session> {
    const { email, password, attribution } = validInput(signUpPasswordBodySchema, body);
    return this.signUps.withPassword(email, password, attribution);
  }

  @Public()
  @ApiContract({ summary: 'Sign up for a trial with the one-time code of a provider’s callback', body: signUpSessionCodeBodySchema, responses: { 200: sessionSchema } })
  @UseInterceptors(SessionCookieInterceptor)
  @Post('session-code')
  @HttpCode(HttpStatus.OK)
  withProvider(@Body() body: unknown, @Req() request: Request): Promise<Session> {
    const { code, attribution } = validInput(signUpSessionCodeBodySchema, body);
    return this.signUps.completeProvider(code, attribution, clientIp(request));
  }
}
