/**
 * Who may call what: every role against one representative route of each module, all aimed at
 * organisation A, compared with the expected status table exactly. The signed-in roles hold tokens from
 * real sign-ins (password, or e-mail link for the pending invitee), not hand-made ones.
 */
import { httpClient, type HttpResponse } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { as, createOrganisation, createUser, signInWithEmailLink, signInWithPassword, startIdentityApp } from './identity-fixtures';

const A = 'matrix_a';
const B = 'matrix_b';
const ROLES = ['anonymous', 'adminA', 'adminB', 'pending', 'superadmin'] as const;
type Role = (typeof ROLES)[number];
type Client = ReturnType<typeof httpClient>;

let sequence = 0;
const unique = (role: Role) => `${role.toLowerCase()}-${++sequence}`;

/** One representative route per module; `call` may use the role to keep bodies distinct (unique e-mails, own person). */
const ROUTES: Record<string, (client: Client, role: Role, people: Record<string, string>) => Promise<HttpResponse>> = {
  'GET people list': (c) => c.get(`/v1/enterprise/${A}/people`),
  'PUT person save': (c, role) => c.put(`/v1/enterprise/${A}/people`, { first_name: 'Role', last_name: role, position: 'Tester', email: `${unique(role)}@matrix.example` }),
  'PUT assign subscription': (c, role, people) => c.put(`/v1/enterprise/${A}/people/${people[role]}/assign-subscription`, { type: 'digital', send_email: false }),
  'POST subscriptions add (superadmin only)': (c) => c.post(`/v1/enterprise/${A}/subscriptions/add`, { count: 1, reason: 'Role matrix' }),
  'GET organisation': (c) => c.get(`/v1/enterprise/${A}`),
  'GET admin users': (c) => c.get(`/v1/enterprise/${A}/users`),
  'POST invite admin': (c, role) => c.post(`/v1/enterprise/${A}/users/invite`, { recipient: `${unique(role)}@invitee.example` }),
  'GET audit log': (c) => c.get(`/v1/enterprise/${A}/audit`),
  'POST search': (c) => c.post(`/v1/enterprise/${A}/search`, { term: 'role' }),
  'GET webhook settings': (c) => c.get(`/v1/enterprise/${A}/webhooks/default`),
  'PATCH layout field': (c) => c.patch(`/v1/enterprise/${A}/configurations/default`, { field_to_update: 'buttonStyle', buttonStyle: 'rounded' }),
  'POST support access (superadmin only)': (c) => c.post(`/v1/enterprise/${A}/support-access`),
  'GET own account': (c) => c.get('/v1/auth/me'),
  'GET organisations list (superadmin only)': (c) => c.get('/v1/organisations?tab=new_demos'),
  'PUT close-after (superadmin only)': (c) => c.put(`/v1/enterprise/${A}/close-after`, { close_after: null }),
  'GET affiliates (superadmin only)': (c) => c.get('/v1/affiliates'),
  'POST partner demo (partner organisations only)': (c, role) => c.post('/v2/trials/partner-demo', { organisation_name: `Prospect ${unique(role)}`, website_url: 'https://prospect.example', organisation_size: 5, partner_id: A }),
  'POST create demo account (superadmin only)': (c, role) => c.post('/v1/create-demo-account', { organisation_name: `Matrix Demo ${unique(role)}`, website_url: 'https://prospect.example', first_name: 'Pat', last_name: 'Prospect', position: 'Buyer', email: `${unique(role)}@prospect.example`, primary_color: '#1f4e79', secondary_color: '#ffffff', background_color: '#ffffff', foreground_color: '#111111', bottombar_color: '#1f4e79', logo_url: 'https://prospect.example/logo.png', photo_url: 'https://prospect.example/pat.jpg', send_invite: false }),
  'GET orders': (c) => c.get(`/v2/org/${A}/orders`),
  'POST order paid (superadmin only)': (c) => c.post(`/v2/org/${A}/orders/no-such-order/paid`),
  'GET designs': (c) => c.get(`/v2/org/${A}/designs`),
  'POST design proof (superadmin only)': (c) => c.post(`/v2/org/${A}/designs/no-such-design/proof`, { url: 'https://files.example/p.pdf' }),
  'GET production queue (superadmin only)': (c) => c.get('/v2/production/orders'),
  'GET events': (c) => c.get(`/v2/org/${A}/events`),
  'POST event create': (c, role) => c.post(`/v2/org/${A}/events`, { name: `Fair ${unique(role)}`, location: 'London', start: '2031-05-01T09:00:00.000Z', end: '2031-05-01T17:00:00.000Z', attendee_type: 'all' }),
  'DELETE dummy events (superadmin only)': (c) => c.delete(`/v2/org/${A}/events/dummy`),
  'GET contacts': (c) => c.get(`/v2/org/${A}/intros`),
  'POST free cards (superadmin only)': (c) => c.post('/v2/cards', { count: 1, colour: 'navy' }),
  'POST allocate free card (superadmin only)': (c) => c.post(`/v2/cards/${'0'.repeat(32)}/allocate-free-card`, { colour: 'navy' }),
  'POST generate card ids (superadmin only)': (c) => c.post('/v1/enterprise/cards/create', { count: 1 }),
  'POST assign cards (superadmin only)': (c) => c.post(`/v1/enterprise/${A}/assign`, { demo: false, card_ids: ['0'.repeat(32)], design_id: 'classic' }),
  'POST add card and assign (superadmin only)': (c, role, people) => c.post(`/v1/enterprise/${A}/add-card-and-assign`, { personId: people[role], cardId: '0'.repeat(32), designId: 'classic' }),
};

const row = (anonymous: number, adminA: number, adminB: number, pending: number, superadmin: number): Record<Role, number> => ({ anonymous, adminA, adminB, pending, superadmin });

const EXPECTED: Record<string, Record<Role, number>> = {
  'GET people list': row(401, 200, 403, 403, 200),
  'PUT person save': row(401, 201, 403, 403, 201),
  'PUT assign subscription': row(401, 204, 403, 403, 204),
  'POST subscriptions add (superadmin only)': row(401, 403, 403, 403, 200),
  'GET organisation': row(401, 200, 403, 403, 200),
  'GET admin users': row(401, 200, 403, 403, 200),
  'POST invite admin': row(401, 200, 403, 403, 200),
  'GET audit log': row(401, 200, 403, 403, 200),
  'POST search': row(401, 200, 403, 403, 200),
  'GET webhook settings': row(401, 200, 403, 403, 200),
  'PATCH layout field': row(401, 200, 403, 403, 200),
  'POST support access (superadmin only)': row(401, 403, 403, 403, 200),
  'GET own account': row(401, 200, 200, 200, 200),
  'GET organisations list (superadmin only)': row(401, 403, 403, 403, 200),
  'PUT close-after (superadmin only)': row(401, 403, 403, 403, 200),
  'GET affiliates (superadmin only)': row(401, 403, 403, 403, 200),
  // A is no partner: nobody may open a demo for it, not even a superadmin.
  'POST partner demo (partner organisations only)': row(401, 403, 403, 403, 403),
  'POST create demo account (superadmin only)': row(401, 403, 403, 403, 201),
  'GET orders': row(401, 200, 403, 403, 200),
  'POST order paid (superadmin only)': row(401, 403, 403, 403, 404),
  'GET designs': row(401, 200, 403, 403, 200),
  'POST design proof (superadmin only)': row(401, 403, 403, 403, 404),
  'GET production queue (superadmin only)': row(401, 403, 403, 403, 200),
  'GET events': row(401, 200, 403, 403, 200),
  'POST event create': row(401, 201, 403, 403, 201),
  'DELETE dummy events (superadmin only)': row(401, 403, 403, 403, 200),
  'GET contacts': row(401, 200, 403, 403, 200),
  'POST free cards (superadmin only)': row(401, 403, 403, 403, 201),
  // An unknown card: only a superadmin gets as far as the card.
  'POST allocate free card (superadmin only)': row(401, 403, 403, 403, 404),
  'POST generate card ids (superadmin only)': row(401, 403, 403, 403, 201),
  'POST assign cards (superadmin only)': row(401, 403, 403, 403, 200),
  'POST add card and assign (superadmin only)': row(401, 403, 403, 403, 404),
};

describe('role matrix', () => {
  let test: TestApp;
  const clients = {} as Record<Role, Client>;
  const people: Record<string, string> = {};

  beforeAll(async () => {
    test = await startIdentityApp();
    await createOrganisation(test, A, 'Matrix A', { subscriptions: 10 });
    await createOrganisation(test, B, 'Matrix B');
    await createOrganisation(test, 'matrix_hq', 'Matrix HQ');
    await createUser(test, { email: 'admin@a.example', name: 'Admin A', organisationId: A, owner: true, password: 'admin-a-password' });
    await createUser(test, { email: 'admin@b.example', name: 'Admin B', organisationId: B, owner: true, password: 'admin-b-password' });
    await createUser(test, { email: 'super@hq.example', name: 'Super', organisationId: 'matrix_hq', superadmin: true, password: 'super-password' });

    clients.anonymous = httpClient(test.url);
    const adminA = await signInWithPassword(test, 'admin@a.example', 'admin-a-password');
    clients.adminA = as(test, adminA);
    clients.adminB = as(test, await signInWithPassword(test, 'admin@b.example', 'admin-b-password'));
    clients.superadmin = as(test, await signInWithPassword(test, 'super@hq.example', 'super-password'));
    await clients.adminA.post(`/v1/enterprise/${A}/users/invite`, { recipient: 'pending@a.example' });
    const pending = await signInWithEmailLink(test, 'pending@a.example');
    expect(pending.user).toMatchObject({ pending: true, admin: false });
    clients.pending = as(test, pending);

    for (const role of ROLES) {
      const created = await clients.adminA.put(`/v1/enterprise/${A}/people`, { first_name: 'Subscriber', last_name: role, position: 'Tester', email: `subscriber-${role}@matrix.example` });
      people[role] = created.body.personId;
    }
  });
  afterAll(() => test.destroy());

  it('answers each role on each route exactly as the table says', async () => {
    const actual: Record<string, Record<Role, number>> = {};
    for (const [route, call] of Object.entries(ROUTES)) {
      actual[route] = {} as Record<Role, number>;
      for (const role of ROLES) actual[route][role] = (await call(clients[role], role, people)).status;
    }
    expect(actual).toEqual(EXPECTED);
  });

  it('denies in the spec error shape', async () => {
    expect((await clients.adminB.get(`/v1/enterprise/${A}/people`)).body).toEqual({ errorMessage: 'Access Denied', errors: [] });
    expect((await clients.anonymous.get(`/v1/enterprise/${A}/people`)).body).toEqual({ errorMessage: 'Unauthorised', errors: [] });
  });

  it('records what a superadmin did inside organisation A as support, by the superadmin', async () => {
    const log = (await clients.adminA.get(`/v1/enterprise/${A}/audit?action=add-user&actor=super@hq.example`)).body.data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ by: 'super@hq.example', data: { support: true } });
  });
});
