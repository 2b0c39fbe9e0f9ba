/**
 * Signing up for a trial over real HTTP (spec 000 "Register (trial sign-up)", sections 4, 5 and 7): by
 * e-mail link and by password a stranger becomes a registering user, signed in and reaching no
 * organisation; an address a user holds is 'A user account with this email already exists. Please sign
 * in.'; the wizard's images; cancelling a registration (only one's own) deletes it, ends the session and
 * frees the address.
 */
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { as, createOrganisation, createUser, lastLink, startIdentityApp } from './identity-fixtures';

const ORG = 'signup_org';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1e5a0b60000000049454e44ae426082', 'hex');
const EXISTS = 'A user account with this email already exists. Please sign in.';

describe('trial sign-up over HTTP', () => {
  let test: TestApp;
  let anonymous: ReturnType<typeof httpClient>;

  const upload = (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    return fetch(`${test.url}/v1/auth/sign-up/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  beforeAll(async () => {
    test = await startIdentityApp({ SIGN_IN_LINK_LIMIT: '3' });
    anonymous = httpClient(test.url);
    await createOrganisation(test, ORG, 'Sign Up Ltd');
    await createUser(test, { email: 'admin@signup.example', name: 'Ad Min', organisationId: ORG });
  });
  afterAll(() => test.destroy());

  it('signs a stranger up by e-mail link: registering, signed in, reaching no organisation', async () => {
    const requested = await anonymous.post('/v1/auth/sign-up/email-link', { email: ' New.Comer@Example.com ' });
    expect(requested).toMatchObject({ status: 200, body: { email: 'new.comer@example.com' } });
    const link = await lastLink(test, 'new.comer@example.com', '/auth/email-link');
    expect(link.searchParams.get('continueUrl')).toBe('/register/personal-details');

    const attribution = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', gclid: 'g-1', affiliate_id: '', card_id: '' };
    const completed = await anonymous.post('/v1/auth/sign-up/email-link/complete', { token: link.searchParams.get('token'), attribution });
    expect(completed.status).toBe(200);
    expect(completed.body.user).toMatchObject({ email: 'new.comer@example.com', registering: true, pending: false, admin: false, organisationId: '' });

    const newcomer = as(test, completed.body);
    expect((await newcomer.get('/v1/auth/me')).body).toMatchObject({ user: { registering: true }, organisations: [] });
    // Signed in, but no organisation to reach: not this one, not any.
    expect((await newcomer.get(`/v1/enterprise/${ORG}/people`)).status).toBe(403);
    // The link works once.
    expect((await anonymous.post('/v1/auth/sign-up/email-link/complete', { token: link.searchParams.get('token') })).status).toBe(400);
    // Signing in again later continues the registration.
    expect((await anonymous.post('/v1/auth/sign-up/email-link', { email: 'new.comer@example.com' })).body.errorMessage).toBe(EXISTS);
    await anonymous.post('/v1/auth/email-link', { email: 'new.comer@example.com' });
    const signIn = await lastLink(test, 'new.comer@example.com', '/auth/email-link');
    expect(signIn.searchParams.get('token')).not.toBe(link.searchParams.get('token'));
    const again = await anonymous.post('/v1/auth/email-link/complete', { token: signIn.searchParams.get('token') });
    expect(again.body.user).toMatchObject({ id: completed.body.user.id, registering: true });
  });

  it('refuses an address a user holds, in the spec’s words, before any link is mailed', async () => {
    for (const path of ['/v1/auth/sign-up/email-link', '/v1/auth/sign-up/password']) {
      const refused = await anonymous.post(path, { email: 'Admin@signup.example', password: 'long enough password' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorMessage: EXISTS, errors: [{ path: 'email', msg: EXISTS }] });
    }
    // A sign-in link of a registered admin used to sign up signs nobody up either.
    await anonymous.post('/v1/auth/email-link', { email: 'admin@signup.example' });
    const link = await lastLink(test, 'admin@signup.example', '/auth/email-link');
    expect((await anonymous.post('/v1/auth/sign-up/email-link/complete', { token: link.searchParams.get('token') })).body.errorMessage).toBe(EXISTS);
  });

  it('checks what it is given: the address, a strong enough password, the link', async () => {
    expect((await anonymous.post('/v1/auth/sign-up/email-link', { email: 'not an address' })).body.errors).toEqual([{ path: 'email', msg: 'The email address provided is invalid' }]);
    expect((await anonymous.post('/v1/auth/sign-up/password', { email: 'weak@example.com', password: 'short' })).body.errors).toEqual([{ path: 'password', msg: 'The password provided is too weak' }]);
    expect((await anonymous.post('/v1/auth/sign-up/password', { email: 'weak@example.com' })).body.errors).toEqual([{ path: 'password', msg: 'Please enter a password' }]);
    expect((await anonymous.post('/v1/auth/sign-up/email-link/complete', { token: 'x'.repeat(40) })).status).toBe(400);
    const long = await anonymous.post('/v1/auth/sign-up/email-link/complete', { token: 'abc.def', attribution: { utm_source: 'x'.repeat(201) } });
    expect(long.body.errors).toEqual([{ path: 'attribution.utm_source', msg: 'utm_source must be 200 characters or less' }]);
  });

  it('mails at most the address’s link limit (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await anonymous.post('/v1/auth/sign-up/email-link', { email: 'eager@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('signs up by password, signed in at once; the password signs in later', async () => {
    const signedUp = await anonymous.post('/v1/auth/sign-up/password', { email: 'pat@example.com', password: 'correct horse battery' });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.user).toMatchObject({ email: 'pat@example.com', registering: true });
    expect((await anonymous.post('/v1/auth/sign-up/password', { email: 'pat@example.com', password: 'another long one' })).status).toBe(409);
    const signedIn = await anonymous.post('/v1/auth/password', { email: 'pat@example.com', password: 'correct horse battery' });
    expect(signedIn.body.user).toMatchObject({ id: signedUp.body.user.id, registering: true });
  });

  it('takes the wizard’s photo and logo from a registering user only', async () => {
    const session = (await anonymous.post('/v1/auth/sign-up/password', { email: 'photo@example.com', password: 'correct horse battery' })).body;
    const uploaded = await upload(session.accessToken);
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/\/v1\/images\/auth\/[0-9a-f-]{36}\.png$/);
    expect((await fetch(url)).status).toBe(200);

    const adminToken = await test.tokenFor({ userId: 'u-admin-signup', email: 'owner@signup.example', organisationId: ORG, organisationIds: [ORG], admin: true, superadmin: false });
    expect((await upload(adminToken)).status).toBe(400);
    expect((await upload('')).status).toBe(401);
  });

  it('cancels only one’s own registration: deleted, signed out, the address free again', async () => {
    const first = (await anonymous.post('/v1/auth/sign-up/password', { email: 'quitter@example.com', password: 'correct horse battery' })).body;
    const other = (await anonymous.post('/v1/auth/sign-up/password', { email: 'other@example.com', password: 'correct horse battery' })).body;
    expect((await as(test, other).delete(`/v1/auth/${first.user.id}/cancel-registration`)).status).toBe(403);
    const adminToken = await test.tokenFor({ userId: 'u-admin-signup', email: 'owner@signup.example', organisationId: ORG, organisationIds: [ORG], admin: true, superadmin: false });
    const notRegistering = await httpClient(test.url, adminToken).delete('/v1/auth/u-admin-signup/cancel-registration');
    expect(notRegistering).toMatchObject({ status: 400, body: { errorMessage: 'This account has no registration in progress' } });

    const quitter = as(test, first);
    expect((await quitter.delete(`/v1/auth/${first.user.id}/cancel-registration`)).status).toBe(204);
    expect((await quitter.get('/v1/auth/me')).status).toBe(401);
    expect((await anonymous.post('/v1/auth/password', { email: 'quitter@example.com', password: 'correct horse battery' })).status).toBe(404);
    const again = await anonymous.post('/v1/auth/sign-up/password', { email: 'quitter@example.com', password: 'correct horse battery' });
    expect(again.status).toBe(200);
    expect(again.body.user.id).not.toBe(first.user.id);
  });
});
