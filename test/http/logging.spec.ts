/**
 * The api's structured log (apps/api/src/shared/logging): one JSON line per request with the request id,
 * organisation, actor, route pattern, status and duration, at LOG_LEVEL; never a token, a password or a
 * personal field, whatever the request carried.
 */
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, type TestApp } from '../support/test-app';
import { createOrganisation, createUser, signInWithPassword } from './identity-fixtures';

const ORG = 'log_org';
const PASSWORD = 'a-secret-password-42';
const EMAIL = 'olivia.owner@logging.example';

describe('request logging', () => {
  let server: TestApp;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, any>);
  const requestEntries = () => entries().filter((entry) => typeof entry.route === 'string');

  beforeAll(async () => {
    server = await startTestApp({ SIGN_IN_RATE_LIMIT: '1000', LOG_LEVEL: 'info' }, undefined, { logDestination: { write: (line: string) => void lines.push(line) } });
    await createOrganisation(server, ORG, 'Logging Ltd');
    await createUser(server, { email: EMAIL, name: 'Olivia Owner', organisationId: ORG, owner: true, password: PASSWORD });
  });
  afterAll(() => server?.destroy());

  test('one line per request with id, organisation, actor, route, status and duration', async () => {
    const session = await signInWithPassword(server, EMAIL, PASSWORD);
    const client = httpClient(server.url, session.accessToken);
    const people = await client.get(`/v1/enterprise/${ORG}/people?search=${encodeURIComponent('olivia.owner@logging.example')}`, { 'x-request-id': 'trace-0123456789' });
    expect(people.status).toBe(200);
    expect(people.headers.get('x-request-id')).toBe('trace-0123456789');

    const line = requestEntries().find((entry) => entry.requestId === 'trace-0123456789');
    expect(line).toMatchObject({ level: 'info', route: '/v1/enterprise/:orgId/people', status: 200, organisation: ORG, actor: session.user.id, req: { method: 'GET' } });
    expect(typeof line!.durationMs).toBe('number');
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('a made-up request id is replaced; refusals log at warn with the route and no actor', async () => {
    const other = httpClient(server.url, await server.tokenFor(adminOf('someone_else')));
    const response = await other.get(`/v1/enterprise/${ORG}/people`, { 'x-request-id': 'bad id with spaces' });
    expect(response.status).toBe(403);
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestEntries().find((entry) => entry.requestId === id)).toMatchObject({ level: 'warn', status: 403, route: '/v1/enterprise/:orgId/people', organisation: ORG });
  });

  test('no token, password, e-mail address or raw path reaches the log', async () => {
    const anonymous = httpClient(server.url);
    await anonymous.post('/v1/auth/password', { email: EMAIL, password: 'wrong-password-xyz' });
    const session = await signInWithPassword(server, EMAIL, PASSWORD);
    // A sign-in without the portal's cookie header answers the refresh token in the body.
    const refreshToken = session.refreshToken!;
    expect(refreshToken).toEqual(expect.any(String));
    expect((await anonymous.post('/v1/auth/refresh', { refreshToken })).status).toBe(200);
    await anonymous.get(`/v1/invites/${'secret-invite-token-abcdef'}`);
    // A browser opening a sign-in link: the api answers with the web app (HTML), and logs the request.
    await fetch(`${server.url}/auth/email-link?token=${'email-link-token-123456'}&email=${encodeURIComponent(EMAIL)}`, { headers: { accept: 'text/html' } });

    const log = lines.join('');
    for (const secret of [PASSWORD, 'wrong-password-xyz', session.accessToken, refreshToken, 'secret-invite-token-abcdef', 'email-link-token-123456', EMAIL, 'Olivia', 'olivia.owner']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/authorization|cookie/i);
    expect(requestEntries().some((entry) => entry.route === '/v1/invites/:token')).toBe(true);
  });
});
