/**
 * Sign-in over real HTTP on the embedded runtime: e-mail links (single use, one hour), passwords,
 * the neutral forgot-password answer and the reset, sessions with rotating refresh tokens, sign-out,
 * the signed-in user's account, and every attempt in the access audit log.
 */
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { as, at, createOrganisation, createUser, lastLink, mailbox, signInWithPassword, startIdentityApp, type TestUser } from './identity-fixtures';

const ORG = 'signin_org';
const INVALID_LINK = 'This login link has either expired, or has already been used. Please request a new login link.';

describe('sign-in over HTTP', () => {
  let test: TestApp;
  let anonymous: ReturnType<typeof httpClient>;
  let owner: TestUser;

  beforeAll(async () => {
    test = await startIdentityApp();
    anonymous = httpClient(test.url);
    await createOrganisation(test, ORG, 'Sign In Ltd');
    owner = await createUser(test, { email: 'owner@signin.example', name: 'Olive Owner', organisationId: ORG, owner: true, password: 'correct-horse-battery' });
  });
  afterAll(() => test.destroy());

  describe('e-mail link', () => {
    it('mails a single-use link to the lower-cased address and signs in with it', async () => {
      const requested = await anonymous.post('/v1/auth/email-link', { email: ' Owner@SignIn.example ', continueUrl: '/portal/people' });
      expect(requested).toMatchObject({ status: 200, body: { email: 'owner@signin.example' } });

      const link = await lastLink(test, 'owner@signin.example', '/auth/email-link');
      expect(link.origin).toBe(test.url);
      expect(link.searchParams.get('continueUrl')).toBe('/portal/people');

      const session = await anonymous.post('/v1/auth/email-link/complete', { token: link.searchParams.get('token') });
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({
        expiresIn: 900,
        user: { id: owner.userId, email: 'owner@signin.example', name: 'Olive Owner', admin: true, owner: true, pending: false, superadmin: false, organisationId: ORG, otherOrganisationIds: [] },
      });
      expect((await as(test, session.body).get(`/v1/enterprise/${ORG}/people`)).status).toBe(200);

      const again = await anonymous.post('/v1/auth/email-link/complete', { token: link.searchParams.get('token') });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ errorMessage: INVALID_LINK, code: 'invalid_action_code' });
    });

    it('refuses a link after an hour with the same message', async () => {
      await anonymous.post('/v1/auth/email-link', { email: 'owner@signin.example' });
      const token = (await lastLink(test, 'owner@signin.example', '/auth/email-link')).searchParams.get('token');
      const late = await at(3600_000 + 1000, () => anonymous.post('/v1/auth/email-link/complete', { token }));
      expect(late.status).toBe(400);
      expect(late.body.errorMessage).toBe(INVALID_LINK);
    });

    it('refuses a forged token and a malformed one', async () => {
      await anonymous.post('/v1/auth/email-link', { email: 'owner@signin.example' });
      const token = (await lastLink(test, 'owner@signin.example', '/auth/email-link')).searchParams.get('token') as string;
      const forged = `${token.slice(0, 37)}${'A'.repeat(43)}`;
      expect((await anonymous.post('/v1/auth/email-link/complete', { token: forged })).body.errorMessage).toBe(INVALID_LINK);
      expect((await anonymous.post('/v1/auth/email-link/complete', { token: 'nonsense' })).status).toBe(400);
      expect((await anonymous.post('/v1/auth/email-link/complete', { token })).status).toBe(200);
    });

    it('answers an address nobody holds with no_user and the e-mail, for /auth/no-user', async () => {
      await anonymous.post('/v1/auth/email-link', { email: 'stranger@signin.example' });
      const token = (await lastLink(test, 'stranger@signin.example', '/auth/email-link')).searchParams.get('token');
      const response = await anonymous.post('/v1/auth/email-link/complete', { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errorMessage: 'User not found. Have you signed up for an account?', errors: [], code: 'no_user', email: 'stranger@signin.example' });
    });

    it('refuses a missing or malformed address and a continue URL off the portal', async () => {
      expect((await anonymous.post('/v1/auth/email-link', {})).body).toEqual({ errorMessage: 'Please enter an email address', errors: [{ path: 'email', msg: 'Please enter an email address' }] });
      expect((await anonymous.post('/v1/auth/email-link', { email: 'nope' })).body.errorMessage).toBe('The email address provided is invalid');
      expect((await anonymous.post('/v1/auth/email-link', { email: 'a@b.co', continueUrl: 'https://evil.example/' })).body.errors).toEqual([{ path: 'continueUrl', msg: 'Invalid continuation URL' }]);
    });
  });

  describe('password', () => {
    it('signs in with the right password', async () => {
      const session = await signInWithPassword(test, 'OWNER@signin.example', 'correct-horse-battery');
      expect(session.user.id).toBe(owner.userId);
      expect(session.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    });

    it('words every refusal as the sign-in catalogue does', async () => {
      expect(await anonymous.post('/v1/auth/password', { email: 'nobody@signin.example', password: 'whatever1' })).toMatchObject({
        status: 404,
        body: { errorMessage: 'No user found with this email address' },
      });
      expect(await anonymous.post('/v1/auth/password', { email: 'owner@signin.example', password: 'wrong-password' })).toMatchObject({
        status: 401,
        body: { errorMessage: 'The password provided is incorrect' },
      });
      const empty = await anonymous.post('/v1/auth/password', { email: '', password: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        { path: 'email', msg: 'Please enter an email address' },
        { path: 'password', msg: 'Please enter a password' },
      ]);
      expect((await anonymous.post('/v1/auth/password', { email: 'not-an-email', password: 'x' })).body.errors).toEqual([{ path: 'email', msg: 'The email address provided is invalid' }]);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same whether or not the user exists, and mails only a user', async () => {
      const before = (await mailbox(test)).length;
      const known = await anonymous.post('/v1/auth/forgot-password', { email: 'owner@signin.example' });
      const unknown = await anonymous.post('/v1/auth/forgot-password', { email: 'ghost@signin.example' });
      expect(known).toMatchObject({ status: 200, body: { sent: true } });
      expect(unknown).toMatchObject({ status: 200, body: known.body });
      await lastLink(test, 'owner@signin.example', '/auth/reset-password');
      const mails = await mailbox(test);
      expect(mails.length).toBe(before + 1);
      expect(mails[0]).toMatchObject({ to: 'owner@signin.example', subject: 'Reset your Profyle password' });
      expect(mails.some((m) => m.to === 'ghost@signin.example')).toBe(false);
    });

    it('resets with the mailed link once; the old password stops working', async () => {
      const before = new Date().toISOString();
      await anonymous.post('/v1/auth/forgot-password', { email: 'owner@signin.example' });
      const token = (await lastLink(test, 'owner@signin.example', '/auth/reset-password', before)).searchParams.get('token');
      expect((await anonymous.post('/v1/auth/reset-password', { token, password: 'short' })).body.errors).toEqual([{ path: 'password', msg: 'The password provided is too weak' }]);
      expect(await anonymous.post('/v1/auth/reset-password', { token, password: 'a-new-long-password' })).toMatchObject({ status: 200, body: { reset: true, email: 'owner@signin.example' } });
      expect((await anonymous.post('/v1/auth/reset-password', { token, password: 'another-long-password' })).body.errorMessage).toBe(INVALID_LINK);
      expect((await anonymous.post('/v1/auth/password', { email: 'owner@signin.example', password: 'correct-horse-battery' })).status).toBe(401);
      await signInWithPassword(test, 'owner@signin.example', 'a-new-long-password');
      owner.password = 'a-new-long-password';
    });
  });

  describe('sessions', () => {
    it('rotates the refresh token; a spent one revokes the whole session', async () => {
      const first = await signInWithPassword(test, owner.email, owner.password as string);
      const second = await anonymous.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect(second.body.user.id).toBe(owner.userId);
      expect((await as(test, second.body).get('/v1/auth/me')).status).toBe(200);

      // At once, the spent token is taken for a concurrent refresh of the same browser: an access token, no new refresh token.
      const concurrent = await anonymous.post('/v1/auth/refresh', { refreshToken: first.refreshToken });
      expect(concurrent.status).toBe(200);
      expect(concurrent.body).not.toHaveProperty('refreshToken');
      // Later it is a copy: the whole session ends.
      const replayed = await at(21_000, () => anonymous.post('/v1/auth/refresh', { refreshToken: first.refreshToken }));
      expect(replayed.status).toBe(401);
      expect((await anonymous.post('/v1/auth/refresh', { refreshToken: second.body.refreshToken })).status).toBe(401);
    });

    it('signs out: 204, then the refresh token answers 401', async () => {
      const session = await signInWithPassword(test, owner.email, owner.password as string);
      expect((await anonymous.post('/v1/auth/sign-out', { refreshToken: session.refreshToken })).status).toBe(204);
      expect(await anonymous.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).toMatchObject({
        status: 401,
        body: { errorMessage: 'Your session has expired. Please sign in again.' },
      });
      expect((await anonymous.post('/v1/auth/sign-out', { refreshToken: session.refreshToken })).status).toBe(204);
      expect((await anonymous.post('/v1/auth/refresh', { refreshToken: 'made-up' })).status).toBe(401);
    });

    it('answers 401 to an expired access token and to none', async () => {
      const session = await signInWithPassword(test, owner.email, owner.password as string);
      expect((await at(901_000, () => as(test, session).get('/v1/auth/me'))).status).toBe(401);
      expect((await anonymous.get('/v1/auth/me')).status).toBe(401);
    });
  });

  describe('the account', () => {
    it('reads the user and their organisations, main first', async () => {
      const session = await signInWithPassword(test, owner.email, owner.password as string);
      const me = await as(test, session).get('/v1/auth/me');
      expect(me.body).toEqual({ user: session.user, organisations: [{ id: ORG, name: 'Sign In Ltd', isPartner: false, isDemo: false }] });
    });

    it('updates name, picture and notification settings, per-field errors otherwise, and only for oneself', async () => {
      const session = await signInWithPassword(test, owner.email, owner.password as string);
      const client = as(test, session);
      const updated = await client.patch(`/v1/auth/${owner.userId}`, { name: 'Olive Oyl', picture: 'https://cdn.example/olive.png', email_notifications: { weekly_account_stats: false } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: 'Olive Oyl', picture: 'https://cdn.example/olive.png', emailNotifications: { weeklyAccountStats: false }, email: owner.email });

      const invalid = await client.patch(`/v1/auth/${owner.userId}`, { name: ' ', picture: 'javascript:alert(1)', email_notifications: { weekly_account_stats: 'yes' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors.map((e: { path: string }) => e.path)).toEqual(['name', 'picture', 'email_notifications.weekly_account_stats']);
      expect(invalid.body.errors[0]).toEqual({ path: 'name', msg: 'Please enter your name' });

      expect(await client.patch('/v1/auth/someone-else', { name: 'X' })).toMatchObject({ status: 403, body: { errorMessage: 'You can only update your own account' } });
      expect((await client.get('/v1/auth/me')).body.user.name).toBe('Olive Oyl');
    });
  });

  describe('the audit log', () => {
    it('records sign-ins and failed attempts, with the reason', async () => {
      const session = await signInWithPassword(test, owner.email, owner.password as string);
      const log = await as(test, session).get(`/v1/enterprise/${ORG}/audit?page_size=200`);
      const actions = log.body.data.map((e: { action: string }) => e.action);
      expect(actions).toContain('login-user');
      expect(actions).toContain('login-failed-user');
      expect(actions).toContain('reset-password-user');
      const failures = log.body.data.filter((e: { action: string }) => e.action === 'login-failed-user').map((e: { data: { reason: string } }) => e.data.reason);
      expect(failures).toEqual(expect.arrayContaining(['wrong_password', 'used_link', 'expired_link']));
      expect(log.body.data[0]).toMatchObject({ action: 'login-user', by: owner.email, data: { email: owner.email, method: 'password' } });
    });
  });
});
