/**
 * A local OpenID Connect provider for the sign-in tests: oidc-provider (ESM only, hence its own node
 * process) on 127.0.0.1. Clients come from OIDC_CLIENTS (JSON: [{client_id, client_secret, redirect_uri}]).
 *
 * There is no login page: the test says who signs in next with POST /test/next-login
 * {email, name?, email_verified?, deny?}, and the interaction completes login and consent on its own
 * (or ends with access_denied when `deny`). The code flow itself (authorization, PKCE, token, ID token,
 * userinfo) is the real provider's.
 *
 * Prints `ready <issuer>` on stdout once listening on PORT.
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.PORT);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]');

/** Accounts by id; the id is the e-mail, so a test can name who signs in. */
const accounts = new Map();
let next = null;

const provider = new Provider(issuer, {
  clients: clients.map((c) => ({
    client_id: c.client_id,
    client_secret: c.client_secret,
    redirect_uris: [c.redirect_uri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_basic',
  })),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  cookies: { keys: ['oidc-test-cookie-key-oidc-test-cookie-key'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  pkce: { required: () => true },
  findAccount: (ctx, id) => {
    const account = accounts.get(id);
    return account && { accountId: id, claims: () => ({ sub: id, email: account.email, email_verified: account.email_verified, name: account.name }) };
  },
});

const readJson = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        resolve(body ? JSON.parse(body) : {});
      } catch (error) {
        reject(error);
      }
    });
  });

/** Completes the login and consent prompts of an interaction as the account the test chose. */
const interact = async (req, res) => {
  const details = await provider.interactionDetails(req, res);
  if (!next) {
    res.writeHead(409, { 'content-type': 'text/plain' }).end('no login queued: POST /test/next-login first');
    return;
  }
  const chosen = next;
  next = null;
  if (chosen.deny) {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    return;
  }
  const accountId = chosen.email;
  accounts.set(accountId, { email: chosen.email, email_verified: chosen.email_verified ?? true, name: chosen.name ?? chosen.email });
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
};

const callback = provider.callback();
const server = createServer((req, res) => {
  const handle = async () => {
    if (req.method === 'POST' && req.url === '/test/next-login') {
      next = await readJson(req);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && req.url.startsWith('/interaction/')) {
      await interact(req, res);
    } else {
      callback(req, res);
    }
  };
  handle().catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error?.message ?? error));
  });
});

server.listen(port, '127.0.0.1', () => console.log(`ready ${issuer}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
