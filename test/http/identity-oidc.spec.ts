/**
 * OpenID Connect sign-in against a real provider (oidc-provider in a child process on 127.0.0.1): the
 * full authorization code flow with state, nonce and PKCE, the one-time session code, a known e-mail
 * signing in, an unknown one answered no_user, refusals and errors sent to /auth/error.
 */
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { freePort, type OidcTestProvider, RedirectBrowser, startOidcProvider } from '../oidc/oidc-test-provider';
import { as, createOrganisation, createUser, startIdentityApp, type TestUser } from './identity-fixtures';

const ORG = 'oidc_org';

describe('OpenID Connect sign-in', () => {
  let test: TestApp;
  let provider: OidcTestProvider;
  let member: TestUser;
  let anonymous: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    test = await startIdentityApp({
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: 'portal-google',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret-google-secret',
      OIDC_LINKEDIN_ISSUER: issuer,
      OIDC_LINKEDIN_CLIENT_ID: 'portal-linkedin',
      OIDC_LINKEDIN_CLIENT_SECRET: 'linkedin-secret-linkedin-secret',
    });
    provider = await startOidcProvider(port, [
      { client_id: 'portal-google', client_secret: 'google-secret-google-secret', redirect_uri: `${test.url}/v1/auth/oidc/google/callback` },
      { client_id: 'portal-linkedin', client_secret: 'linkedin-secret-linkedin-secret', redirect_uri: `${test.url}/v1/auth/oidc/linkedin/callback` },
    ]);
    anonymous = httpClient(test.url);
    await createOrganisation(test, ORG, 'OIDC Ltd');
    member = await createUser(test, { email: 'member@oidc.example', name: 'Mem Ber', organisationId: ORG });
  });
  afterAll(async () => {
    await provider?.stop();
    await test?.destroy();
  });

  /** Start at the api, let the provider log `email` in, stop where the api sends the browser back to the web app. */
  const signInAt = async (name: 'google' | 'linkedin', login: Parameters<OidcTestProvider['nextLogin']>[0], continueUrl = '/portal/people') => {
    await provider.nextLogin(login);
    const browser = new RedirectBrowser();
    const landing = await browser.follow(`${test.url}/v1/auth/oidc/${name}/start?continueUrl=${encodeURIComponent(continueUrl)}`, (l) => l.origin === test.url && l.pathname.startsWith('/auth/'));
    return { landing, browser };
  };

  it('lists the configured providers', async () => {
    expect((await anonymous.get('/v1/auth/providers')).body).toEqual({ providers: ['google', 'linkedin'] });
    expect(await anonymous.get('/v1/auth/oidc/facebook/start')).toMatchObject({ status: 404, body: { errorMessage: 'Unknown sign-in provider (facebook)' } });
  });

  it('starts with state, nonce and PKCE, keeping the secrets in an HttpOnly cookie', async () => {
    const response = await fetch(`${test.url}/v1/auth/oidc/google/start?continueUrl=%2Fportal%2Fpeople`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') as string);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'portal-google',
      response_type: 'code',
      redirect_uri: `${test.url}/v1/auth/oidc/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(param)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^profyle_oidc_google=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/v1\/auth\/oidc\/google/);
    expect(cookie).not.toContain(location.searchParams.get('state') as string);
  });

  it('signs a known e-mail in: the callback hands the web a one-time code, the code a session', async () => {
    const { landing } = await signInAt('google', { email: 'Member@OIDC.example', name: 'Member' });
    expect(landing.pathname).toBe('/auth/complete');
    expect(landing.searchParams.get('continueUrl')).toBe('/portal/people');
    const code = landing.searchParams.get('code');

    const session = await anonymous.post('/v1/auth/session-code', { code });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ id: member.userId, email: 'member@oidc.example', organisationId: ORG, admin: true });
    expect((await as(test, session.body).get(`/v1/enterprise/${ORG}/people`)).status).toBe(200);

    const again = await anonymous.post('/v1/auth/session-code', { code });
    expect(again).toMatchObject({ status: 400, body: { errorMessage: 'This login link has either expired, or has already been used. Please request a new login link.' } });
  });

  it('answers an e-mail nobody holds with no_user', async () => {
    const { landing } = await signInAt('linkedin', { email: 'stranger@oidc.example' });
    const response = await anonymous.post('/v1/auth/session-code', { code: landing.searchParams.get('code') });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'no_user', email: 'stranger@oidc.example', errorMessage: 'User not found. Have you signed up for an account?' });
  });

  it('signs a stranger up for a trial with the provider’s code; a holder of the address is told to sign in', async () => {
    const { landing } = await signInAt('google', { email: 'Founder@newco.example', name: 'Founder' }, '/register/personal-details');
    expect(landing.searchParams.get('continueUrl')).toBe('/register/personal-details');
    const signedUp = await anonymous.post('/v1/auth/sign-up/session-code', { code: landing.searchParams.get('code'), attribution: { utm_source: 'search' } });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.user).toMatchObject({ email: 'founder@newco.example', registering: true, organisationId: '' });

    const member = await signInAt('linkedin', { email: 'member@oidc.example' }, '/register/personal-details');
    const refused = await anonymous.post('/v1/auth/sign-up/session-code', { code: member.landing.searchParams.get('code') });
    expect(refused).toMatchObject({ status: 409, body: { errorMessage: 'A user account with this email already exists. Please sign in.' } });
  });

  it('records the provider as the sign-in method', async () => {
    const { landing } = await signInAt('linkedin', { email: 'member@oidc.example' });
    const session = (await anonymous.post('/v1/auth/session-code', { code: landing.searchParams.get('code') })).body;
    const log = (await as(test, session).get(`/v1/enterprise/${ORG}/audit?action=login-user`)).body.data;
    expect(log[0]).toMatchObject({ by: 'member@oidc.example', data: { method: 'linkedin' } });
    expect(log.map((e: { data: { method: string } }) => e.data.method)).toContain('google');
  });

  it('sends a refusal at the provider, an unverified e-mail and a missing state to /auth/error', async () => {
    const denied = await signInAt('google', { email: 'member@oidc.example', deny: true });
    expect(denied.landing.pathname).toBe('/auth/error');
    expect(denied.landing.searchParams.get('error')).toBe('End-User aborted interaction');

    const unverified = await signInAt('google', { email: 'member@oidc.example', email_verified: false });
    expect(unverified.landing.pathname).toBe('/auth/error');
    expect(unverified.landing.searchParams.get('error')).toBe('The email address provided is invalid');

    const noCookie = await fetch(`${test.url}/v1/auth/oidc/google/callback?code=abc&state=def`, { redirect: 'manual' });
    expect(noCookie.status).toBe(302);
    expect(noCookie.headers.get('location')).toBe('/auth/error?error=No+state+provided');
  });

  it('refuses a callback whose state is not the one it started with', async () => {
    await provider.nextLogin({ email: 'member@oidc.example' });
    const browser = new RedirectBrowser();
    const callback = await browser.follow(`${test.url}/v1/auth/oidc/google/start`, (l) => l.pathname.endsWith('/callback'));
    callback.searchParams.set('state', 'forged-state-forged-state');
    const landing = await browser.follow(callback.toString(), (l) => l.origin === test.url && l.pathname.startsWith('/auth/'));
    expect(landing.pathname).toBe('/auth/error');
    expect(landing.searchParams.get('error')).toMatch(/state mismatch/);
  });
});

describe('OpenID Connect without configuration', () => {
  it('reports the provider as not configured', async () => {
    const test = await startIdentityApp();
    try {
      const anonymous = httpClient(test.url);
      expect((await anonymous.get('/v1/auth/providers')).body).toEqual({ providers: [] });
      expect(await anonymous.get('/v1/auth/oidc/google/start')).toMatchObject({ status: 404, body: { errorMessage: 'Sign in with google is not configured' } });
    } finally {
      await test.destroy();
    }
  });

  it('sends the browser to /auth/error when the provider cannot be reached', async () => {
    const closed = await freePort();
    const test = await startIdentityApp({ OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${closed}`, OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const response = await fetch(`${test.url}/v1/auth/oidc/google/start`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/auth/error?error=${new URLSearchParams({ e: 'Unable to reach the authentication server, please try again' }).toString().slice(2)}`);
    } finally {
      await test.destroy();
    }
  });
});
