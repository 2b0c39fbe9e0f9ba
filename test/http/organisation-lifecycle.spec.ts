/**
 * The organisation lifecycle and the superadmin's dashboard tools over real HTTP: extend a trial (also
 * an expired one), close (every admin of it refused on every route with one message, superadmins still
 * in), reopen, closeAfter, sample data (twice adds nothing), partner status, subscriptions on trials, and
 * who may call each tool (superadmin, partner admin, admin, nobody).
 */
import { CommandBus } from '@nestjs/cqrs';
import { LIFECYCLE_MESSAGES } from '@profyle/contracts';
import { daysLater } from '@profyle/domain';
import { ChangeLifecycleCommand } from '../../apps/api/src/modules/organisations/commands/change-lifecycle/change-lifecycle.command';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { httpClient, type HttpResponse } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const TRIAL = 'lifecycle_trial';
const CUSTOMER = 'lifecycle_customer';
const PARTNER = 'lifecycle_partner';
type Client = ReturnType<typeof httpClient>;

describe('organisation lifecycle over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let trialAdmin: Client;
  let customerAdmin: Client;
  let partnerAdmin: Client;
  let anonymous: Client;

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: TRIAL, name: 'Lifecycle Trial', is_demo: true, subscriptions: 3 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: CUSTOMER, name: 'Lifecycle Customer', subscriptions: 10 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: PARTNER, name: 'Lifecycle Partner', is_partner: true })).status).toBe(201);
    trialAdmin = httpClient(test.url, await test.tokenFor(adminOf(TRIAL)));
    customerAdmin = httpClient(test.url, await test.tokenFor(adminOf(CUSTOMER)));
    partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf(PARTNER)));
    anonymous = httpClient(test.url);
  });
  afterAll(() => test.destroy());

  it('opens a trial for 45 days and a customer account without an end', async () => {
    const trial = (await trialAdmin.get(`/v1/enterprise/${TRIAL}`)).body;
    expect(trial).toMatchObject({ isDemo: true, isDemoExpired: false, accountStatus: 'trial', closed: null, deleteAfter: null });
    expect(Date.parse(trial.demoExpiresOn) - Date.parse(trial.meta.createdAt)).toBe(45 * 86_400_000);
    expect((await customerAdmin.get(`/v1/enterprise/${CUSTOMER}`)).body).toMatchObject({ isDemo: false, demoExpiresOn: null, accountStatus: 'customer' });
  });

  it('extends an active trial by 45 days from its end', async () => {
    const before = (await root.get(`/v1/enterprise/${TRIAL}`)).body.demoExpiresOn;
    const extended = await root.post(`/v1/enterprise/${TRIAL}/extend-demo`);
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({ accountStatus: 'trial', demoExpiresOn: daysLater(before, 45) });
  });

  it('reactivates an expired trial for 45 days from now', async () => {
    const { demoExpiresOn } = (await root.get(`/v1/enterprise/${TRIAL}`)).body;
    // The scheduler's command, as it arrives once the end has passed.
    const expiry = { ...commandMetadata(superadmin, TRIAL), now: daysLater(demoExpiresOn, 0) };
    await test.app.get(CommandBus).execute(new ChangeLifecycleCommand({ type: 'ExpireTrial', data: {} }, expiry));
    expect((await trialAdmin.get(`/v1/enterprise/${TRIAL}`)).body).toMatchObject({ isDemoExpired: true, accountStatus: 'trial_expired' });
    // An expired trial's admins still reach it (they are asked to buy, not locked out).
    expect((await trialAdmin.get(`/v1/enterprise/${TRIAL}/people`)).status).toBe(200);

    const startedAt = Date.now();
    const extended = (await root.post(`/v1/enterprise/${TRIAL}/extend-demo`)).body;
    expect(extended).toMatchObject({ isDemoExpired: false, accountStatus: 'trial' });
    expect(Date.parse(extended.demoExpiresOn)).toBeGreaterThanOrEqual(startedAt + 45 * 86_400_000);
  });

  it('refuses to extend a customer account', async () => {
    const refused = await root.post(`/v1/enterprise/${CUSTOMER}/extend-demo`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errorMessage: 'This is not a demo account', errors: [] });
  });

  it('adds subscriptions only to non-trials and never removes more than are unused', async () => {
    const onTrial = await root.post(`/v1/enterprise/${TRIAL}/subscriptions/add`, { count: 5, reason: 'Upsell' });
    expect(onTrial.status).toBe(400);
    expect(onTrial.body.errorMessage).toBe('Subscriptions can only be added to non-trial accounts');
    expect((await root.post(`/v1/enterprise/${CUSTOMER}/subscriptions/add`, { count: 5, reason: 'Upsell' })).body).toMatchObject({ subscriptions: { purchased: 15 } });
    const tooMany = await root.post(`/v1/enterprise/${CUSTOMER}/subscriptions/remove`, { count: 16, reason: 'Refund' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorMessage).toBe('Unable to remove 16 subscriptions: only 15 are unused');
  });

  it('closes an organisation: its admins are refused on every route with one message, superadmins are not', async () => {
    const closed = await root.post(`/v1/enterprise/${CUSTOMER}/close-account`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ accountStatus: 'closed', pendingDeletion: false });
    expect(Date.parse(closed.body.deleteAfter) - Date.parse(closed.body.closed)).toBe(90 * 86_400_000);

    const refusal = { errorMessage: LIFECYCLE_MESSAGES.closed, errors: [] };
    const routes: (() => Promise<HttpResponse>)[] = [
      () => customerAdmin.get(`/v1/enterprise/${CUSTOMER}`),
      () => customerAdmin.get(`/v1/enterprise/${CUSTOMER}/people`),
      () => customerAdmin.put(`/v1/enterprise/${CUSTOMER}/people`, { first_name: 'A', last_name: 'B', position: 'C', email: 'a@b.example' }),
      () => customerAdmin.get(`/v1/enterprise/${CUSTOMER}/users`),
      () => customerAdmin.post(`/v1/enterprise/${CUSTOMER}/groups`, { name: 'Sales' }),
      () => customerAdmin.get(`/v1/enterprise/${CUSTOMER}/settings/audit`),
    ];
    for (const call of routes) {
      const response = await call();
      expect([response.status, response.body]).toEqual([403, refusal]);
    }
    // Their own account still answers, so the portal can say why.
    expect((await customerAdmin.get('/v1/auth/me')).status).toBe(200);
    expect((await root.get(`/v1/enterprise/${CUSTOMER}/people`)).status).toBe(200);

    const twice = await root.post(`/v1/enterprise/${CUSTOMER}/close-account`);
    expect([twice.status, twice.body.errorMessage]).toEqual([400, 'This account is already closed']);
    expect((await root.post(`/v1/enterprise/${CUSTOMER}/add-sample-data`)).body.errorMessage).toBe('This account is closed. Reopen it first.');
  });

  it('reopens it, and its admins are back', async () => {
    const reopened = await root.post(`/v1/enterprise/${CUSTOMER}/reopen-account`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ accountStatus: 'customer', closed: null, deleteAfter: null });
    expect((await customerAdmin.get(`/v1/enterprise/${CUSTOMER}/people`)).status).toBe(200);
    const again = await root.post(`/v1/enterprise/${CUSTOMER}/reopen-account`);
    expect([again.status, again.body.errorMessage]).toEqual([400, 'This account is not closed']);
  });

  it('sets and clears the date a non-renewing account closes', async () => {
    const closeAfter = daysLater(new Date().toISOString(), 30);
    const set = await root.put(`/v1/enterprise/${CUSTOMER}/close-after`, { close_after: closeAfter });
    expect([set.status, set.body.closeAfter]).toEqual([200, closeAfter]);
    const past = await root.put(`/v1/enterprise/${CUSTOMER}/close-after`, { close_after: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ path: 'close_after', msg: 'Please choose a date in the future' }]);
    expect((await root.put(`/v1/enterprise/${CUSTOMER}/close-after`, { close_after: null })).body.closeAfter).toBeNull();
  });

  it('adds sample data once: people, groups, addresses, a layout and introductions; a second run adds nothing', async () => {
    const first = await root.post(`/v1/enterprise/${TRIAL}/add-sample-data`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ people: 8, groups: 4, locations: 2, layouts: 1, introductions: 6 });
    const layouts = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/configurations`)).body;
    expect(JSON.stringify(layouts)).toContain('Events team');
    const marketing = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/groups`)).body.data.find((group: { name: string }) => group.name === 'Marketing');
    expect(marketing.configuration_id).toBe('sample-events');
    const priya = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/people?search=priya`)).body.data[0];
    const detail = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/people/${priya.person_id}`)).body;
    expect(detail.intro_counter).toBe(1);
    const people = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/people?page_size=50`)).body;
    expect(people.total).toBe(8);
    const groups = (await trialAdmin.get(`/v1/enterprise/${TRIAL}/groups`)).body.data.map((group: { full_name: string }) => group.full_name);
    expect(groups).toEqual(expect.arrayContaining(['Sales', 'Sales › Sales North', 'Marketing', 'Customer Success']));
    const second = await root.post(`/v1/enterprise/${TRIAL}/add-sample-data`);
    expect(second.body).toEqual({ people: 0, groups: 0, locations: 0, layouts: 0, introductions: 0 });
    expect((await trialAdmin.get(`/v1/enterprise/${TRIAL}/people`)).body.total).toBe(8);
  });

  it('marks an organisation as a partner and back', async () => {
    expect((await root.put(`/v1/enterprise/${CUSTOMER}/partner`, { is_partner: true })).body.isPartner).toBe(true);
    expect((await root.put(`/v1/enterprise/${CUSTOMER}/partner`, { is_partner: false })).body.isPartner).toBe(false);
    const bad = await root.put(`/v1/enterprise/${CUSTOMER}/partner`, { is_partner: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('answers each role on each tool: superadmin only', async () => {
    const tools: [string, (client: Client) => Promise<HttpResponse>][] = [
      ['close-account', (c) => c.post(`/v1/enterprise/${PARTNER}/close-account`)],
      ['reopen-account', (c) => c.post(`/v1/enterprise/${PARTNER}/reopen-account`)],
      ['extend-demo', (c) => c.post(`/v1/enterprise/${PARTNER}/extend-demo`)],
      ['upgrade-to-live', (c) => c.post(`/v1/enterprise/${PARTNER}/upgrade-to-live`)],
      ['add-sample-data', (c) => c.post(`/v1/enterprise/${PARTNER}/add-sample-data`)],
      ['close-after', (c) => c.put(`/v1/enterprise/${PARTNER}/close-after`, { close_after: null })],
      ['partner', (c) => c.put(`/v1/enterprise/${PARTNER}/partner`, { is_partner: true })],
      ['subscriptions/add', (c) => c.post(`/v1/enterprise/${PARTNER}/subscriptions/add`, { count: 1, reason: 'r' })],
    ];
    const actual: Record<string, number[]> = {};
    for (const [name, call] of tools) {
      actual[name] = [(await call(partnerAdmin)).status, (await call(trialAdmin)).status, (await call(anonymous)).status];
    }
    // partner admin (of this very organisation), another organisation's admin, nobody.
    expect(actual).toEqual(Object.fromEntries(tools.map(([name]) => [name, [403, 403, 401]])));
    // And the superadmin: the rules answer (reopen of an open one, extend of a customer), never the guard.
    const statuses = [];
    for (const [, call] of tools) statuses.push((await call(root)).status);
    expect(statuses).toEqual([200, 200, 400, 400, 200, 200, 200, 200]);
  });
});
