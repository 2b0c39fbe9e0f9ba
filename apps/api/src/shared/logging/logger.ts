import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from '../../config/config';

/**
 * The api's log: one JSON object per line (pino), or pretty lines for a person at a terminal. Every
 * request gets one line with its request id, organisation, actor (user id), route pattern, status and
 * duration. Nothing personal or secret is logged: no headers (Authorization, cookies), no bodies (passwords),
 * no query strings (sign-in tokens, search terms) and no raw paths (invite tokens); e-mails and tokens a
 * message or error happens to carry are masked by the `redact` paths and `scrub` below.
 */

export type LogFormat = 'json' | 'pretty';

/** Fields that may hold secrets or personal data, wherever a log call puts them. */
export const REDACTED_PATHS = [
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'authorization',
  'cookie',
  'email',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.authorization',
  '*.cookie',
  '*.email',
  'req.headers',
  'res.headers',
];

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Masks e-mail addresses and tokens in free text (messages, error texts). */
export const scrub = (text: string): string => text.replace(BEARER, 'Bearer [Redacted]').replace(JWT, '[Redacted]').replace(EMAIL, '[email]');

export const defaultLogFormat = (): LogFormat => (process.env.NODE_ENV !== 'production' && process.stdout.isTTY ? 'pretty' : 'json');

export const createLogger = (options: { level: Config['LOG_LEVEL']; format?: LogFormat; destination?: DestinationStream }): Logger => {
  const format = options.destination ? 'json' : (options.format ?? defaultLogFormat());
  const settings: pino.LoggerOptions = {
    level: options.level,
    base: { service: 'profyle-api' },
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: {
      // The message text itself is scrubbed: an error message may quote an e-mail or a token.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (format === 'pretty') return pino({ ...settings, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' } } });
  return pino(settings);
};

/** Nest's own messages (start-up, errors from the exception filter) through the same logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal', message: unknown, context: unknown[]) {
    const [last] = context.slice(-1);
    const name = typeof last === 'string' ? last : undefined;
    const extra = context.filter((item) => item !== last || name === undefined);
    const stack = extra.find((item): item is string => typeof item === 'string' && item.includes('\n    at '));
    if (message instanceof Error) this.logger[level]({ context: name, err: { type: message.name, message: scrub(message.message), stack: message.stack } }, scrub(message.message));
    else this.logger[level]({ context: name, ...(stack ? { stack } : {}) }, typeof message === 'string' ? message : JSON.stringify(message));
  }

  log(message: unknown, ...context: unknown[]) {
    this.write('info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.write('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, ...context: unknown[]) {
    this.write('fatal', message, context);
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

type LoggedRequest = IncomingMessage & {
  id?: string;
  route?: { path?: string };
  baseUrl?: string;
  params?: Record<string, string>;
  principal?: { userId?: string; organisationId?: string; superadmin?: boolean };
};

/** The route pattern Express matched (`/v1/enterprise/:orgId/people/:personId`), never the raw path. */
const routeOf = (request: LoggedRequest): string => (request.route?.path ? `${request.baseUrl ?? ''}${request.route.path}` : '(unmatched)');

const requestFields = (request: IncomingMessage, response: ServerResponse) => {
  const logged = request as LoggedRequest;
  return {
    route: routeOf(logged),
    status: response.statusCode,
    organisation: logged.params?.orgId ?? logged.principal?.organisationId,
    actor: logged.principal?.userId,
  };
};

/**
 * One log line per request, written when the response finishes: 5xx at error, 4xx at warn, the rest at
 * info. The request id comes from a well-formed `x-request-id` header or is made here, and is echoed back.
 */
export const requestLogging = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (request, response) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      response.setHeader('x-request-id', id);
      return id;
    },
    quietReqLogger: true,
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (request, response) => `${request.method} ${routeOf(request as LoggedRequest)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${routeOf(request as LoggedRequest)} ${response.statusCode}`,
    customAttributeKeys: { responseTime: 'durationMs', reqId: 'requestId' },
    // Only what an operator needs; headers, bodies, query strings and raw paths stay out.
    serializers: {
      req: (request: { method?: string }) => ({ method: request.method }),
      res: (response: { statusCode?: number }) => ({ status: response.statusCode }),
      err: (error: Error) => ({ type: error.name, message: scrub(error.message) }),
    },
    // Evaluated when the response finishes, once the route matched and the guard set the principal.
    customSuccessObject: (request: IncomingMessage, response: ServerResponse, value: Record<string, unknown>) => ({ ...value, ...requestFields(request, response) }),
    customErrorObject: (request: IncomingMessage, response: ServerResponse, _error: Error, value: Record<string, unknown>) => ({ ...value, ...requestFields(request, response) }),
  });
