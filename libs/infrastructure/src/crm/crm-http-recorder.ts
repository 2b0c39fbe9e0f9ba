/**
 * Collects the HTTP exchanges of one CRM operation for the integration's log, with every secret in play
 * (tokens, codes, the client secret) replaced by `[redacted]` wherever it appears: URL, headers, bodies.
 * Secrets are known by value, so a token echoed in an error message or a path is caught too; fields
 * named like secrets are redacted whatever their value.
 */
import { STATUS_CODES } from 'node:http';
import { type IntegrationLogMessage, integrationLogMessage, integrationLogPart, WEBHOOK_LOG_BODY_LIMIT } from '@profyle/contracts';

/** `message` (`HTTP 201 Created`, or why no answer came) and the same as data (`messageParts`). */
export interface CrmExchange extends IntegrationLogMessage {
  method: string;
  url: string;
  request: { headers: Record<string, string>; body: string };
  response: { status: number; headers: Record<string, string>; body: string; truncated: boolean } | null;
  /** Status code, 0 when no answer came. */
  code: number;
  isOk: boolean;
  at: Date;
}

export const REDACTED = '[redacted]';
const SECRET_FIELD = /^(access_token|refresh_token|id_token|client_secret|code|password|token|api_token)$/i;
const SECRET_HEADER = /^(authorization|cookie|set-cookie|x-api-key|api-token)$/i;

const truncate = (text: string): { body: string; truncated: boolean } =>
  Buffer.byteLength(text, 'utf8') > WEBHOOK_LOG_BODY_LIMIT ? { body: Buffer.from(text, 'utf8').subarray(0, WEBHOOK_LOG_BODY_LIMIT).toString('utf8'), truncated: true } : { body: text, truncated: false };

/** Header names may contain `.` or start with `$`, which document stores read as paths or operators. */
const storableName = (name: string): string => name.toLowerCase().replace(/\./g, '_').replace(/^\$/, '_');

export class CrmHttpRecorder {
  readonly exchanges: CrmExchange[] = [];
  private readonly secrets = new Set<string>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  /** Values never to be written down (short ones are ignored: they could match ordinary text). */
  secret(...values: (string | null | undefined)[]): this {
    for (const value of values) if (value && value.length >= 8) this.secrets.add(value);
    return this;
  }

  record(exchange: { method: string; url: string; requestHeaders: Record<string, unknown>; requestBody: string; status: number | null; responseHeaders?: Record<string, unknown>; responseBody?: string; error?: string }): CrmExchange {
    const status = exchange.status ?? 0;
    const response =
      exchange.status === null
        ? null
        : { status, headers: this.headers(exchange.responseHeaders ?? {}), ...truncate(this.body(exchange.responseBody ?? '')) };
    const reason = STATUS_CODES[status] ?? '';
    const entry: CrmExchange = {
      method: exchange.method.toUpperCase(),
      url: this.text(exchange.url),
      request: { headers: this.headers(exchange.requestHeaders), body: truncate(this.body(exchange.requestBody)).body },
      response,
      code: status,
      isOk: status >= 200 && status <= 299,
      ...integrationLogMessage([
        exchange.status === null
          ? exchange.error
            ? integrationLogPart('requestFailed', { error: this.text(exchange.error) })
            : integrationLogPart('requestFailedNoResponse')
          : integrationLogPart(reason ? 'httpStatusReason' : 'httpStatus', { status, reason }),
      ]),
      at: this.clock(),
    };
    this.exchanges.push(entry);
    return entry;
  }

  /** The latest exchange, the one a failure is about. */
  get last(): CrmExchange | undefined {
    return this.exchanges[this.exchanges.length - 1];
  }

  private text(value: string): string {
    let text = value;
    for (const secret of this.secrets) text = text.split(secret).join(REDACTED);
    return text;
  }

  private headers(headers: Record<string, unknown>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(headers)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => [storableName(name), SECRET_HEADER.test(name) ? this.maskHeader(String(value)) : this.text(Array.isArray(value) ? value.join(', ') : String(value))]),
    );
  }

  /** Keeps the scheme (Bearer, Basic) so the log still says how the call authenticated. */
  private maskHeader(value: string): string {
    const scheme = /^(\w+)\s/.exec(value)?.[1];
    return scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }

  /** JSON and form bodies get their secret-named fields redacted; anything else only known values. */
  private body(text: string): string {
    const trimmed = text.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        return this.text(JSON.stringify(this.redactJson(JSON.parse(trimmed))));
      } catch {
        return this.text(text);
      }
    }
    if (/^[\w.%-]+=[^&]*(&[\w.%-]+=[^&]*)*$/.test(trimmed)) {
      const form = new URLSearchParams(trimmed);
      for (const key of [...form.keys()]) if (SECRET_FIELD.test(key)) form.set(key, REDACTED);
      return this.text(form.toString());
    }
    return this.text(text);
  }

  private redactJson(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.redactJson(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) && typeof item === 'string' ? REDACTED : this.redactJson(item)]));
    }
    return value;
  }
}
