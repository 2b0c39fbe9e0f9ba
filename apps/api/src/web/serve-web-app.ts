import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** Paths the api answers itself; everything else is the single-page app. */
const API_PREFIXES = ['/v1/', '/v2/', '/health', '/dev/', '/c/', '/profyle-preview/'];

/** In embedded mode the api serves the built web app, with the SPA's index for every client route. */
export const serveWebApp = (app: NestExpressApplication, dist = resolve(__dirname, '../../../web/dist')): boolean => {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(dist, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || API_PREFIXES.some((p) => request.path.startsWith(p))) return next();
    response.sendFile(index);
  });
  return true;
};
