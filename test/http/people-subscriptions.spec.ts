/**
 * The people and subscriptions slice over real HTTP on the embedded runtime: organisation, pool,
 * person, assign, list, remove, pool restored, optimistic concurrency, errors, tenancy and restart.
 */
import { randomUUID } from 'node:crypto';
import { personStreamId } from '@profyle/domain';
import { EmbeddedReadStore } from '@profyle/infrastructure';
import { collectionName, peopleListProjection } from '@profyle/projector';
import { join } from 'node:path';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'slice_org';
const OTHER_ORG = 'other_org';
const ada = { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'Ada@Example.com' };

describe('people and subscriptions over HTTP', () => {
  let test: TestApp;
  let root: ReturnType<typeof httpClient>;
  let admin: ReturnType<typeof httpClient>;
  let otherAdmin: ReturnType<typeof httpClient>;
  let adminToken: string;
  let personId: string;

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    adminToken = await test.tokenFor(adminOf(ORG));
    admin = httpClient(test.url, adminToken);
    otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(OTHER_ORG)));
  });
  afterAll(() => test.destroy());

  it('creates an organisation and adds to its pool (superadmin)', async () => {
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Slice Ltd', nfc_cards: 1 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER_ORG, name: 'Other Ltd', subscriptions: 5 })).status).toBe(201);

    const added = await root.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 1, reason: 'First order' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ subscriptions: { purchased: 1, used: 0 }, remainingSubscriptions: 1 });

    const history = await admin.get(`/v1/enterprise/${ORG}/subscriptions/history`);
    expect(history.body.data).toEqual([expect.objectContaining({ action: 'subscriptions-added', by: superadmin.email, data: { change: 1, absolute: 1, reason: 'First order' } })]);
  });

  it('refuses the superadmin tools to an organisation admin, and a missing reason', async () => {
    expect((await admin.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 5, reason: 'Free' })).status).toBe(403);
    const noReason = await root.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 5 });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ errorMessage: 'Please enter a reason', errors: [{ path: 'reason', msg: 'Please enter a reason' }] });
  });

  it('answers an empty person form with every required field in the spec wording', async () => {
    const response = await admin.put(`/v1/enterprise/${ORG}/people`, {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', msg: 'First name is required' },
        { path: 'last_name', msg: 'Last name is required' },
        { path: 'position', msg: 'Job position is required' },
        { path: 'email', msg: 'Email is required' },
      ]),
    );
  });

  it('creates a person: 201 with personId and an ETag', async () => {
    const response = await admin.put(`/v1/enterprise/${ORG}/people`, ada);
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('W/"0"');
    personId = response.body.personId;
    const detail = await admin.get(`/v1/enterprise/${ORG}/people/${personId}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).toBe('W/"0"');
    expect(detail.body).toMatchObject({ person_id: personId, first_name: 'Ada', email: 'ada@example.com', subscription: null, password_set: false });
    expect(detail.body).not.toHaveProperty('password');
  });

  it('refuses a second person with the same e-mail', async () => {
    const response = await admin.put(`/v1/enterprise/${ORG}/people`, { ...ada, first_name: 'Augusta', email: 'ADA@example.com ' });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([{ path: 'email', msg: 'A person with this email address already exists' }]);
  });

  it('assigns a subscription (204), the list shows it and the pool is used', async () => {
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    const list = await admin.get(`/v1/enterprise/${ORG}/people?subscription=active`);
    expect(list.body).toMatchObject({ total: 1, page: 0, page_size: 50, data: [{ person_id: personId, subscription: { type: 'digital', card_short_code: null } }] });
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body).toMatchObject({ subscriptions: { purchased: 1, used: 1 }, remainingSubscriptions: 0 });
    // The person's revision (ETag) did not move, but the page must never be answered from a cache.
    const detail = await admin.get(`/v1/enterprise/${ORG}/people/${personId}`, { 'if-none-match': 'W/"0"' });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(detail.body.subscription).toMatchObject({ type: 'digital' });
  });

  it('refuses a second assignment, and one with no subscription left', async () => {
    const again = await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital' });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('Already has a subscription');

    const grace = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Grace', last_name: 'Hopper', position: 'Admiral', email: 'grace@example.com' });
    const none = await admin.put(`/v1/enterprise/${ORG}/people/${grace.body.personId}/assign-subscription`, { type: 'digital' });
    expect(none.status).toBe(400);
    expect(none.body.errorMessage).toBe('No subscriptions available');
  });

  it('validates the card short code in the spec wording', async () => {
    const short = await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'nfc', card_short_code: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: 'card_short_code', msg: 'Should be six digits' }]);
    const notHex = await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'nfc', card_short_code: 'ZZZZZZ' });
    expect(notHex.body.errors).toEqual([{ path: 'card_short_code', msg: 'Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F' }]);
  });

  it('removes the subscription (200) and restores the pool', async () => {
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/remove-subscription`)).status).toBe(200);
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body).toMatchObject({ subscriptions: { purchased: 1, used: 0 }, remainingSubscriptions: 1 });
    expect((await admin.get(`/v1/enterprise/${ORG}/people?subscription=active`)).body.total).toBe(0);
    const again = await admin.put(`/v1/enterprise/${ORG}/people/${personId}/remove-subscription`);
    expect(again.body.errorMessage).toBe('No subscription to remove');
  });

  it('updates with the current If-Match (200) and answers a stale one with 412', async () => {
    const updated = await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...ada, position: 'Countess' }, { 'if-match': 'W/"0"' });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('W/"1"');
    const stale = await admin.put(`/v1/enterprise/${ORG}/people/${personId}`, { ...ada, position: 'Mathematician' }, { 'if-match': 'W/"0"' });
    expect(stale.status).toBe(412);
    expect(stale.body.errorMessage).toMatch(/changed by someone else/);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${personId}`)).body.position).toBe('Countess');
  });

  it('retries without If-Match: concurrent assignments never overspend the pool', async () => {
    await root.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 3, reason: 'More' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await admin.put(`/v1/enterprise/${ORG}/people`, { ...ada, first_name: `P${i}`, email: `p${i}@example.com` })).body.personId);
    const results = await Promise.all(ids.map((id) => admin.put(`/v1/enterprise/${ORG}/people/${id}/assign-subscription`, { type: 'digital' })));
    const statuses = results.map((r) => r.status).sort();
    const organisation = (await admin.get(`/v1/enterprise/${ORG}`)).body;
    expect(organisation.subscriptions.used).toBe(statuses.filter((s) => s === 204).length);
    expect(organisation.subscriptions.used).toBeLessThanOrEqual(4);
    expect(organisation.remainingSubscriptions).toBeGreaterThanOrEqual(0);
  });

  it('filters, searches and pages the list', async () => {
    const search = await admin.get(`/v1/enterprise/${ORG}/people?search=hopp`);
    expect(search.body.data.map((p: { first_name: string }) => p.first_name)).toEqual(['Grace']);
    const tooShort = await admin.get(`/v1/enterprise/${ORG}/people?search=ab`);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toEqual([{ path: 'search', msg: 'Please enter at least 3 characters.' }]);
    const page = await admin.get(`/v1/enterprise/${ORG}/people?page_size=10&sort=-name`);
    expect(page.body.page_size).toBe(10);
    const names = page.body.data.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await admin.get(`/v1/enterprise/${ORG}/people?page_size=7`)).status).toBe(400);
  });

  it('keeps every organisation to itself', async () => {
    expect((await otherAdmin.get(`/v1/enterprise/${ORG}/people`)).status).toBe(403);
    expect((await otherAdmin.get(`/v1/enterprise/${ORG}/people/${personId}`)).status).toBe(403);
    expect((await otherAdmin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital' })).status).toBe(403);
    // The other organisation's own paths cannot reach this person either.
    expect((await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/people/${personId}`)).status).toBe(404);
    expect((await otherAdmin.put(`/v1/enterprise/${OTHER_ORG}/people/${personId}`, ada)).status).toBe(404);
    expect((await otherAdmin.delete(`/v1/enterprise/${OTHER_ORG}/people/${personId}`)).status).toBe(404);
    expect((await httpClient(test.url).get(`/v1/enterprise/${ORG}/people`)).status).toBe(401);
    expect((await httpClient(test.url, 'forged.token.value').get(`/v1/enterprise/${ORG}/people`)).status).toBe(401);
  });

  it('deletes a person, giving back their subscription and e-mail', async () => {
    const before = (await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.used;
    const subscribed = (await admin.get(`/v1/enterprise/${ORG}/people?subscription=active`)).body.data[0].person_id;
    expect((await admin.delete(`/v1/enterprise/${ORG}/people/${subscribed}`)).status).toBe(200);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${subscribed}`)).status).toBe(404);
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.used).toBe(before - 1);
    expect((await admin.delete(`/v1/enterprise/${ORG}/people/${subscribed}`)).status).toBe(404);
  });

  it('decides an assignment on the person as stored, when another process changed them since this one read them', async () => {
    await root.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 1, reason: 'For Mary' });
    const mary = (await admin.put(`/v1/enterprise/${ORG}/people`, { ...ada, first_name: 'Mary', email: 'elsewhere@example.com' })).body.personId as string;
    const stream = personStreamId(mary);
    const [created] = await test.runtime.eventStore.readStream(stream);
    const { profile } = created.data as { profile: Record<string, unknown> };
    // Written past this process's command shell, as another process would: its cached Mary is at revision 0.
    const elsewhere = (type: string, data: object, revision: number) =>
      test.runtime.eventStore.append(stream, [{ id: randomUUID(), type, data, metadata: { ...created.metadata, causationId: randomUUID(), schemaVersion: 2 } }], revision);
    await elsewhere('PersonUpdated', { personId: mary, profile: { ...profile, position: 'Admiral' }, changed: ['position'], updatedAt: created.metadata.occurredAt, updatedBy: 'elsewhere' }, 0);
    const used = (await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.used;

    const stale = await admin.put(`/v1/enterprise/${ORG}/people/${mary}/assign-subscription`, { type: 'digital' }, { 'if-match': 'W/"0"' });
    expect(stale.status).toBe(412);
    await elsewhere('PersonDeleted', { personId: mary, email: 'elsewhere@example.com', deletedAt: created.metadata.occurredAt, deletedBy: 'elsewhere' }, 1);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${mary}/assign-subscription`, { type: 'digital' })).status).toBe(404);
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.used).toBe(used);
  });

  it('reports projection lag on /health', async () => {
    const health = await httpClient(test.url).get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.projections.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['people-list', 'person-detail', 'organisations']));
    expect(health.body.maxLag).toBe(0);
  });

  it('rebuilds a read model in-process for a superadmin, to the same documents', async () => {
    const before = (await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body;
    expect((await admin.post('/v1/admin/projections/people-list/rebuild')).status).toBe(403);
    expect((await root.post('/v1/admin/projections/nope/rebuild')).status).toBe(404);
    expect((await root.post('/v1/admin/projections/people-list/rebuild')).status).toBe(201);
    expect(await test.runtime.runner?.waitFor(await test.runtime.eventStore.headPosition(), 5000)).toBe(true);
    expect((await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body).toEqual(before);
  });

  it('keeps every event and read model across a restart, without replaying', async () => {
    const head = await test.runtime.eventStore.headPosition();
    const listBefore = (await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body;
    await test.stop();

    const stored = new EmbeddedReadStore({ file: join(test.dataDir, 'read-models.sqlite') });
    expect(await stored.getCheckpoint('people-list@v1')).toBe(head);
    expect(await stored.collection(collectionName(peopleListProjection)).count({ organisation_id: ORG })).toBe(listBefore.total);
    await stored.close();

    test = await startTestApp({}, test.dataDir);
    expect(await test.runtime.eventStore.headPosition()).toBe(head);
    // The session signed in before the restart still holds: sessions live in the stores, not in the process.
    admin = httpClient(test.url, adminToken);
    expect((await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body).toEqual(listBefore);
  });
});
