import { Controller, Get, HttpException, HttpStatus, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, isSafeContinueUrl, type OidcProviderName, type OidcProvidersResponse, oidcProvidersResponseSchema, oidcStartQuerySchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import { clientIp, publicOrigin } from '../../../../shared/auth/public-url';
import { readCookie } from '../../../../shared/auth/session-cookie';
import { validInput } from '../../../../shared/http/valid-input';
import { isOidcProvider, oidcCookieName, oidcCookiePath, OidcError, OidcProviders } from '../../oidc/oidc-providers';
import { OidcCallbackCommand, type OidcCallbackResult } from './oidc-callback.command';

/**
 * GET /v1/auth/providers: the configured social providers.
 * GET /v1/auth/oidc/{provider}/start?continueUrl=: 302 to the provider (404 when unknown or not configured).
 * GET /v1/auth/oidc/{provider}/callback: 302 to /auth/complete?code=...&continueUrl=... or /auth/error?error=...
 */
@Controller('v1/auth')
export class OidcSignInController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(OidcProviders) private readonly providers: OidcProviders,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Public()
  @ApiContract({ summary: 'The sign-in providers configured on this server', responses: { 200: oidcProvidersResponseSchema } })
  @Get('providers')
  list(): OidcProvidersResponse {
    return { providers: this.providers.configured() };
  }

  @Public()
  @ApiContract({ summary: 'Start signing in with a provider (redirects to it)', query: oidcStartQuerySchema, responses: { 302: null } })
  @Get('oidc/:provider/start')
  async start(@Param('provider') provider: string, @Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    const known = this.known(provider);
    const { continueUrl } = validInput(oidcStartQuerySchema, { continueUrl: typeof query.continueUrl === 'string' ? query.continueUrl : undefined });
    try {
      const { location, sealed } = await this.providers.start(known, publicOrigin(this.runtime.config.PUBLIC_URL, request), continueUrl ?? null);
      response.cookie(oidcCookieName(known), sealed, { httpOnly: true, sameSite: 'lax', secure: request.secure, path: oidcCookiePath(known), maxAge: 600_000 });
      response.redirect(HttpStatus.FOUND, location);
    } catch (error) {
      if (!(error instanceof OidcError)) throw error;
      response.redirect(HttpStatus.FOUND, this.webPath('/auth/error', { error: error.message }));
    }
  }

  @Public()
  @ApiContract({ summary: "The provider's redirect back (redirects to the portal)", responses: { 302: null } })
  @Get('oidc/:provider/callback')
  async callback(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const known = this.known(provider);
    const callbackUrl = `${publicOrigin(this.runtime.config.PUBLIC_URL, request)}${request.originalUrl}`;
    const result = await this.commands.execute<OidcCallbackCommand, OidcCallbackResult>(
      new OidcCallbackCommand(known, callbackUrl, readCookie(request, oidcCookieName(known)), clientIp(request)),
    );
    response.clearCookie(oidcCookieName(known), { path: oidcCookiePath(known) });
    const location = result.ok
      ? this.webPath('/auth/complete', { code: result.code, ...(result.continueUrl && isSafeContinueUrl(result.continueUrl) ? { continueUrl: result.continueUrl } : {}) })
      : this.webPath('/auth/error', { error: result.error });
    response.redirect(HttpStatus.FOUND, location);
  }

  private known(provider: string): OidcProviderName {
    if (!isOidcProvider(provider)) throw new HttpException({ errorMessage: AUTH_MESSAGES.unknownProvider(provider), errors: [] }, HttpStatus.NOT_FOUND);
    if (!this.providers.isConfigured(provider)) throw new HttpException({ errorMessage: AUTH_MESSAGES.providerNotConfigured(provider), errors: [] }, HttpStatus.NOT_FOUND);
    return provider;
  }

  /** A web route: under PUBLIC_URL when set, else relative to wherever the browser reached the api. */
  private webPath(path: string, query: Record<string, string>): string {
    return `${this.runtime.config.PUBLIC_URL?.replace(/\/+$/, '') ?? ''}${path}?${new URLSearchParams(query).toString()}`;
  }
}
