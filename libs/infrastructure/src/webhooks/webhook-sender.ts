/**
 * The HTTP delivery adapter: one signed POST of one message to one URL, with the URL guard checked
 * first and the connection pinned to the addresses it approved. Never throws for the receiver's
 * sake: every outcome (2xx, other status, refused URL, network error, timeout) is a WebhookAttempt.
 * Redirects are not followed: a 3xx is a failed attempt, so a redirect cannot lead inside the network.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, STATUS_CODES } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type IntegrationLogMessage, integrationLogMessage, type IntegrationLogPart, integrationLogPart, WEBHOOK_LOG_BODY_LIMIT } from '@profyle/contracts';
import { webhookHeaders } from './standard-webhooks';
import type { ResolvedAddress, UrlCheck, WebhookUrlGuard } from './webhook-url-guard';

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 15_000;

export interface OutgoingWebhook {
  url: string;
  secret: string;
  /** `webhook-id`: the CloudEvent id, or a fresh `msg_` id for a test; the same on every retry. */
  messageId: string;
  /** The exact JSON text that is signed and sent. */
  body: string;
  /** When the attempt is made: `webhook-timestamp`. */
  at: Date;
}

/** `message` and `messageParts`: what happened, in English and as data (the log entry's words). */
export interface WebhookAttempt extends IntegrationLogMessage {
  request: { method: 'POST'; url: string; headers: Record<string, string>; body: string };
  response: { status: number; headers: Record<string, string>; body: string; truncated: boolean } | null;
  /** Response status, 0 when none came. */
  code: number;
  isOk: boolean;
  /** What refused the URL before any request was made. */
  refused?: UrlCheck & { ok: false };
  timedOut: boolean;
  /** The raw Retry-After header of the response, if any. */
  retryAfter?: string;
}

export interface WebhookSenderOptions {
  guard: WebhookUrlGuard;
  /** The whole exchange (connect, send, response headers and body) must finish within this. */
  timeoutMs?: number;
  userAgent?: string;
}

/** Header names may contain `.` or start with `$`, which document stores read as paths or operators. */
const storableName = (name: string): string => name.replace(/\./g, '_').replace(/^\$/, '_');

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[storableName(name), Array.isArray(value) ? value.join(', ') : value]])),
  );

/** net.connect's lookup, answering only with addresses the guard approved. */
const pinnedLookup = (addresses: ResolvedAddress[]): LookupFunction =>
  ((_hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
    const family = options?.family === 4 || options?.family === 6 ? options.family : 0;
    const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
    if (usable.length === 0) return callback(Object.assign(new Error('No approved address for this family'), { code: 'ENOTFOUND' }));
    if (options?.all) return callback(null, usable);
    return callback(null, usable[0].address, usable[0].family);
  }) as LookupFunction;

export class WebhookSender {
  readonly timeoutMs: number;
  private readonly userAgent: string;

  constructor(private readonly options: WebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
    this.userAgent = options.userAgent ?? 'Profyle-Webhooks/1.0';
  }

  async send(message: OutgoingWebhook): Promise<WebhookAttempt> {
    const headers = {
      'content-type': 'application/json',
      'user-agent': this.userAgent,
      ...webhookHeaders(message.secret, message.messageId, message.at, message.body),
    };
    const request = { method: 'POST' as const, url: message.url, headers, body: message.body };
    const check = await this.options.guard.check(message.url);
    if (!check.ok) return { request, response: null, code: 0, isOk: false, ...integrationLogMessage([integrationLogPart('notSent', { message: check.message })]), refused: check, timedOut: false };
    return this.post(check, request);
  }

  private post(check: UrlCheck & { ok: true }, request: WebhookAttempt['request']): Promise<WebhookAttempt> {
    const { url } = check;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = Buffer.from(request.body, 'utf8');
    return new Promise<WebhookAttempt>((resolve) => {
      let settled = false;
      const finish = (attempt: Omit<WebhookAttempt, 'request'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ request, ...attempt });
      };
      const failed = (part: IntegrationLogPart, timedOut = false) => finish({ response: null, code: 0, isOk: false, ...integrationLogMessage([part]), timedOut });

      const outgoing = send({
        protocol: url.protocol,
        host: check.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        auth: url.username || url.password ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
        headers: { ...request.headers, 'content-length': String(body.length) },
        lookup: pinnedLookup(check.addresses),
        agent: false,
      });
      // Declared before any listener is attached, so finish() always has a timer to clear.
      const timer = setTimeout(() => {
        failed(integrationLogPart('noResponseWithin', { seconds: this.timeoutMs / 1000 }), true);
        outgoing.destroy();
      }, this.timeoutMs);

      outgoing.on('error', (error: NodeJS.ErrnoException) => failed(integrationLogPart('requestFailed', { error: error.code ?? error.message })));
      outgoing.on('response', (response: IncomingMessage) => this.readResponse(response, finish, failed));
      outgoing.end(body);
    });
  }

  /** Keeps at most WEBHOOK_LOG_BODY_LIMIT bytes of the body; the rest is not waited for. */
  private readResponse(response: IncomingMessage, finish: (attempt: Omit<WebhookAttempt, 'request'>) => void, failed: (part: IntegrationLogPart) => void): void {
    const status = response.statusCode ?? 0;
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    const done = () => {
      const isOk = status >= 200 && status <= 299;
      const reason = response.statusMessage || STATUS_CODES[status] || '';
      const redirect = status >= 300 && status <= 399;
      const retryAfter = response.headers['retry-after'];
      finish({
        response: { status, headers: flatHeaders(response.headers), body: Buffer.concat(chunks).toString('utf8'), truncated },
        code: status,
        isOk,
        ...integrationLogMessage([integrationLogPart(redirect ? (reason ? 'httpRedirectReason' : 'httpRedirect') : reason ? 'httpStatusReason' : 'httpStatus', { status, reason })]),
        timedOut: false,
        ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      });
    };
    response.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = WEBHOOK_LOG_BODY_LIMIT - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        truncated = true;
        done();
        response.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    response.on('end', done);
    response.on('error', (error: NodeJS.ErrnoException) => failed(integrationLogPart('responseFailed', { error: error.code ?? error.message })));
  }
}
