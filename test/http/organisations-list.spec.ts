/**
 * The superadmin's organisations list over real HTTP: each tab's organisations and order, New Demos (the
 * last 3 days), search, cursor pages that serve every organisation once, the partners list, bad input,
 * and who may read it (superadmin, partner admin, admin, nobody).
 */
import { CommandBus } from '@nestjs/cqrs';
import { daysLater } from '@profyle/domain';
import { CreateOrganisationCommand } from '../../apps/api/src/modules/organisations/commands/create-organisation/create-organisation.command';
import { ChangeLifecycleCommand } from '../../apps/api/src/modules/organisations/commands/change-lifecycle/change-lifecycle.command';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const DAY = 86_400_000;

describe('organisations list over HTTP', () => {
  let test: TestApp;
  let root: Client;

  /** An organisation created `daysAgo` days ago (commands carry their own time, as the scheduler's do). */
  const create = async (organisationId: string, name: string, daysAgo: number, extra: Partial<ConstructorParameters<typeof CreateOrganisationCommand>[0]> = {}) => {
    const now = new Date(Date.now() - daysAgo * DAY).toISOString();
    await test.app.get(CommandBus).execute(new CreateOrganisationCommand({ organisationId, name, ...extra }, { ...commandMetadata(superadmin, organisationId), now }));
  };
  const lifecycle = (organisationId: string, type: 'ExpireTrial' | 'CloseOrganisation', now = new Date().toISOString()) =>
    test.app.get(CommandBus).execute(new ChangeLifecycleCommand({ type, data: {} }, { ...commandMetadata(superadmin, organisationId), now }));
  const ids = async (query: string) => (await root.get(`/v1/organisations?${query}`)).body.data.map((row: { id: string }) => row.id);

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    await create('cust_old', 'Acme Old Customer', 100, { subscriptions: { purchased: 20 }, orgSize: 30 });
    await create('cust_new', 'Beta Customer', 10, { isPartner: true });
    await create('demo_fresh', 'Fresh Demo', 1, { isDemo: true, subscriptions: { purchased: 3 } });
    await create('demo_week', 'Week Demo', 7, { isDemo: true });
    await create('demo_gone', 'Expired Demo', 60, { isDemo: true });
    await lifecycle('demo_gone', 'ExpireTrial');
    await create('closed_one', 'Closed Co', 200);
    await lifecycle('closed_one', 'CloseOrganisation');
  });
  afterAll(() => test.destroy());

  it('answers each tab with its organisations in its order', async () => {
    expect(await ids('tab=customers')).toEqual(['cust_new', 'cust_old']);
    // Soonest to end first.
    expect(await ids('tab=active_demos')).toEqual(['demo_week', 'demo_fresh']);
    expect(await ids('tab=new_demos')).toEqual(['demo_fresh']);
    expect(await ids('tab=expired_demos')).toEqual(['demo_gone']);
    expect(await ids('tab=closed')).toEqual(['closed_one']);
    const all = await root.get('/v1/organisations');
    expect(all.body.total).toBe(6);
    // Newest first.
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual(['demo_fresh', 'demo_week', 'cust_new', 'demo_gone', 'cust_old', 'closed_one']);
  });

  it('answers the columns of a row', async () => {
    const [row] = (await root.get('/v1/organisations?search=acme')).body.data;
    expect(row).toEqual({
      id: 'cust_old',
      name: 'Acme Old Customer',
      orgSize: 30,
      subscriptions: { used: 0, purchased: 20 },
      accountType: 'Enterprise',
      accountStatus: 'customer',
      isDemo: false,
      isPartner: false,
      createdAt: expect.any(String),
      demoExpiresOn: null,
      closed: null,
      deleteAfter: null,
    });
    const [demo] = (await root.get('/v1/organisations?tab=new_demos')).body.data;
    expect(Date.parse(demo.demoExpiresOn) - Date.parse(demo.createdAt)).toBe(45 * DAY);
  });

  it('searches names and ids, case-insensitively and literally', async () => {
    expect(await ids('search=DEMO')).toEqual(expect.arrayContaining(['demo_fresh', 'demo_week', 'demo_gone']));
    expect(await ids('search=cust_&tab=customers')).toEqual(['cust_new', 'cust_old']);
    expect(await ids('search=.*')).toEqual([]);
  });

  it('serves every organisation once over cursor pages', async () => {
    for (let i = 0; i < 15; i++) await create(`bulk_${String(i).padStart(2, '0')}`, `Bulk ${i}`, 50 + i);
    const all: string[] = [];
    let after: string | null = null;
    do {
      const page: { body: { data: { id: string }[]; next: string | null } } = await root.get(`/v1/organisations?page_size=10${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(page.body.data.length).toBeLessThanOrEqual(10);
      all.push(...page.body.data.map((row) => row.id));
      after = page.body.next;
    } while (after);
    expect(all).toHaveLength(21);
    expect(new Set(all).size).toBe(21);
  });

  it('lists partners by name', async () => {
    expect(await ids('partner=true')).toEqual(['cust_new']);
  });

  it('refuses bad input in the spec shape', async () => {
    const badTab = await root.get('/v1/organisations?tab=vip');
    expect(badTab.status).toBe(400);
    expect(badTab.body.errors[0]).toEqual({ path: 'tab', msg: 'Tab must be one of all, customers, active_demos, new_demos, expired_demos, closed' });
    expect((await root.get('/v1/organisations?page_size=7')).status).toBe(400);
    expect((await root.get(`/v1/organisations?search=${'x'.repeat(101)}`)).status).toBe(400);
    const first = (await root.get('/v1/organisations?page_size=10')).body.next;
    const foreign = await root.get(`/v1/organisations?tab=closed&after=${encodeURIComponent(first)}`);
    expect([foreign.status, foreign.body.errors]).toEqual([400, [{ path: 'after', msg: 'This page link is no longer valid. Please start from the first page.' }]]);
    expect((await root.get('/v1/organisations?after=garbage')).status).toBe(400);
  });

  it('is for superadmins only', async () => {
    const partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf('cust_new')));
    const admin = httpClient(test.url, await test.tokenFor(adminOf('cust_old')));
    expect([(await partnerAdmin.get('/v1/organisations')).status, (await admin.get('/v1/organisations')).status, (await httpClient(test.url).get('/v1/organisations')).status]).toEqual([403, 403, 401]);
  });

  it('counts New Demos back 3 days from now', () => {
    expect(daysLater('2025-01-04T00:00:00.000Z', -3)).toBe('2025-01-01T00:00:00.000Z');
  });
});
