/**
 * Read-your-writes over real HTTP: a command waits for exactly the read models that read the event types
 * it appended (on every stream its request appended to), and its next read shows the change; the read
 * models of other capabilities are not waited for.
 */
import { allProjections } from '@profyle/projector';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'ryw_org';

/** The names of the read models that read any of these event types. */
const readersOf = (...types: string[]): string[] =>
  allProjections
    .filter((p) => p.eventTypes.some((type) => types.includes(type)))
    .map((p) => p.name)
    .sort();

describe('read-your-writes over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  /** The read models each awaitProjections waited for, in order. */
  let waitedFor: string[][];

  beforeAll(async () => {
    test = await startTestApp();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'RYW Ltd', subscriptions: 5 })).status).toBe(201);
    const runner = test.runtime.runner as NonNullable<TestApp['runtime']['runner']>;
    const waitFor = runner.waitFor.bind(runner);
    jest.spyOn(runner, 'waitFor').mockImplementation((position, timeoutMs, only) => {
      waitedFor.push(only ? [...only].sort() : ['(all)']);
      return waitFor(position, timeoutMs, only);
    });
  });
  beforeEach(() => (waitedFor = []));
  afterAll(() => test.destroy());

  it('waits, for a person created in a group (two streams), for the read models of both appends, and the next reads show the person', async () => {
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Engineering', parent_id: 'none', configuration_id: 'default', enable_exchange: false, location_ids: [] });
    expect(group.status).toBe(200);
    expect(waitedFor).toEqual([readersOf('GroupPlaced', 'GroupCreated')]);

    waitedFor = [];
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Grace', last_name: 'Hopper', position: 'Admiral', email: 'grace@ryw.example', group_id: group.body.id });
    expect(created.status).toBe(201);
    // The organisation stream places the person in the group (the groups read model counts its people),
    // the person's stream records the person (the people list and detail): one wait covers both.
    expect(waitedFor).toEqual([readersOf('PersonEmailClaimed', 'PersonGroupChanged', 'PersonCreated')]);
    expect(waitedFor[0]).toEqual(expect.arrayContaining(['groups', 'people-list', 'person-detail']));
    expect(waitedFor[0]).not.toContain('sessions');
    const list = await admin.get(`/v1/enterprise/${ORG}/people?page=0&page_size=50`);
    expect(list.body.data.map((p: { email: string }) => p.email)).toEqual(['grace@ryw.example']);
    const groups = await admin.get(`/v1/enterprise/${ORG}/groups`);
    expect(groups.body.data).toEqual([expect.objectContaining({ id: group.body.id, people: 1 })]);

    waitedFor = [];
    const personId = created.body.personId as string;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    expect(waitedFor).toEqual([readersOf('SubscriptionAssigned')]);
    expect(waitedFor[0]).not.toContain('groups');
    const detail = await admin.get(`/v1/enterprise/${ORG}/people/${personId}`);
    expect(detail.body.subscription).toMatchObject({ type: 'digital' });
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body).toMatchObject({ subscriptions: { purchased: 5, used: 1 } });
  });
});
