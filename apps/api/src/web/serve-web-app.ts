import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';
import { cspNonce } from '../shared/http/security-headers';

/** Paths the api answers itself; everything else is the single-page app. */
const API_PREFIXES = ['/v1/', '/v2/', '/health', '/dev/', '/openapi.json', '/docs', '/c/', '/profyle-preview/'];

/** The built web app, wherever this module runs from (src in tests, dist in production). */
export const WEB_DIST = resolve(__dirname, '../../../web/dist');

/** The placeholder Vite writes into index.html (vite.config.ts `html.cspNonce`), replaced per answer. */
export const CSP_NONCE_PLACEHOLDER = '__PROFYLE_CSP_NONCE__';

let index: { path: string; html: string } | null = null;

/**
 * Answers the web app's index.html with this answer's CSP nonce in its tags and in the csp-nonce meta
 * tag the app hands to Emotion. False when there is no built web app.
 */
export const sendWebIndex = (response: Response, dist = WEB_DIST): boolean => {
  const path = join(dist, 'index.html');
  if (index?.path !== path) {
    if (!existsSync(path)) return false;
    index = { path, html: readFileSync(path, 'utf8') };
  }
  response.setHeader('Cache-Control', 'no-store');
  response.type('html').send(index.html.split(CSP_NONCE_PLACEHOLDER).join(cspNonce(response)));
  return true;
};

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * In embedded mode the api serves the built web app, with the SPA's index for every client route. The
 * api's own paths never look for a file: a static lookup is a file-system call per request.
 */
export const serveWebApp = (app: NestExpressApplication, dist = WEB_DIST): boolean => {
  if (!existsSync(join(dist, 'index.html'))) return false;
  const files = serveStatic(dist, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) return next();
    // A built file, else the index for a client route.
    files(request, response, (error?: unknown) => {
      if (error || request.method !== 'GET' || !sendWebIndex(response, dist)) next(error);
    });
  });
  return true;
};
