/**
 * What both CRM stand-ins share: a loopback HTTP server, the OAuth 2 authorization-code grant as the
 * providers document it (a consent page, single-use codes bound to the client and redirect URI,
 * expiring access tokens, long-lived refresh tokens), bearer checks, scripted faults for tests (429
 * with Retry-After, 5xx, an expired token), and the state kept in a JSON file when one is named, so an
 * `npm start` keeps its stand-in CRM across restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';

export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  /** Seconds an access token lives. */
  accessTokenTtlSeconds?: number;
  /** Keeps contacts, tokens and ids here (JSON); in memory only when absent. */
  file?: string;
  /** The port to listen on (loopback only); 0 picks a free one. */
  port?: number;
  now?: () => Date;
  /** Told of every API call answered with success, when it was answered (benchmarks time the sync by it). */
  onApiCall?: (call: { method: string; path: string; body: string; at: number }) => void;
}

/** A scripted answer for the next matching API calls: `times` calls get `status` (and the headers). */
export interface StandInFault {
  status: number;
  times?: number;
  headers?: Record<string, string>;
  /** Only calls whose path starts with this; every API call when absent. */
  path?: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  text: string;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as text/html instead of JSON. */
  html?: string;
}

interface TokenRecord {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

interface CodeRecord {
  code: string;
  redirectUri: string;
  expiresAt: number;
}

export interface OAuthState {
  tokens: TokenRecord[];
  codes: CodeRecord[];
  nextId: number;
}

const CODE_TTL_MS = 10 * 60 * 1000;

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

export const json = (status: number, body: unknown, headers?: Record<string, string>): StandInAnswer => ({ status, body, headers });

export abstract class OAuthStandIn<S extends OAuthState> {
  /** Every API call that reached the API (after authentication), for tests: method and path. */
  readonly calls: { method: string; path: string }[] = [];
  protected state: S;
  private server: Server | null = null;
  private faults: (StandInFault & { times: number })[] = [];
  private saveTimer: NodeJS.Timeout | null = null;
  private baseUrl = '';
  protected readonly now: () => Date;
  protected readonly accessTokenTtlSeconds: number;

  constructor(
    protected readonly options: StandInOptions,
    /** Shown on the consent and viewer pages: 'HubSpot', 'Pipedrive'. */
    protected readonly productName: string,
  ) {
    this.now = options.now ?? (() => new Date());
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 1800;
    this.state = this.load();
  }

  protected abstract emptyState(): S;
  /** The provider's token endpoint. */
  protected abstract readonly tokenPath: string;
  /** The provider's own answers: null when the path is not one of its API's. */
  protected abstract route(request: StandInRequest, bearer: string | null): StandInAnswer | null | Promise<StandInAnswer | null>;
  /** The token endpoint's answer for a grant, in the provider's words. */
  protected abstract tokenAnswer(record: TokenRecord): StandInAnswer;
  protected abstract tokenError(status: number, error: string, description: string): StandInAnswer;
  /** The client credentials of a token request (form fields or Basic auth, as the provider takes them). */
  protected abstract clientOf(request: StandInRequest, form: URLSearchParams): { clientId: string | null; clientSecret: string | null };
  /** Rows of the viewer page. */
  protected abstract viewerSections(): { title: string; columns: string[]; rows: string[][] }[];

  /** The base URL it listens on, once started. */
  get url(): string {
    return this.baseUrl;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.dispatch(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.options.port ?? 0, '127.0.0.1', resolve);
    });
    const { port } = this.server.address() as { port: number };
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
      this.saveNow();
    }
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next matching API calls answer with this fault (tests: 429, 5xx). */
  fail(fault: StandInFault): void {
    this.faults.push({ ...fault, times: fault.times ?? 1 });
  }

  /** The access and refresh tokens it holds (tests check that none reaches an answer, a log or a read model). */
  get issuedTokens(): readonly string[] {
    return this.state.tokens.flatMap((token) => [token.accessToken, token.refreshToken]);
  }

  /** Every access token issued so far stops working: the next call is answered 401. */
  expireAccessTokens(): void {
    for (const token of this.state.tokens) token.expiresAt = 0;
    this.changed();
  }

  /** Refresh tokens stop working too (the app was uninstalled in the CRM). */
  revokeAll(): void {
    this.state.tokens = [];
    this.changed();
  }

  protected nextId(): number {
    this.state.nextId += 1;
    this.changed();
    return this.state.nextId;
  }

  protected newToken(): TokenRecord {
    const record = { accessToken: `at-${randomBytes(18).toString('base64url')}`, refreshToken: `rt-${randomBytes(18).toString('base64url')}`, expiresAt: this.now().getTime() + this.accessTokenTtlSeconds * 1000 };
    this.state.tokens.push(record);
    this.changed();
    return record;
  }

  protected tokenByAccess(accessToken: string | null): TokenRecord | null {
    if (!accessToken) return null;
    const record = this.state.tokens.find((t) => t.accessToken === accessToken);
    return record && record.expiresAt > this.now().getTime() ? record : null;
  }

  /** Marks the state as changed; with a file it is written shortly after (and on stop). */
  protected changed(): void {
    if (!this.options.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.saveNow();
    }, 200);
  }

  private load(): S {
    const { file } = this.options;
    if (file && existsSync(file)) return { ...this.emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as S) };
    return this.emptyState();
  }

  private saveNow(): void {
    const { file } = this.options;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(this.state), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  private async dispatch(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: StandInAnswer;
    try {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: StandInRequest = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, text: await readBody(incoming) };
      answer = await this.answer(request);
    } catch (error) {
      answer = json(500, { message: `Stand-in failure: ${(error as Error).message}` });
    }
    const headers = { ...(answer.headers ?? {}) };
    if (answer.html !== undefined) {
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(answer.html);
      return;
    }
    if (answer.body === undefined) {
      response.writeHead(answer.status, headers);
      response.end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    response.end(JSON.stringify(answer.body));
  }

  private async answer(request: StandInRequest): Promise<StandInAnswer> {
    if (request.method === 'GET' && request.path === '/') return { status: 200, html: this.viewerPage() };
    if (request.path === '/oauth/authorize') return request.method === 'POST' ? this.decide(request) : this.consentPage(request);
    if (request.method === 'POST' && request.path === this.tokenPath) return this.token(request);
    const authorization = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null;
    const fault = this.faults.find((f) => !f.path || request.path.startsWith(f.path));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
      return json(fault.status, { status: 'error', message: `Stand-in fault: HTTP ${fault.status}` }, fault.headers);
    }
    const answer = await this.route(request, this.tokenByAccess(bearer) ? bearer : null);
    if (!answer) return json(404, { status: 'error', message: `No route for ${request.method} ${request.path}` });
    if (answer.status !== 401) this.calls.push({ method: request.method, path: request.path });
    if (answer.status < 300) this.options.onApiCall?.({ method: request.method, path: request.path, body: request.text, at: Date.now() });
    return answer;
  }

  private token(request: StandInRequest): StandInAnswer {
    const form = new URLSearchParams(request.text);
    const { clientId, clientSecret } = this.clientOf(request, form);
    if (clientId !== this.options.clientId || clientSecret !== this.options.clientSecret) return this.tokenError(401, 'invalid_client', 'Client authentication failed');
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = this.state.codes.find((c) => c.code === form.get('code'));
      if (!code || code.expiresAt <= this.now().getTime()) return this.tokenError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used');
      this.state.codes = this.state.codes.filter((c) => c !== code);
      this.changed();
      if (code.redirectUri !== form.get('redirect_uri')) return this.tokenError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
      return this.tokenAnswer(this.newToken());
    }
    if (grant === 'refresh_token') {
      const record = this.state.tokens.find((t) => t.refreshToken === form.get('refresh_token'));
      if (!record) return this.tokenError(400, 'invalid_grant', 'The refresh token is invalid or revoked');
      // A new access token for the same grant; earlier ones keep working until they expire, as the providers do.
      const renewed = { accessToken: `at-${randomBytes(18).toString('base64url')}`, refreshToken: record.refreshToken, expiresAt: this.now().getTime() + this.accessTokenTtlSeconds * 1000 };
      this.state.tokens = [...this.state.tokens.filter((t) => t.refreshToken !== record.refreshToken || t.expiresAt > this.now().getTime()), renewed];
      this.changed();
      return this.tokenAnswer(renewed);
    }
    return this.tokenError(400, 'unsupported_grant_type', `Unsupported grant_type: ${grant ?? ''}`);
  }

  private consentPage(request: StandInRequest): StandInAnswer {
    const clientId = request.query.get('client_id');
    const redirectUri = request.query.get('redirect_uri');
    if (clientId !== this.options.clientId || !redirectUri || !/^https?:\/\//.test(redirectUri)) {
      return { status: 400, html: this.page('Invalid request', `<p>Unknown client or a missing redirect_uri.</p>`) };
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request.query.get(name) ?? '')}">`)
      .join('');
    const scopes = (request.query.get('scope') ?? '').split(/\s+/).filter(Boolean);
    const body = `<p><strong>Profyle</strong> asks to connect to your ${escapeHtml(this.productName)} account (a local stand-in: no real account is used).</p>
${scopes.length ? `<p>It asks for: ${scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(', ')}</p>` : ''}
<form method="post" action="/oauth/authorize">${hidden}
<button type="submit" name="decision" value="allow">Connect app</button>
<button type="submit" name="decision" value="deny" class="secondary">Cancel</button>
</form>`;
    return { status: 200, html: this.page(`Connect Profyle to ${this.productName}`, body) };
  }

  private decide(request: StandInRequest): StandInAnswer {
    const form = new URLSearchParams(request.text);
    const redirectUri = form.get('redirect_uri') ?? '';
    if (form.get('client_id') !== this.options.clientId || !/^https?:\/\//.test(redirectUri)) return { status: 400, html: this.page('Invalid request', '<p>Unknown client.</p>') };
    const target = new URL(redirectUri);
    const state = form.get('state');
    if (form.get('decision') === 'allow') {
      const code = randomBytes(18).toString('base64url');
      this.state.codes.push({ code, redirectUri, expiresAt: this.now().getTime() + CODE_TTL_MS });
      this.changed();
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'user_denied');
    }
    if (state !== null) target.searchParams.set('state', state);
    return { status: 302, headers: { location: target.toString() } };
  }

  private viewerPage(): string {
    const sections = this.viewerSections()
      .map(
        ({ title, columns, rows }) => `<h2>${escapeHtml(title)} (${rows.length})</h2>
<table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('') || `<tr><td colspan="${columns.length}">None yet</td></tr>`}</tbody></table>`,
      )
      .join('\n');
    return this.page(`${this.productName} (local stand-in)`, `<p>What Profyle has sent to this stand-in ${escapeHtml(this.productName)}, newest first.</p>${sections}`);
  }

  protected page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:40px auto;padding:0 16px;color:#1d1d1f}
table{border-collapse:collapse;width:100%;margin-bottom:24px}th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;font-size:14px}
button{font-size:16px;padding:8px 18px;margin-right:8px;border-radius:6px;border:1px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b57d0}code{background:#f2f2f2;padding:1px 4px;border-radius:3px}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  }
}
