import 'reflect-metadata';
import { type INestApplication, type LogLevel, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import type { Runtime } from './runtime/runtime';
import { SecurityHeaders } from './shared/http/security-headers';
import { serveWebApp } from './web/serve-web-app';

const LOG_LEVELS: Record<Runtime['config']['LOG_LEVEL'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Creates the HTTP application on a runtime; used by main and by the HTTP tests alike. */
export const createApp = async (runtime: Runtime, options: { logger?: boolean } = {}): Promise<INestApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
    logger: options.logger === false ? false : LOG_LEVELS[runtime.config.LOG_LEVEL],
  });
  app.disable('x-powered-by');
  // Before anything answers, the 404s and the static files included.
  app.use(app.get(SecurityHeaders).middleware());
  // ETags are entity revisions set by the handlers; Express's own body hashes would not parse as If-Match.
  app.set('etag', false);
  // An entity's ETag is its stream revision, for If-Match; a read model can change without it (a person's
  // subscription lives on the organisation stream), so API answers are never cached or revalidated.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/v1/') && !request.path.startsWith('/v2/')) return next();
    delete request.headers['if-none-match'];
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.useBodyParser('json', { limit: '1mb' });
  app.enableShutdownHooks();
  if (serveWebApp(app)) Logger.log('serving the web app', 'web');
  return app;
};
