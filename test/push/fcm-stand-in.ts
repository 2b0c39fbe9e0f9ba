/**
 * A local stand-in for Firebase Cloud Messaging's HTTP v1 API, speaking its documented protocol so the
 * real adapter is tested end to end without an account: the OAuth 2.0 token endpoint (jwt-bearer grant;
 * the assertion's RS256 signature is verified with the service account's public key, and its iss, aud,
 * scope and expiry are checked) and POST /v1/projects/{project}/messages:send (bearer token checked,
 * message validated, errors in FCM's shape: UNREGISTERED for tokens starting "unregistered").
 */
import { createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FcmServiceAccount } from '@profyle/infrastructure';

export interface FcmStandIn {
  baseUrl: string;
  tokenUrl: string;
  serviceAccount: FcmServiceAccount;
  /** Messages accepted, oldest first, as sent. */
  received: { message: { token: string; notification: { title: string; body: string }; data?: Record<string, string> } }[];
  /** Access tokens issued so far. */
  tokensIssued(): number;
  /** Makes every issued token invalid (as if it expired), to test the refresh. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
const fcmError = (code: number, status: string, message: string, errorCode?: string) => ({
  error: { code, message, status, ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}) },
});

export const startFcmStandIn = async (projectId = 'profyle-test'): Promise<FcmStandIn> => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount: FcmServiceAccount = { project_id: projectId, client_email: `push@${projectId}.iam.example`, private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
  const verifierKey = publicKey;
  const valid = new Set<string>();
  let issued = 0;
  const received: FcmStandIn['received'] = [];
  let tokenUrl = '';

  const server: Server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(body);
      const assertion = form.get('assertion') ?? '';
      const [header, claims, signature] = assertion.split('.');
      const signedOk = Boolean(signature) && createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(verifierKey, Buffer.from(signature, 'base64url'));
      const payload = signedOk ? (JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>) : {};
      const now = Math.floor(Date.now() / 1000);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !signedOk || payload.iss !== serviceAccount.client_email || payload.aud !== tokenUrl || payload.scope !== SCOPE || typeof payload.exp !== 'number' || payload.exp < now) {
        reply(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        return;
      }
      const token = `ya29.${randomUUID()}`;
      valid.add(token);
      issued += 1;
      reply(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      return;
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '');
    if (request.method === 'POST' && send) {
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!valid.has(bearer)) return reply(401, fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      if (send[1] !== projectId) return reply(403, fcmError(403, 'PERMISSION_DENIED', 'Permission denied.'));
      let parsed: FcmStandIn['received'][number];
      try {
        parsed = JSON.parse(body);
      } catch {
        return reply(400, fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
      }
      const message = parsed?.message;
      if (!message || typeof message.token !== 'string' || !message.token || typeof message.notification?.title !== 'string' || typeof message.notification?.body !== 'string') {
        return reply(400, fcmError(400, 'INVALID_ARGUMENT', 'The message is not valid.', 'INVALID_ARGUMENT'));
      }
      if (message.token.startsWith('unregistered')) return reply(404, fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
      received.push(parsed);
      return reply(200, { name: `projects/${projectId}/messages/${randomUUID()}` });
    }
    reply(404, fcmError(404, 'NOT_FOUND', 'Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  tokenUrl = `${baseUrl}/token`;
  return {
    baseUrl,
    tokenUrl,
    serviceAccount,
    received,
    tokensIssued: () => issued,
    revokeTokens: () => valid.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
