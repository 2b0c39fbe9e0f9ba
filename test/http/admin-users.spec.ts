/**
 * Admin users and invites over real HTTP: invite a newcomer and an admin of another organisation, the
 * public invite page, the 600-second resend cooldown, accepting (pending users have no portal access
 * until then; the e-mail must match), guests, removing (never the owner, never oneself), and the
 * access audit log with its filters.
 */
import type { AdminUser, Session } from '@profyle/contracts';
import { httpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { as, at, createOrganisation, createUser, lastLink, signInWithEmailLink, signInWithPassword, startIdentityApp, type TestUser } from './identity-fixtures';

const ACME = 'acme_admins';
const GLOBEX = 'globex_admins';

const tokenOf = (link: URL): string => decodeURIComponent(link.pathname.split('/').pop() as string);

describe('admin users and invites over HTTP', () => {
  let test: TestApp;
  let anonymous: ReturnType<typeof httpClient>;
  let acmeOwner: TestUser;
  let acmeAdmin: TestUser;
  let globexOwner: TestUser;
  let owner: ReturnType<typeof as>;
  let admin: ReturnType<typeof as>;
  let newcomer: Session;
  let firstToken: string;

  const list = async (client = owner, org = ACME): Promise<AdminUser[]> => (await client.get(`/v1/enterprise/${org}/users`)).body.data;
  const row = async (email: string, client = owner, org = ACME) => (await list(client, org)).find((u) => u.email === email);

  beforeAll(async () => {
    test = await startIdentityApp();
    anonymous = httpClient(test.url);
    await createOrganisation(test, ACME, 'Acme Ltd');
    await createOrganisation(test, GLOBEX, 'Globex Corp');
    acmeOwner = await createUser(test, { email: 'olive@acme.example', name: 'Olive', organisationId: ACME, owner: true, password: 'olive-password' });
    acmeAdmin = await createUser(test, { email: 'adam@acme.example', name: 'Adam', organisationId: ACME, password: 'adam-password' });
    globexOwner = await createUser(test, { email: 'gina@globex.example', name: 'Gina', organisationId: GLOBEX, owner: true, password: 'gina-password' });
    owner = as(test, await signInWithPassword(test, acmeOwner.email, 'olive-password'));
    admin = as(test, await signInWithPassword(test, acmeAdmin.email, 'adam-password'));
  });
  afterAll(() => test.destroy());

  it('invites a newcomer: a pending user with an invite that can be resent in 600 s', async () => {
    const sent = await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: 'New@Acme.example' });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Invite sent to: new@acme.example' } });

    const link = await lastLink(test, 'new@acme.example', '/auth/accept-invite/');
    firstToken = tokenOf(link);
    const pending = await row('new@acme.example');
    expect(pending).toMatchObject({ pending: true, guest: false, owner: false, admin: false, organisationId: ACME, name: 'new' });
    expect(Date.parse(pending!.sendInviteAgainAt as string) - Date.parse(pending!.last_invite_sent as string)).toBe(600_000);
  });

  it('lists admins by e-mail, with the owner marked', async () => {
    const page = await owner.get(`/v1/enterprise/${ACME}/users`);
    expect(page.body).toMatchObject({ total: 3, page: 0, page_size: 50 });
    expect(page.body.data.map((u: AdminUser) => u.email)).toEqual(['adam@acme.example', 'new@acme.example', 'olive@acme.example']);
    expect(page.body.data.find((u: AdminUser) => u.email === 'olive@acme.example')).toMatchObject({ owner: true, admin: true, pending: false, last_invite_sent: null, sendInviteAgainAt: null });
    expect((await owner.get(`/v1/enterprise/${ACME}/users?page=1&page_size=10`)).body.data).toEqual([]);
    expect((await owner.get(`/v1/enterprise/${ACME}/users/${acmeAdmin.userId}`)).body).toMatchObject({ email: 'adam@acme.example', guest: false });
    expect((await owner.get(`/v1/enterprise/${ACME}/users/${globexOwner.userId}`)).status).toBe(404);
  });

  it('shows the invite to anyone holding the token, and nothing for a bad one', async () => {
    expect(await anonymous.get(`/v1/invites/${encodeURIComponent(firstToken)}`)).toMatchObject({
      status: 200,
      body: { email: 'new@acme.example', companyName: 'Acme Ltd', senderEmail: 'olive@acme.example', organisationId: ACME },
    });
    expect(await anonymous.get('/v1/invites/not-a-token')).toMatchObject({ status: 404, body: { errorMessage: 'Invalid invite token (not-a-token)' } });
  });

  it('refuses to invite a member or someone already invited', async () => {
    expect(await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: 'adam@acme.example' })).toMatchObject({
      status: 400,
      body: { errorMessage: 'adam@acme.example is already an admin of this organisation' },
    });
    expect((await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: 'new@acme.example' })).status).toBe(400);
    expect((await owner.post(`/v1/enterprise/${ACME}/users/invite`, {})).body.errors).toEqual([{ path: 'recipient', msg: 'Please enter an email address' }]);
  });

  it('resends only after 600 s, with a new link that replaces the old one', async () => {
    const pending = (await row('new@acme.example'))!;
    const early = await owner.post(`/v1/invites/${pending.inviteId}/resend`);
    expect(early.status).toBe(400);
    expect(early.body.errorMessage).toMatch(/^An invite was sent to this user less than 10 minutes ago\. You can resend it in \d+ seconds\.$/);

    const late = await at(601_000, () => owner.post(`/v1/invites/${pending.id}/resend`));
    expect(late).toMatchObject({ status: 200, body: { message: 'Invite resent to new@acme.example' } });
    const newToken = tokenOf(await lastLink(test, 'new@acme.example', '/auth/accept-invite/'));
    expect(newToken).not.toBe(firstToken);
    expect((await anonymous.get(`/v1/invites/${encodeURIComponent(firstToken)}`)).status).toBe(404);
    expect((await anonymous.get(`/v1/invites/${encodeURIComponent(newToken)}`)).status).toBe(200);
    firstToken = newToken;

    const globex = as(test, await signInWithPassword(test, globexOwner.email, 'gina-password'));
    expect(await globex.post(`/v1/invites/${pending.inviteId}/resend`)).toMatchObject({ status: 403, body: { errorMessage: 'Access Denied' } });
  });

  it('lets a pending user sign in, but not into the portal', async () => {
    newcomer = await signInWithEmailLink(test, 'new@acme.example');
    expect(newcomer.user).toMatchObject({ pending: true, admin: false, organisationId: ACME });
    const client = as(test, newcomer);
    expect((await client.get(`/v1/enterprise/${ACME}/people`)).status).toBe(403);
    expect((await client.get('/v1/auth/me')).body).toMatchObject({ user: { pending: true }, organisations: [] });
  });

  it('refuses an invite accepted by someone else', async () => {
    const response = await admin.post(`/v1/invites/${encodeURIComponent(firstToken)}/accept`);
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toBe(`User email (adam@acme.example) does not match email for invite (${firstToken})`);
  });

  it('accepts: the invitee becomes an admin, is welcomed, and the token is spent', async () => {
    const client = as(test, newcomer);
    expect(await client.post(`/v1/invites/${encodeURIComponent(firstToken)}/accept`)).toMatchObject({ status: 200, body: { organisationId: ACME } });
    expect((await client.post(`/v1/invites/${encodeURIComponent(firstToken)}/accept`)).status).toBe(404);

    const refreshed = await anonymous.post('/v1/auth/refresh', { refreshToken: newcomer.refreshToken });
    expect(refreshed.body.user).toMatchObject({ pending: false, admin: true, organisationId: ACME });
    newcomer = refreshed.body;
    expect((await as(test, newcomer).get(`/v1/enterprise/${ACME}/people`)).status).toBe(200);
    expect(await row('new@acme.example')).toMatchObject({ pending: false, admin: true, sendInviteAgainAt: null });

    const notifications = (await as(test, newcomer).get('/v1/notifications')).body.data;
    expect(notifications).toEqual([
      expect.objectContaining({ title: 'Welcome to the Profyle admin portal', auto_popup: true, dismissed: false, deleted: false, cta: { title: 'Go to the dashboard', action: '/portal/dashboard' } }),
    ]);
    expect(notifications[0].body).toContain('Acme Ltd');
  });

  it('upgrades an admin of another organisation, who then shows as a guest', async () => {
    await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: globexOwner.email });
    const invited = await row(globexOwner.email);
    expect(invited).toMatchObject({ pending: true, guest: true, organisationId: GLOBEX });

    const gina = await signInWithPassword(test, globexOwner.email, 'gina-password');
    const token = tokenOf(await lastLink(test, globexOwner.email, '/auth/accept-invite/'));
    expect((await as(test, gina).post(`/v1/invites/${encodeURIComponent(token)}/accept`)).status).toBe(200);

    expect(await row(globexOwner.email)).toMatchObject({ guest: true, pending: false, owner: false, organisationId: GLOBEX, other_org_ids: [ACME] });
    const globex = as(test, gina);
    expect(await row(globexOwner.email, globex, GLOBEX)).toMatchObject({ guest: false, owner: true });
    const refreshed = (await anonymous.post('/v1/auth/refresh', { refreshToken: gina.refreshToken })).body;
    expect((await as(test, refreshed).get('/v1/auth/me')).body.organisations.map((o: { id: string }) => o.id)).toEqual([GLOBEX, ACME]);
  });

  it('never removes the owner or oneself', async () => {
    expect(await owner.delete(`/v1/enterprise/${ACME}/users/${acmeOwner.userId}`)).toMatchObject({ status: 400, body: { errorMessage: 'You cannot delete your own user' } });
    expect(await admin.delete(`/v1/enterprise/${ACME}/users/${acmeOwner.userId}`)).toMatchObject({ status: 400, body: { errorMessage: "The organisation's owner cannot be deleted" } });
    expect((await owner.delete(`/v1/enterprise/${ACME}/users/no-such-user`)).status).toBe(404);
  });

  it('removes a guest from this organisation only', async () => {
    expect(await owner.delete(`/v1/enterprise/${ACME}/users/${globexOwner.userId}`)).toMatchObject({ status: 200, body: { message: 'Admin user gina@globex.example removed' } });
    expect(await row(globexOwner.email)).toBeUndefined();
    const gina = await signInWithPassword(test, globexOwner.email, 'gina-password');
    expect(gina.user).toMatchObject({ organisationId: GLOBEX, otherOrganisationIds: [], owner: true });
  });

  it('removes a pending invitee for good, so the address can be invited again', async () => {
    await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: 'temp@acme.example' });
    const temp = (await row('temp@acme.example'))!;
    const oldToken = tokenOf(await lastLink(test, 'temp@acme.example', '/auth/accept-invite/'));
    expect((await owner.delete(`/v1/enterprise/${ACME}/users/${temp.id}`)).status).toBe(200);
    expect(await row('temp@acme.example')).toBeUndefined();
    expect((await anonymous.get(`/v1/invites/${encodeURIComponent(oldToken)}`)).status).toBe(404);
    expect((await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: 'temp@acme.example' })).status).toBe(200);
    expect((await row('temp@acme.example'))!.id).not.toBe(temp.id);
  });

  it('withdraws an upgrade invite that was never accepted', async () => {
    await owner.post(`/v1/enterprise/${ACME}/users/invite`, { recipient: globexOwner.email });
    expect((await row(globexOwner.email))?.pending).toBe(true);
    expect((await owner.delete(`/v1/enterprise/${ACME}/users/${globexOwner.userId}`)).status).toBe(200);
    expect(await row(globexOwner.email)).toBeUndefined();
    expect((await signInWithPassword(test, globexOwner.email, 'gina-password')).user.organisationId).toBe(GLOBEX);
  });

  describe('the access audit log', () => {
    it('records invites, registrations and removals, newest first, by the real actor', async () => {
      const log = await owner.get(`/v1/enterprise/${ACME}/audit?page_size=200`);
      expect(log.status).toBe(200);
      const entries = log.body.data as { action: string; by: string; at: string; data: { email: string } }[];
      // Newest first in the order things happened (one resend ran on a moved clock, so times alone would not tell).
      const index = (action: string, email: string) => entries.findIndex((e) => e.action === action && e.data.email === email);
      expect(index('registered-user', 'new@acme.example')).toBeLessThan(index('add-user', 'new@acme.example'));
      expect(index('remove-user', 'temp@acme.example')).toBeLessThan(index('registered-user', 'new@acme.example'));
      expect(entries.find((e) => e.action === 'add-user' && e.data.email === 'new@acme.example')).toMatchObject({ by: 'olive@acme.example' });
      expect(entries.find((e) => e.action === 'registered-user' && e.data.email === 'new@acme.example')).toMatchObject({ by: 'new@acme.example' });
      expect(entries.filter((e) => e.action === 'remove-user').map((e) => e.data.email)).toEqual(['gina@globex.example', 'temp@acme.example', 'gina@globex.example']);
      expect(entries.some((e) => e.data.email === 'gina@globex.example' && e.action === 'login-user')).toBe(false);
    });

    it('filters by action, actor and date range, and pages', async () => {
      const byAction = (await owner.get(`/v1/enterprise/${ACME}/audit?action=add-user`)).body;
      expect(byAction.data.length).toBeGreaterThan(0);
      expect(byAction.data.every((e: { action: string }) => e.action === 'add-user')).toBe(true);
      expect(byAction.total).toBe(byAction.data.length);

      const byActor = (await owner.get(`/v1/enterprise/${ACME}/audit?actor=ADAM`)).body.data;
      expect(byActor.length).toBeGreaterThan(0);
      expect(byActor.every((e: { by: string }) => e.by === 'adam@acme.example')).toBe(true);

      // Two days either side, so a run across midnight (UTC or the organisation's) cannot move an entry over the edge.
      const later = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
      const earlier = new Date(Date.now() - 2 * 86400_000).toISOString().slice(0, 10);
      expect((await owner.get(`/v1/enterprise/${ACME}/audit?from=${later}`)).body.total).toBe(0);
      expect((await owner.get(`/v1/enterprise/${ACME}/audit?to=${earlier}`)).body.total).toBe(0);
      const all = (await owner.get(`/v1/enterprise/${ACME}/audit?from=${earlier}&to=${later}&page_size=200`)).body;
      expect(all.total).toBe(all.data.length);

      const second = (await owner.get(`/v1/enterprise/${ACME}/audit?page=1&page_size=10`)).body;
      expect(second).toMatchObject({ page: 1, page_size: 10, total: all.total });
      expect(second.data.map((e: { id: string }) => e.id)).toEqual(all.data.slice(10, 20).map((e: { id: string }) => e.id));

      expect((await owner.get(`/v1/enterprise/${ACME}/audit?action=hacked`)).status).toBe(400);
      expect((await owner.get(`/v1/enterprise/${ACME}/audit?page_size=7`)).status).toBe(400);
    });

    it('keeps each organisation to its own log', async () => {
      const globex = as(test, await signInWithPassword(test, globexOwner.email, 'gina-password'));
      expect((await globex.get(`/v1/enterprise/${ACME}/audit`)).status).toBe(403);
      const own = (await globex.get(`/v1/enterprise/${GLOBEX}/audit?page_size=200`)).body.data;
      expect(own.every((e: { data: { email: string } }) => e.data.email === 'gina@globex.example')).toBe(true);
    });
  });
});
