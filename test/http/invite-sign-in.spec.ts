/**
 * Invites in one step: the invite e-mail's link signs the invitee in (once per link, bound to the
 * invited address, within 7 days) and the web app shows the accept page; no second e-mail.
 */
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { as, at, createOrganisation, createUser, lastLink, signInWithPassword, startIdentityApp } from './identity-fixtures';

const ORG = 'invite_sign_in';
const OTHER = 'invite_sign_in_other';
const tokenOf = (link: URL): string => decodeURIComponent(link.pathname.split('/').pop() as string);

describe('signing in with an invite link', () => {
  let test: TestApp;
  let owner: ReturnType<typeof as>;
  const anonymous = () => httpClient(test.url);
  const invite = async (email: string) => {
    const before = new Date().toISOString();
    expect((await owner.post(`/v1/enterprise/${ORG}/users/invite`, { recipient: email })).status).toBe(200);
    return tokenOf(await lastLink(test, email, '/auth/accept-invite/', before));
  };

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, ORG, 'Invite Ltd');
    await createOrganisation(test, OTHER, 'Other Ltd');
    const created = await createUser(test, { email: 'owner@invite-sign-in.example', name: 'Owner', organisationId: ORG, owner: true, password: 'owner-password' });
    owner = as(test, await signInWithPassword(test, created.email, 'owner-password'));
  });
  afterAll(() => test.destroy());

  it('signs a new invitee in from the mailed link, who then accepts and administers the organisation', async () => {
    const token = await invite('newcomer@invite-sign-in.example');
    const signedIn = await anonymous().post(`/v1/invites/${encodeURIComponent(token)}/sign-in`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: 'newcomer@invite-sign-in.example', pending: true, admin: false });
    const invitee = as(test, signedIn.body);
    expect((await invitee.get(`/v1/enterprise/${ORG}/people`)).status).toBe(403);
    expect((await invitee.post(`/v1/invites/${encodeURIComponent(token)}/accept`)).status).toBe(200);
    expect((await invitee.get(`/v1/enterprise/${ORG}/people`)).status).toBe(200);
    const log = await owner.get(`/v1/enterprise/${ORG}/audit?action=login-user`);
    expect(log.body.data[0]).toMatchObject({ by: 'newcomer@invite-sign-in.example', data: { method: 'invite-link' } });
  });

  it('signs in once per link; a second use is refused, and the link still opens the invite for a signed-in user', async () => {
    const token = await invite('twice@invite-sign-in.example');
    expect((await anonymous().post(`/v1/invites/${encodeURIComponent(token)}/sign-in`)).status).toBe(200);
    const again = await anonymous().post(`/v1/invites/${encodeURIComponent(token)}/sign-in`);
    expect(again).toMatchObject({ status: 400, body: { errorMessage: 'This invite link has already signed you in once. Sign in with your email address to accept the invite.' } });
    expect((await anonymous().get(`/v1/invites/${encodeURIComponent(token)}`)).status).toBe(200);
    const failures = await owner.get(`/v1/enterprise/${ORG}/audit?action=login-failed-user`);
    expect(failures.body.data[0]).toMatchObject({ data: { email: 'twice@invite-sign-in.example', method: 'invite-link', reason: 'used_link' } });
  });

  it('stops signing in 7 days after it was sent', async () => {
    const token = await invite('late@invite-sign-in.example');
    const late = await at(7 * 24 * 3600 * 1000 + 60_000, () => anonymous().post(`/v1/invites/${encodeURIComponent(token)}/sign-in`));
    expect(late).toMatchObject({ status: 400, body: { errorMessage: 'This invite link no longer signs you in. Sign in with your email address to accept the invite.' } });
  });

  it('is bound to the invited address: an upgrade invite signs in that admin, a forged or revoked link no one', async () => {
    await createUser(test, { email: 'guest@invite-sign-in.example', name: 'Guest', organisationId: OTHER, owner: true, password: 'guest-password' });
    const token = await invite('guest@invite-sign-in.example');
    const signedIn = await anonymous().post(`/v1/invites/${encodeURIComponent(token)}/sign-in`);
    expect(signedIn.body.user).toMatchObject({ email: 'guest@invite-sign-in.example', organisationId: OTHER, admin: true });

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await anonymous().post(`/v1/invites/${encodeURIComponent(forged)}/sign-in`)).status).toBe(404);
    expect((await anonymous().post('/v1/invites/not-a-token/sign-in')).status).toBe(404);

    const revokedToken = await invite('revoked@invite-sign-in.example');
    const pending = (await owner.get(`/v1/enterprise/${ORG}/users?page_size=200`)).body.data.find((u: { email: string }) => u.email === 'revoked@invite-sign-in.example');
    expect((await owner.delete(`/v1/enterprise/${ORG}/users/${pending.id}`)).status).toBe(200);
    expect((await anonymous().post(`/v1/invites/${encodeURIComponent(revokedToken)}/sign-in`)).status).toBe(404);
  });
});
