/**
 * The browser's session: the refresh token only in an HttpOnly, SameSite=Strict cookie scoped to the
 * refresh path (Secure over https), never in a body a script could read, and the cookie honoured only on
 * same-origin requests that carry the session-cookie header.
 */
import { REFRESH_COOKIE_NAME, SESSION_COOKIE_HEADER } from '@profyle/contracts';
import type { TestApp } from '../support/test-app';
import { at, createOrganisation, createUser, startIdentityApp } from './identity-fixtures';

const ORG = 'cookie_org';
const EMAIL = 'cookie@cookie.example';
const PASSWORD = 'cookie-password';

interface Answer {
  status: number;
  body: any;
  cookies: string[];
}

const call = async (test: TestApp, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(test.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, cookies: response.headers.getSetCookie() };
};

const browser = { [SESSION_COOKIE_HEADER]: 'cookie', 'sec-fetch-site': 'same-origin' };
const refreshCookieOf = (answer: Answer): string | undefined => answer.cookies.find((c) => c.startsWith(`${REFRESH_COOKIE_NAME}=`));
const valueOf = (cookie: string | undefined): string => (cookie ?? '').split(';')[0].slice(REFRESH_COOKIE_NAME.length + 1);
const attributes = (cookie: string | undefined): string[] => (cookie ?? '').split(';').slice(1).map((a) => a.trim().toLowerCase());

describe('the refresh cookie', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, ORG, 'Cookie Ltd');
    await createUser(test, { email: EMAIL, name: 'Cookie', organisationId: ORG, password: PASSWORD });
  });
  afterAll(() => test.destroy());

  const signIn = () => call(test, '/v1/auth/password', { email: EMAIL, password: PASSWORD }, browser);

  it('is HttpOnly, SameSite=Strict and scoped to the refresh path, and the body carries no refresh token', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toEqual(expect.any(String));
    expect(answer.body).not.toHaveProperty('refreshToken');
    const cookie = refreshCookieOf(answer);
    expect(valueOf(cookie)).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/v1/auth/refresh', expect.stringMatching(/^max-age=2592000$/)]));
    // Plain http on loopback: a Secure cookie would never come back.
    expect(attributes(cookie)).not.toContain('secure');
  });

  it('refreshes from the cookie alone, rotating it, and a replayed cookie ends the session', async () => {
    const first = refreshCookieOf(await signIn());
    const refreshed = await call(test, '/v1/auth/refresh', {}, { ...browser, cookie: `${REFRESH_COOKIE_NAME}=${valueOf(first)}` });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refreshToken');
    const second = refreshCookieOf(refreshed);
    expect(valueOf(second)).not.toBe(valueOf(first));

    // Another tab refreshing at the same moment with the same cookie gets an access token and keeps the new cookie.
    const concurrent = await call(test, '/v1/auth/refresh', {}, { ...browser, cookie: `${REFRESH_COOKIE_NAME}=${valueOf(first)}` });
    expect(concurrent.status).toBe(200);
    expect(refreshCookieOf(concurrent)).toBeUndefined();
    const replayed = await at(30_000, () => call(test, '/v1/auth/refresh', {}, { ...browser, cookie: `${REFRESH_COOKIE_NAME}=${valueOf(first)}` }));
    expect(replayed.status).toBe(401);
    expect(attributes(refreshCookieOf(replayed))).toEqual(expect.arrayContaining(['path=/v1/auth/refresh', 'expires=thu, 01 jan 1970 00:00:00 gmt']));
    expect((await call(test, '/v1/auth/refresh', {}, { ...browser, cookie: `${REFRESH_COOKIE_NAME}=${valueOf(second)}` })).status).toBe(401);
  });

  it('is refused to a cross-site request, and ignored without the session-cookie header', async () => {
    const cookie = `${REFRESH_COOKIE_NAME}=${valueOf(refreshCookieOf(await signIn()))}`;
    const crossSite = await call(test, '/v1/auth/refresh', {}, { [SESSION_COOKIE_HEADER]: 'cookie', 'sec-fetch-site': 'cross-site', cookie });
    expect(crossSite).toMatchObject({ status: 403, body: { errorMessage: 'This request must come from the portal itself' } });
    const sameSite = await call(test, '/v1/auth/refresh', {}, { [SESSION_COOKIE_HEADER]: 'cookie', 'sec-fetch-site': 'same-site', cookie });
    expect(sameSite.status).toBe(403);
    // A browser without fetch metadata: the Origin decides.
    const foreign = await call(test, '/v1/auth/refresh', {}, { [SESSION_COOKIE_HEADER]: 'cookie', origin: 'https://attacker.example', cookie });
    expect(foreign.status).toBe(403);
    // A form post or a no-cors fetch cannot send the header: the cookie is never read then.
    const formPost = await call(test, '/v1/auth/refresh', {}, { cookie });
    expect(formPost.status).toBe(400);
    // The cookie survived all of that: the real portal can still refresh with it.
    expect((await call(test, '/v1/auth/refresh', {}, { ...browser, origin: test.url, cookie })).status).toBe(200);
  });

  it('is expired by sign-out, which ends the session', async () => {
    const signedIn = await signIn();
    const out = await call(test, '/v1/auth/sign-out', {}, { ...browser, authorization: `Bearer ${signedIn.body.accessToken}` });
    expect(out.status).toBe(204);
    expect(attributes(refreshCookieOf(out))).toEqual(expect.arrayContaining(['path=/v1/auth/refresh', 'expires=thu, 01 jan 1970 00:00:00 gmt']));
    expect((await call(test, '/v1/auth/refresh', {}, { ...browser, cookie: `${REFRESH_COOKIE_NAME}=${valueOf(refreshCookieOf(signedIn))}` })).status).toBe(401);
  });

  it('is Secure when the portal is served over https', async () => {
    const behindProxy = await startIdentityApp({ PUBLIC_URL: 'https://portal.cookie.example' });
    try {
      await createOrganisation(behindProxy, ORG, 'Cookie Ltd');
      await createUser(behindProxy, { email: EMAIL, name: 'Cookie', organisationId: ORG, password: PASSWORD });
      const answer = await call(behindProxy, '/v1/auth/password', { email: EMAIL, password: PASSWORD }, browser);
      expect(attributes(refreshCookieOf(answer))).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));
    } finally {
      await behindProxy.destroy();
    }
  });

  it('is not used by clients that do not ask for it: they keep the refresh token from the body', async () => {
    const answer = await call(test, '/v1/auth/password', { email: EMAIL, password: PASSWORD });
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    expect(refreshCookieOf(answer)).toBeUndefined();
  });
});
