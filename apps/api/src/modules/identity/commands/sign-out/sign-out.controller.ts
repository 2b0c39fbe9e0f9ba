import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { signOutBodySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { bearerToken, Public } from '../../../../shared/auth/auth.guard';
import { clearRefreshCookie } from '../../../../shared/auth/session-cookie';
import { TokenService } from '../../../../shared/auth/token.service';
import { validInput } from '../../../../shared/http/valid-input';
import { SignOutCommand } from './sign-out.command';

/**
 * POST /v1/auth/sign-out {refreshToken?} (bearer optional): 204. The session of the refresh token, and the
 * session the bearer access token was issued for, end: their refresh tokens and access tokens stop
 * working on the next request, and the browser's refresh cookie is expired. Public, because a client
 * whose access token has run out must still be able to sign out with its refresh token.
 */
@Controller('v1/auth/sign-out')
export class SignOutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'Sign out: end the session of the refresh token and of the bearer access token', body: signOutBodySchema, responses: { 204: null } })
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const { refreshToken } = validInput(signOutBodySchema, body);
    const bearer = bearerToken(request);
    const claims = bearer ? await this.tokens.verify(bearer) : null;
    await this.commands.execute(new SignOutCommand(refreshToken ?? null, claims && { userId: claims.userId, sessionId: claims.sessionId }));
    // The browser's refresh cookie goes too (the cookie is never sent here, but a response may expire it).
    clearRefreshCookie(response, request, this.runtime.config.PUBLIC_URL);
  }
}
