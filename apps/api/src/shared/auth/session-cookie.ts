import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, type Session, SESSION_COOKIE_HEADER, SESSION_COOKIE_MODE } from '@profyle/contracts';

/**
 * The browser's session cookie: the refresh token lives in an HttpOnly cookie that scripts cannot read,
 * sent only to POST /v1/auth/refresh (Path), never on a cross-site request (SameSite=Strict), and only
 * over https when the portal is served over https (Secure). A browser client asks for it with the
 * session-cookie header on its sign-in calls; clients without the header keep the body's refresh token.
 */

/** Did the client ask for the cookie flow? */
export const wantsSessionCookie = (request: Request): boolean => request.get(SESSION_COOKIE_HEADER) === SESSION_COOKIE_MODE;

/** Served over https: directly, through a trusted proxy (X-Forwarded-Proto), or as the configured public URL says. */
const overHttps = (request: Request, publicUrl: string | undefined): boolean => request.secure || (publicUrl?.startsWith('https:') ?? false);

export const setRefreshCookie = (response: Response, request: Request, token: string, maxAgeSeconds: number, publicUrl: string | undefined): void => {
  response.cookie(REFRESH_COOKIE_NAME, token, { httpOnly: true, secure: overHttps(request, publicUrl), sameSite: 'strict', path: REFRESH_COOKIE_PATH, maxAge: maxAgeSeconds * 1000 });
};

export const clearRefreshCookie = (response: Response, request: Request, publicUrl: string | undefined): void => {
  response.clearCookie(REFRESH_COOKIE_NAME, { httpOnly: true, secure: overHttps(request, publicUrl), sameSite: 'strict', path: REFRESH_COOKIE_PATH });
};

/** A cookie of the request by name (Express has no cookie parser here, and this is the only cookie read). */
export const readCookie = (request: Request, name: string): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/**
 * Cross-site request forgery: the cookie is honoured only on a request that (1) carries the session-cookie
 * header, which a cross-site form or a no-cors fetch cannot send (and a CORS preflight is never granted),
 * (2) is not marked cross-site by the browser's fetch metadata (Sec-Fetch-Site), and (3) names no
 * foreign Origin. SameSite=Strict already keeps the cookie off cross-site requests; these hold even where
 * a browser ignores it.
 */
export const assertSameOriginCookieRequest = (request: Request, publicUrl: string | undefined): void => {
  const site = request.get('sec-fetch-site');
  const origin = request.get('origin');
  const ownOrigins = [publicUrl?.replace(/\/+$/, ''), `${request.protocol}://${request.get('host') ?? ''}`];
  const sameOrigin = site !== undefined ? site === 'same-origin' : origin === undefined || ownOrigins.includes(origin);
  if (!wantsSessionCookie(request) || !sameOrigin) throw new HttpException({ errorMessage: AUTH_MESSAGES.crossSiteRefused, errors: [] }, HttpStatus.FORBIDDEN);
};

/**
 * On the routes that answer a Session: in cookie mode the refresh token moves from the body into the
 * cookie, so no script ever sees it.
 */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    return next.handle().pipe(
      map((session: Session) => {
        if (!wantsSessionCookie(request) || !session?.refreshToken) return session;
        setRefreshCookie(response, request, session.refreshToken, this.runtime.config.REFRESH_TOKEN_TTL_DAYS * 86400, this.runtime.config.PUBLIC_URL);
        const { refreshToken: _kept, ...body } = session;
        return body;
      }),
    );
  }
}
