import { randomBytes } from 'node:crypto';
import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Observable } from 'rxjs';

/**
 * Security headers on every answer, by helmet: a Content-Security-Policy per kind of page, framing
 * refused (frame-ancestors and X-Frame-Options), X-Content-Type-Options nosniff, Referrer-Policy
 * no-referrer (sign-in and invite links carry their token in the URL), Cross-Origin-Opener-Policy and
 * Cross-Origin-Resource-Policy same-origin, and HSTS plus upgrade-insecure-requests only when the portal
 * is served over https (on plain http, as in embedded mode on 127.0.0.1, they would break it).
 *
 * Each page policy is a named set of CSP directives. Every answer that needs a nonce gets a fresh one
 * (`cspNonce(res)`, made on first use, so JSON answers, which allow nothing inline, spend no randomness);
 * the portal's index.html carries it (Vite's `html.cspNonce` placeholder, filled in by serve-web-app) and
 * the web app gives it to Emotion, whose <style> elements are then allowed without 'unsafe-inline'.
 *
 * A page with other needs declares its policy next to its controller with `@PagePolicy(...)`:
 * `PUBLIC_PROFYLE_PAGE` is the policy for the public Profyle pages, which the portal itself may frame
 * (its previews) but no other site may.
 */
export interface PageSecurityPolicy {
  name: string;
  /** Directives other than the ones every policy shares (see `shared` below). */
  directives: Record<string, string[]>;
  /** 'none': never framed; 'self': framed only by the portal's own pages. */
  frameAncestors: 'none' | 'self';
}

type Directive = string | ((request: Request, response: Response) => string);

/** The answer's nonce, made on first use and the same for its header and its HTML. */
export const cspNonce = (response: Response): string => ((response.locals.cspNonce as string | undefined) ??= randomBytes(16).toString('base64'));
const nonceSource: Directive = (_request, response) => `'nonce-${cspNonce(response)}'`;

/** The portal: its own scripts and the nonce'd Emotion styles; pictures of people may live anywhere over https. */
export const PORTAL_PAGE: PageSecurityPolicy = {
  name: 'portal',
  directives: {
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  },
  frameAncestors: 'none',
};

/**
 * The public Profyle page (built by its own module): the portal previews it in an iframe, so it may be
 * framed by the portal's origin and by nothing else. Its inline styles use the nonce.
 */
export const PUBLIC_PROFYLE_PAGE: PageSecurityPolicy = {
  name: 'public-profyle',
  directives: {
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // Video blocks: the YouTube (no-cookie) and Vimeo players, and video files over https.
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'media-src': ["'self'", 'https:'],
  },
  frameAncestors: 'self',
};

/** The public Profyle of an organisation with a GA4 id: Google's tag may load and send to Google Analytics. */
export const PUBLIC_PROFYLE_PAGE_WITH_ANALYTICS: PageSecurityPolicy = {
  name: 'public-profyle-analytics',
  directives: {
    ...PUBLIC_PROFYLE_PAGE.directives,
    'script-src': ["'self'", 'https://www.googletagmanager.com'],
    'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  frameAncestors: 'self',
};

/** JSON answers (the api, health, OpenAPI): nothing may load or run in them, nothing may frame them. */
export const API_ANSWER: PageSecurityPolicy = { name: 'api', directives: { 'default-src': ["'none'"] }, frameAncestors: 'none' };

/**
 * The API reference at /docs (Swagger UI, served from this server): its bundle sets style attributes
 * in its markup (syntax highlighting, layout), which CSP can allow only as 'unsafe-inline' for styles;
 * scripts stay 'self' only. The page holds no session and reads only /openapi.json.
 */
export const API_REFERENCE_PAGE: PageSecurityPolicy = {
  name: 'api-reference',
  directives: {
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  },
  frameAncestors: 'none',
};

/** Where the api itself answers (not the web app's pages). */
const API_PATHS = ['/v1/', '/v2/', '/health', '/openapi.json'];
const isApiPath = (path: string): boolean => API_PATHS.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

const helmetFor = (policy: PageSecurityPolicy, https: boolean) => {
  const directives: Record<string, Directive[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [policy.frameAncestors === 'none' ? "'none'" : "'self'"],
    ...policy.directives,
  };
  for (const name of ['script-src', 'style-src']) if (directives[name] && !directives[name].includes("'unsafe-inline'")) directives[name] = [...directives[name], nonceSource];
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, ...(https ? { 'upgrade-insecure-requests': [] } : {}) } },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: policy.frameAncestors === 'none' ? 'deny' : 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
};

type Middleware = (request: Request, response: Response, next: NextFunction) => void;

/** Served over https: directly, through a trusted proxy (X-Forwarded-Proto), or as PUBLIC_URL says. */
export const servedOverHttps = (request: Request, publicUrl: string | undefined): boolean => request.secure || (publicUrl?.startsWith('https:') ?? false);

/** A policy with more sources for some of its directives (each source once). */
export const withSources = (policy: PageSecurityPolicy, sources: Record<string, string[]>): PageSecurityPolicy => {
  const directives = { ...policy.directives };
  for (const [name, extra] of Object.entries(sources)) directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...extra])];
  return { ...policy, directives };
};

/**
 * The portal's maps load tiles from MAP_TILE_URL: its origin joins img-src (https origins already may;
 * a loopback tile server in development and tests over http needs naming). `{s}` subdomains become a
 * wildcard.
 */
export const withMapTiles = (sources: Record<string, string[]>, tileUrl: string): Record<string, string[]> => {
  const origin = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace('{s}', 'tiles'))?.[1];
  if (!origin || origin.startsWith('https:')) return sources;
  const host = tileUrl.includes('{s}.') ? origin.replace(/\/\/tiles\./, '//*.') : origin;
  return { ...sources, 'img-src': [...(sources['img-src'] ?? []), host] };
};

/**
 * The helmet middleware of each policy, over http and over https, made once. `portalSources` are what
 * the configured adapters need the portal's pages to load beyond the portal itself (e.g. Stripe.js and
 * its frames when PAYMENTS=stripe).
 */
export class SecurityHeaders {
  private readonly cache = new Map<string, Middleware>();
  private readonly portal: PageSecurityPolicy;

  constructor(
    private readonly publicUrl: string | undefined,
    portalSources: Record<string, string[]> = {},
  ) {
    this.portal = withSources(PORTAL_PAGE, portalSources);
  }

  /** Applies a policy's headers to an answer (replacing the ones already set). */
  apply(policy: PageSecurityPolicy, request: Request, response: Response): void {
    const https = servedOverHttps(request, this.publicUrl);
    const key = `${policy.name}:${https}`;
    let middleware = this.cache.get(key);
    if (!middleware) this.cache.set(key, (middleware = helmetFor(policy, https) as Middleware));
    middleware(request, response, () => undefined);
  }

  /** App-wide: the api policy for api paths, the portal policy for the rest. */
  middleware(): Middleware {
    return (request, response, next) => {
      this.apply(request.path === '/docs' || request.path.startsWith('/docs/') ? API_REFERENCE_PAGE : isApiPath(request.path) ? API_ANSWER : this.portal, request, response);
      next();
    };
  }
}

const PAGE_POLICY = 'profyle:page-policy';

@Injectable()
class PagePolicyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly headers: SecurityHeaders,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = this.reflector.getAllAndOverride<PageSecurityPolicy | undefined>(PAGE_POLICY, [context.getHandler(), context.getClass()]);
    if (policy) this.headers.apply(policy, context.switchToHttp().getRequest<Request>(), context.switchToHttp().getResponse<Response>());
    return next.handle();
  }
}

/**
 * The page policy of a controller or route that is not the portal, e.g. the public Profyle page:
 * `@PagePolicy(PUBLIC_PROFYLE_PAGE)`. Its HTML puts `nonce="${cspNonce(response)}"` on its inline
 * <style> and <script> elements.
 */
export const PagePolicy = (policy: PageSecurityPolicy) => applyDecorators(SetMetadata(PAGE_POLICY, policy), UseInterceptors(PagePolicyInterceptor));
