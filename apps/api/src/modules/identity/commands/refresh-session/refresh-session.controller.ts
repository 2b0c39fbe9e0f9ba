import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { cookieRefreshBodySchema, REFRESH_COOKIE_NAME, refreshBodySchema, refreshRequestBodySchema, type Session, sessionSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { assertSameOriginCookieRequest, clearRefreshCookie, readCookie, SessionCookieInterceptor, wantsSessionCookie } from '../../../../shared/auth/session-cookie';
import { SignInRefusal } from '../../../../shared/auth/sign-in-refusal';
import { validInput } from '../../../../shared/http/valid-input';
import { RefreshSessionCommand } from './refresh-session.command';

/**
 * POST /v1/auth/refresh {refreshToken}: a new Session with a rotated refresh token (the old one is spent;
 * presenting it again revokes the session). 401 when the session is over: the web signs out.
 *
 * Cookie mode (the session-cookie header): the refresh token comes from the HttpOnly cookie and the new
 * one goes back into it; only a same-origin request may use it (403 otherwise), and a refusal clears it.
 */
@Controller('v1/auth/refresh')
@UseInterceptors(SessionCookieInterceptor)
export class RefreshSessionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'Rotate the refresh token for a new access token (body token, or the cookie with the session header)', body: refreshRequestBodySchema, responses: { 200: sessionSchema } })
  @Post()
  @HttpCode(HttpStatus.OK)
  async refresh(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<Session> {
    if (!wantsSessionCookie(request)) return this.commands.execute(new RefreshSessionCommand(validInput(refreshBodySchema, body).refreshToken));
    validInput(cookieRefreshBodySchema, body);
    assertSameOriginCookieRequest(request, this.runtime.config.PUBLIC_URL);
    const presented = readCookie(request, REFRESH_COOKIE_NAME);
    try {
      if (!presented) throw SignInRefusal.sessionExpired();
      return await this.commands.execute(new RefreshSessionCommand(presented));
    } catch (error) {
      clearRefreshCookie(response, request, this.runtime.config.PUBLIC_URL);
      throw error;
    }
  }
}
