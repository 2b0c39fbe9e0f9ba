/**
 * Analytics and the dashboard over real HTTP on the embedded runtime. Visits at chosen instants are
 * appended as the visit recorder appends them (ProfyleVisited on visits-<org>_<day>), so the buckets,
 * the organisation's time zone and the day boundary can be checked exactly; introductions come through
 * the public exchange form. Every answer is read from the day buckets.
 */
import { randomUUID } from 'node:crypto';
import { type ProfyleVisited, visitStreamId } from '@profyle/domain';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';
import { ALL_CONFIRMED, approvedDesign, cardOrder, PRINT_PDF } from './commerce/commerce-fixtures';

const ORG = 'analytics_org';
const OTHER = 'analytics_other';

describe('analytics over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let ada: string;
  let grace: string;
  let sales: string;

  const visit = async (personId: string, visitedAt: string, country: string | null) => {
    const data: ProfyleVisited['data'] = { organisationId: ORG, personId, visitedAt, country, via: 'link', cardId: null, eventId: null };
    const metadata = { organisationId: ORG, actor: { userId: 'visitor' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: visitedAt, schemaVersion: 1 };
    return test.runtime.eventStore.append(visitStreamId(ORG, visitedAt), [{ id: randomUUID(), type: 'ProfyleVisited', data, metadata }], 'any');
  };
  const counts = (query: string) => admin.get(`/v2/org/${ORG}/analytics/counts?${query}`);

  beforeAll(async () => {
    test = await startTestApp({ TRUST_PROXY: 'true' });
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    for (const id of [ORG, OTHER]) expect((await root.post('/v1/enterprise', { organisation_id: id, name: `${id} Ltd`, subscriptions: 10 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'intl', value: { currency: 'EUR', language: 'en-GB', timezone: 'America/New_York' } })).status).toBe(200);
    expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, leadValue: 250, leadCurrency: 'USD' } })).status).toBe(200);
    sales = (await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales', parent_id: 'none' })).body.id;
    const east = (await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'East', parent_id: sales })).body.id;
    const person = async (first_name: string, group_id: string | null) => {
      const created = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name, last_name: 'Test', email: `${first_name.toLowerCase()}@analytics.example`, position: 'Engineer', group_id });
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      return created.body.personId as string;
    };
    ada = await person('Ada', east);
    grace = await person('Grace', null);
    // New York is UTC-4 in June: 03:30 UTC on 2 June is still 1 June there.
    await visit(ada, '2026-06-01T15:00:00.000Z', 'GB');
    await visit(ada, '2026-06-02T03:30:00.000Z', 'GB');
    await visit(grace, '2026-06-02T04:30:00.000Z', 'US');
    await visit(grace, '2026-06-02T12:00:00.000Z', 'US');
    await visit(grace, '2026-06-03T12:00:00.000Z', null);
    await visit(grace, '2026-03-10T12:00:00.000Z', 'FR');
    // Read-your-writes for appended facts: wait until the projections have them.
    const head = await test.runtime.eventStore.headPosition();
    await test.runtime.awaitProjections(head);
  });
  afterAll(() => test.destroy());

  it('counts visits per local day of the organisation\'s time zone (a visit at 23:30 local stays on its day)', async () => {
    const answer = await counts('from=2026-06-01&to=2026-06-03');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      width: 'DAY',
      timezone: 'America/New_York',
      data: [
        { time: '2026-06-01', visits: 2, intros: 0 },
        { time: '2026-06-02', visits: 2, intros: 0 },
        { time: '2026-06-03', visits: 1, intros: 0 },
      ],
    });
  });

  it('switches to weeks of 7 days over 60 days, and filters by a group with the groups below it', async () => {
    const weeks = await counts('from=2026-03-09&to=2026-06-07');
    expect(weeks.body.width).toBe('WEEK');
    expect(weeks.body.data).toHaveLength(13);
    expect(weeks.body.data[0]).toEqual({ time: '2026-03-09', visits: 1, intros: 0 });
    expect(weeks.body.data.reduce((sum: number, row: { visits: number }) => sum + row.visits, 0)).toBe(6);
    const group = await counts(`from=2026-06-01&to=2026-06-03&groupId=${sales}`);
    expect(group.body.data.map((row: { visits: number }) => row.visits)).toEqual([2, 0, 0]);
    expect((await counts('from=2026-06-01&to=2026-06-03&groupId=nope')).body).toEqual({ errorMessage: 'Group not found', errors: [{ path: 'groupId', msg: 'Group not found' }] });
  });

  it('ranks people by visits or introductions, and lists countries', async () => {
    const top = await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-06-01&to=2026-06-03&mode=visit`);
    expect(top.body).toEqual({
      data: [
        { personId: grace, name: 'Grace Test', ct: 3, deleted: false },
        { personId: ada, name: 'Ada Test', ct: 2, deleted: false },
      ],
    });
    expect((await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-06-01&to=2026-06-03&number=1`)).body.data).toHaveLength(1);
    expect((await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-06-01&to=2026-06-03&groupId=${sales}`)).body.data.map((row: { personId: string }) => row.personId)).toEqual([ada]);
    const countries = await admin.get(`/v2/org/${ORG}/analytics/countries?from=2026-06-01&to=2026-06-03`);
    expect(countries.body).toEqual({ data: [{ country: 'GB', count: 2 }, { country: 'US', count: 2 }] });
  });

  it('keeps a deleted person in the top list, marked deleted', async () => {
    const temp = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Temp', last_name: 'Person', email: 'temp@analytics.example', position: 'Intern' });
    await visit(temp.body.personId, '2026-05-20T12:00:00.000Z', 'DE');
    await test.runtime.awaitProjections(await test.runtime.eventStore.headPosition());
    expect((await admin.delete(`/v1/enterprise/${ORG}/people/${temp.body.personId}`)).status).toBeLessThan(300);
    const top = await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-05-20&to=2026-05-20`);
    expect(top.body.data).toEqual([{ personId: temp.body.personId, name: 'Temp Person', ct: 1, deleted: true }]);
  });

  it('counts introductions from the exchange form, and shows them on the dashboard with their value', async () => {
    const before = (await admin.get(`/v2/org/${ORG}/dashboard`)).body;
    const body = new URLSearchParams({ name: 'Visitor', email: 'visitor@example.com' });
    const sent = await fetch(`${test.url}/c/${ada}/exchange`, { method: 'POST', redirect: 'manual', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-ipcountry': 'IE' } });
    expect(sent.status).toBe(303);
    let dashboard = before;
    for (let i = 0; i < 100 && dashboard.introductions.count === before.introductions.count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      dashboard = (await admin.get(`/v2/org/${ORG}/dashboard`)).body;
    }
    // The value is in the lead value's currency (USD), not the organisation's (EUR).
    expect(dashboard.introductions).toEqual({ count: before.introductions.count + 1, leadValue: 250, value: (before.introductions.count + 1) * 250, currency: 'USD' });
    expect(dashboard).toMatchObject({ people: { total: 2 }, views: { total: 7 }, contacts: { total: 1 }, groups: { total: 2 }, timezone: 'America/New_York', events: { total: 0, current: 0 }, designs: { total: 0, awaitingApproval: 0 }, pendingOrders: { total: 0, latest: [] } });
    expect(dashboard.monthly).toHaveLength(6);
    expect(dashboard.monthly[5]).toMatchObject({ intros: 1 });
    expect(dashboard.onboarding.steps).toContainEqual({ key: 'create-groups', done: true });
    const today = dashboard.monthly[5].month;
    const intros = await admin.get(`/v2/org/${ORG}/analytics/countries?from=${today}-01&to=${new Date().toISOString().slice(0, 10)}&mode=intro`);
    expect(intros.body.data).toEqual([{ country: 'IE', count: 1 }]);
  });

  it('shows the design library with the designs awaiting approval, and the open orders newest first with their status', async () => {
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    const approved = await approvedDesign(root, admin, ORG, 'Gold foil');
    const proofed = (await admin.post(`/v2/org/${ORG}/designs`, { name: 'Silver foil', designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED })).body.id as string;
    expect((await root.post(`/v2/org/${ORG}/designs/${proofed}/proof`, { url: 'https://files.example/proofs/p2.pdf', filename: 'p2.pdf' })).status).toBe(200);
    const archived = (await admin.post(`/v2/org/${ORG}/designs`, { name: 'Old logo', designer: 'client', assets: [PRINT_PDF], checkboxes: ALL_CONFIRMED })).body.id as string;
    expect((await admin.post(`/v2/org/${ORG}/designs/${archived}/archive`)).status).toBe(200);
    const location = (await admin.post(`/v1/enterprise/${ORG}/locations`, { name: 'Head office', line1: '1 High Street', city: 'London', postcode: 'N1 1AA', country: 'United Kingdom' })).body.id as string;
    const place = async (name: string) => {
      const placed = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(location, approved, { name }));
      expect(placed.status).toBe(201);
      return placed.body.id as string;
    };
    const first = await place('Spring batch');
    const cancelled = await place('Wrong size');
    const second = await place('Summer batch');
    expect((await root.delete(`/v2/org/${ORG}/orders/${cancelled}/cancel`)).body.status).toBe('cancelled');
    expect((await root.post(`/v2/org/${ORG}/orders/${first}/paid`)).status).toBe(200);

    const dashboard = await admin.get(`/v2/org/${ORG}/dashboard`);
    expect(dashboard.body.designs).toEqual({ total: 2, awaitingApproval: 1 });
    expect(dashboard.body.pendingOrders.total).toBe(2);
    expect(dashboard.body.pendingOrders.latest.map((order: { id: string; status: string; name: string }) => [order.id, order.name, order.status])).toEqual([
      [second, 'Summer batch', 'new'],
      [first, 'Spring batch', 'paid'],
    ]);
    expect(dashboard.body.pendingOrders.latest[0]).toMatchObject({ short_code: expect.any(String), value: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'GBP', createdAt: expect.any(String) });
    expect(dashboard.body.onboarding.steps).toContainEqual({ key: 'order-cards', done: true });
    // Another organisation's dashboard holds none of them.
    const stranger = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    expect((await stranger.get(`/v2/org/${OTHER}/dashboard`)).body).toMatchObject({ designs: { total: 0, awaitingApproval: 0 }, pendingOrders: { total: 0, latest: [] } });
  });

  it('answers bad ranges in the spec\'s error shape', async () => {
    expect((await counts('from=2026-06-03&to=2026-06-01')).body).toEqual({ errorMessage: 'The start date must not be after the end date', errors: [{ path: 'from', msg: 'The start date must not be after the end date' }] });
    expect((await counts('from=2026-02-30&to=2026-06-01')).body.errors).toEqual([{ path: 'from', msg: 'Please enter a date as YYYY-MM-DD' }]);
    expect((await counts('to=2026-06-01')).body.errors).toEqual([{ path: 'from', msg: 'Please choose a start date' }]);
    expect((await counts('from=2020-01-01&to=2026-06-01')).body.errorMessage).toBe('Please choose a range of at most 3 years');
    expect((await counts('from=2026-06-01&to=2026-06-01&width=HOUR')).body.errorMessage).toBe('width must be DAY or WEEK');
    expect((await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-06-01&to=2026-06-01&mode=click`)).body.errorMessage).toBe('mode must be visit or intro');
    expect((await admin.get(`/v2/org/${ORG}/analytics/top?from=2026-06-01&to=2026-06-01&number=0`)).body.errorMessage).toBe('number must be a whole number from 1 to 100');
  });

  it('refuses another organisation\'s admin on every analytics route', async () => {
    const stranger = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    for (const path of ['analytics/counts?from=2026-06-01&to=2026-06-03', 'analytics/top?from=2026-06-01&to=2026-06-03', 'analytics/countries?from=2026-06-01&to=2026-06-03', 'dashboard']) {
      const answer = await stranger.get(`/v2/org/${ORG}/${path}`);
      expect([path, answer.status, answer.body.errorMessage]).toEqual([path, 403, 'Access Denied']);
    }
    // Its own analytics hold none of the other organisation's visits.
    expect((await stranger.get(`/v2/org/${OTHER}/analytics/counts?from=2026-06-01&to=2026-06-03`)).body.data.every((row: { visits: number }) => row.visits === 0)).toBe(true);
  });
});
