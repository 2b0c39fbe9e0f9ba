/**
 * The top bar over real HTTP: global search (people of the organisation, organisations for superadmins
 * only; cards by short id or holder), the notification centre, superadmin support
 * access in the audit log, and the dev mailbox.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { httpClient } from '../support/http-client';
import { adminOf, superadmin, type TestApp } from '../support/test-app';
import { as, createOrganisation, createUser, signInWithEmailLink, signInWithPassword, startIdentityApp } from './identity-fixtures';

const ORG = 'search_org';
const OTHER = 'search_other';

describe('global search', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let root: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, ORG, 'Searchable Ltd');
    await createOrganisation(test, OTHER, 'Other Searchable Org');
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    root = httpClient(test.url, await test.tokenFor(superadmin));
    const otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    for (const [first_name, last_name] of [['Ada', 'Lovelace'], ['Adam', 'Smith'], ['Grace', 'Hopper']]) {
      await admin.put(`/v1/enterprise/${ORG}/people`, { first_name, last_name, position: 'Engineer', email: `${first_name}.${last_name}@search.example`.toLowerCase() });
    }
    await otherAdmin.put(`/v1/enterprise/${OTHER}/people`, { first_name: 'Ada', last_name: 'Elsewhere', position: 'Spy', email: 'ada@other.example' });
    for (let i = 0; i < 12; i++) await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: `Many${i}`, last_name: 'Person', position: 'Clone', email: `many${i}@search.example` });
  });
  afterAll(() => test.destroy());

  it('finds people of the organisation by name or e-mail, never those of another', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'ADA' });
    expect(response.status).toBe(200);
    expect(response.body.people.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`)).toEqual(['Ada Lovelace', 'Adam Smith']);
    expect(response.body.people[0]).toEqual({ objectID: expect.any(String), first_name: 'Ada', last_name: 'Lovelace', email: 'ada.lovelace@search.example' });
    expect(response.body.cards).toEqual([]);
    expect(response.body).not.toHaveProperty('organisations');
    expect((await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'hopper@search' })).body.people).toHaveLength(1);
    expect((await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'ada lov' })).body.people).toHaveLength(1);
  });

  it('answers at most 10 of each', async () => {
    expect((await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'person' })).body.people).toHaveLength(10);
  });

  it('needs 3 characters', async () => {
    const response = await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'ad' });
    expect(response).toMatchObject({ status: 400, body: { errorMessage: 'Please enter at least 3 characters.' } });
  });

  it('also finds organisations for a superadmin', async () => {
    const response = await root.post(`/v1/enterprise/${ORG}/search`, { term: 'searchable' });
    expect(response.body.organisations).toEqual([
      { objectID: OTHER, name: 'Other Searchable Org' },
      { objectID: ORG, name: 'Searchable Ltd' },
    ]);
  });

  it('treats the term as text, not a pattern', async () => {
    expect((await admin.post(`/v1/enterprise/${ORG}/search`, { term: '.*.' })).body.people).toEqual([]);
  });
});

describe('support access, notifications and the dev mailbox', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, ORG, 'Supported Ltd');
    await createOrganisation(test, 'hq_org', 'HQ');
    await createUser(test, { email: 'support@hq.example', name: 'Sue Port', organisationId: 'hq_org', superadmin: true, password: 'support-password' });
    await createUser(test, { email: 'owner@supported.example', name: 'Owen', organisationId: ORG, owner: true, password: 'owner-password' });
  });
  afterAll(() => test.destroy());

  it('records a superadmin sign-in and their entry into another organisation as support', async () => {
    const support = as(test, await signInWithPassword(test, 'support@hq.example', 'support-password'));
    expect((await support.post(`/v1/enterprise/${ORG}/support-access`)).body).toEqual({ organisationId: ORG });
    expect((await support.post('/v1/enterprise/nowhere/support-access')).status).toBe(404);
    const owner = as(test, await signInWithPassword(test, 'owner@supported.example', 'owner-password'));
    expect((await owner.post(`/v1/enterprise/${ORG}/support-access`)).status).toBe(403);

    const log = (await owner.get(`/v1/enterprise/${ORG}/audit?action=login-support`)).body.data;
    expect(log).toEqual([expect.objectContaining({ action: 'login-support', by: 'support@hq.example', data: { email: 'support@hq.example', impersonation: true, support: true } })]);
    const own = (await support.get('/v1/enterprise/hq_org/audit?action=login-support')).body.data;
    expect(own[0]).toMatchObject({ by: 'support@hq.example', data: { method: 'password' } });
    expect((await support.get('/v1/auth/me')).body.organisations).toEqual([{ id: 'hq_org', name: 'HQ', isPartner: false, isDemo: false }]);
  });

  it('keeps notifications per user: dismiss, mark all read, delete', async () => {
    const owner = as(test, await signInWithPassword(test, 'owner@supported.example', 'owner-password'));
    await owner.post(`/v1/enterprise/${ORG}/users/invite`, { recipient: 'one@supported.example' });
    await owner.post(`/v1/enterprise/${ORG}/users/invite`, { recipient: 'two@supported.example' });
    const one = await signInWithEmailLink(test, 'one@supported.example');
    const invite = (await httpClient(test.url).get('/dev/mailbox')).body.messages.find((m: { to: string; subject: string }) => m.to === 'one@supported.example' && m.subject.includes('invited'));
    const token = decodeURIComponent(new URL(invite.links[0]).pathname.split('/').pop() as string);
    await as(test, one).post(`/v1/invites/${encodeURIComponent(token)}/accept`);
    const client = as(test, one);

    const [welcome] = (await client.get('/v1/notifications')).body.data;
    expect(welcome).toMatchObject({ title: 'Welcome to the Profyle admin portal', dismissed: false, deleted: false });
    expect(Object.keys(welcome).sort()).toEqual(['auto_popup', 'body', 'created_at', 'cta', 'deleted', 'dismissed', 'id', 'title']);

    expect((await owner.get('/v1/notifications')).body.data).toEqual([]);
    expect(await owner.post(`/v1/notifications/${welcome.id}/dismiss`)).toMatchObject({ status: 404, body: { errorMessage: 'Notification not found' } });

    expect(await client.post(`/v1/notifications/${welcome.id}/dismiss`)).toMatchObject({ status: 200, body: { id: welcome.id, dismissed: true } });
    expect((await client.post('/v1/notifications/mark-all-read')).body).toEqual({ dismissed: 0 });
    expect(await client.delete(`/v1/notifications/${welcome.id}`)).toMatchObject({ status: 200, body: { id: welcome.id } });
    expect((await client.get('/v1/notifications')).body.data).toEqual([]);
    expect((await client.delete(`/v1/notifications/${welcome.id}`)).status).toBe(404);
  });

  it('lists captured mail newest first, with links, without signing in', async () => {
    const response = await httpClient(test.url).get('/dev/mailbox?limit=2');
    expect(response.status).toBe(200);
    expect(response.body.messages).toHaveLength(2);
    const [newest, older] = response.body.messages;
    expect(Date.parse(newest.sentAt)).toBeGreaterThanOrEqual(Date.parse(older.sentAt));
    expect(Object.keys(newest).sort()).toEqual(['html', 'id', 'links', 'sentAt', 'subject', 'text', 'to']);
  });

  it('gives a browser the web app page at the same path when the app is built', async () => {
    const built = existsSync(resolve(__dirname, '../../apps/web/dist/index.html'));
    const page = await fetch(`${test.url}/dev/mailbox`, { headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(built ? /^text\/html/ : /^application\/json/);
    const data = await fetch(`${test.url}/dev/mailbox`, { headers: { accept: 'application/json' } });
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await data.json()).messages.length).toBeGreaterThan(0);
  });
});

describe('dev mailbox with SMTP mail', () => {
  it('does not exist', async () => {
    const test = await startIdentityApp({ MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect((await httpClient(test.url).get('/dev/mailbox')).status).toBe(404);
    } finally {
      await test.destroy();
    }
  });
});
