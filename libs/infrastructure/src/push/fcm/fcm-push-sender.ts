import { createSign } from 'node:crypto';
import { PushDeliveryError, type PushMessage, type PushSender, type SentPush } from '../push.port';

/** The fields of a Google service account key file this adapter uses. */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

export interface FcmPushSenderOptions {
  serviceAccount: FcmServiceAccount;
  /** https://fcm.googleapis.com unless a stand-in is used. */
  baseUrl: string;
  /** https://oauth2.googleapis.com/token unless a stand-in is used. */
  tokenUrl: string;
  timeoutMs?: number;
  now?: () => Date;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

interface FcmErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

/**
 * Firebase Cloud Messaging, HTTP v1 API: an OAuth 2.0 access token from the service account (a JWT
 * signed RS256 with its private key, exchanged with the jwt-bearer grant and kept until shortly before
 * it expires), then POST /v1/projects/{project}/messages:send with the message. Errors map to the port's
 * failures: UNREGISTERED or NOT_FOUND means the token is gone, INVALID_ARGUMENT a refused message,
 * 401/403 refused credentials (one fresh token is tried on a 401), 429 and 5xx a temporary outage.
 */
export class FcmPushSender implements PushSender {
  private accessToken: { value: string; expiresAt: number } | null = null;
  private readonly now: () => Date;
  private readonly timeoutMs: number;

  constructor(private readonly options: FcmPushSenderOptions) {
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: PushMessage): Promise<SentPush> {
    let response = await this.post(message, await this.token());
    if (response.status === 401) {
      this.accessToken = null;
      response = await this.post(message, await this.token());
    }
    const text = await response.text();
    if (response.ok) {
      const { name } = JSON.parse(text) as { name: string };
      return { id: name, ...message, data: message.data ?? {}, sentAt: this.now().toISOString() };
    }
    throw this.failure(response.status, text);
  }

  async close(): Promise<void> {}

  private post(message: PushMessage, token: string): Promise<Response> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(this.options.serviceAccount.project_id)}/messages:send`;
    const body = { message: { token: message.token, notification: { title: message.title, body: message.body }, ...(message.data && Object.keys(message.data).length ? { data: message.data } : {}) } };
    return this.fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  private async token(): Promise<string> {
    const now = this.now().getTime();
    if (this.accessToken && this.accessToken.expiresAt - 60_000 > now) return this.accessToken.value;
    const { client_email, private_key } = this.options.serviceAccount;
    const iat = Math.floor(now / 1000);
    const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ iss: client_email, scope: SCOPE, aud: this.options.tokenUrl, iat, exp: iat + 3600 }))}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(private_key);
    const response = await this.fetch(this.options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${unsigned}.${base64url(signature)}` }).toString(),
    });
    const text = await response.text();
    if (!response.ok) throw new PushDeliveryError(`FCM credentials refused (${response.status})`, response.status >= 500 ? 'unavailable' : 'auth');
    const { access_token, expires_in } = JSON.parse(text) as { access_token: string; expires_in: number };
    this.accessToken = { value: access_token, expiresAt: now + expires_in * 1000 };
    return access_token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PushDeliveryError(`FCM could not be reached: ${(error as Error).message}`, 'unavailable', error);
    }
  }

  private failure(status: number, text: string): PushDeliveryError {
    let body: FcmErrorBody = {};
    try {
      body = JSON.parse(text) as FcmErrorBody;
    } catch {
      // not JSON: the status says enough
    }
    const code = body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status ?? String(status);
    const message = `FCM refused the notification: ${body.error?.message ?? code}`;
    if (code === 'UNREGISTERED' || code === 'NOT_FOUND' || status === 404) return new PushDeliveryError(message, 'unregistered');
    if (code === 'INVALID_ARGUMENT' || status === 400) return new PushDeliveryError(message, 'invalid');
    if (status === 401 || status === 403) return new PushDeliveryError(message, 'auth');
    return new PushDeliveryError(message, 'unavailable');
  }
}
