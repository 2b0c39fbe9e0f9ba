import 'reflect-metadata';
import { dirname } from 'node:path';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { DestinationStream } from 'pino';
import { REQUEST_BODY_LIMIT_BYTES } from '@profyle/contracts';
import { AppModule } from './app.module';
import { API_REFERENCE_ASSETS } from './modules/api-reference/api-reference.controller';
import type { Runtime } from './runtime/runtime';
import { answerUnparsableRequest, bodyParserErrors } from './shared/http/error.filter';
import { SecurityHeaders } from './shared/http/security-headers';
import { createLogger, type LogFormat, PinoNestLogger, requestLogging } from './shared/logging/logger';
import { serveWebApp } from './web/serve-web-app';

export interface AppOptions {
  /** false: no log at all (the HTTP suites). */
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  logFormat?: LogFormat;
}

/**
 * Creates the HTTP application on a runtime; used by main and by the HTTP tests alike. Logs are pino
 * (see shared/logging): Nest's messages and one line per request, at LOG_LEVEL.
 */
export const createApp = async (runtime: Runtime, options: AppOptions = {}): Promise<INestApplication> => {
  const logger = options.logger === false && !options.logDestination ? null : createLogger({ level: runtime.config.LOG_LEVEL, format: options.logFormat, destination: options.logDestination });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
    logger: logger ? new PinoNestLogger(logger) : false,
    // Kept beside the parsed body: a payment provider's webhook signature is over the bytes it sent.
    rawBody: true,
  });
  if (logger) app.use(requestLogging(logger));
  app.disable('x-powered-by');
  app.getHttpServer().on('clientError', answerUnparsableRequest);
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
  app.useBodyParser('json', { limit: REQUEST_BODY_LIMIT_BYTES });
  app.use(bodyParserErrors);
  // After the body parser: everything a request's handler appends is collected in one scope (read-your-writes).
  app.use((_request: Request, _response: Response, next: NextFunction) => runtime.readYourWrites.scope(next));
  app.enableShutdownHooks();
  // The API reference page's files (Swagger UI), from this server: the page loads nothing from elsewhere.
  app.useStaticAssets(dirname(require.resolve('swagger-ui-dist/package.json')), { prefix: API_REFERENCE_ASSETS, index: false, maxAge: '1h' });
  if (serveWebApp(app)) Logger.log('serving the web app', 'web');
  return app;
};
