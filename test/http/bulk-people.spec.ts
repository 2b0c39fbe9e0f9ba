/**
 * Bulk actions over real HTTP: the assignment's dry run (per row, past the pool answers no_subscriptions,
 * across batches with `reserved`), then the real run, each row its own command with its own result;
 * remove, delete, welcome, Academy and move group; the ids of all people matching a filter; the limits.
 */
import { capturedMail } from '@profyle/infrastructure';
import { join } from 'node:path';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'bulk_org';

describe('bulk actions on people', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let root: ReturnType<typeof httpClient>;
  const ids: Record<string, string> = {};
  const people = ['Ada', 'Grace', 'Alan', 'Katherine', 'Tim'];
  const bulk = (action: string, body: object) => admin.post(`/v1/enterprise/${ORG}/bulk-${action}`, body);
  const organisation = async () => (await admin.get(`/v1/enterprise/${ORG}`)).body;

  beforeAll(async () => {
    test = await startTestApp({ SCHEDULER_INTERVAL_MS: '50' });
    root = httpClient(test.url, await test.tokenFor(superadmin));
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Bulk Ltd', subscriptions: 3 })).status).toBe(201);
    for (const first of people) {
      ids[first] = (await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: first, last_name: 'Bulk', position: 'Engineer', email: `${first.toLowerCase()}@bulk.example` })).body.personId;
    }
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${ids.Grace}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
  });
  afterAll(() => test.destroy());

  it('previews an assignment per row without using any subscription', async () => {
    const preview = await bulk('assign-subscriptions', { peopleIds: [ids.Ada, ids.Grace, ids.Alan, ids.Katherine, 'nobody'], dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.results).toEqual([
      { id: ids.Ada, name: 'Ada Bulk', success: true, error: null },
      { id: ids.Grace, name: 'Grace Bulk', success: false, error: 'has_subscription' },
      { id: ids.Alan, name: 'Alan Bulk', success: true, error: null },
      { id: ids.Katherine, name: 'Katherine Bulk', success: false, error: 'no_subscriptions' },
      { id: 'nobody', name: '', success: false, error: 'Person not in organisation' },
    ]);
    expect(preview.body.success).toBe(false);
    expect((await organisation()).subscriptions.used).toBe(1);
    const secondBatch = await bulk('assign-subscriptions', { peopleIds: [ids.Alan], dryRun: true, reserved: 2 });
    expect(secondBatch.body.results[0]).toMatchObject({ success: false, error: 'no_subscriptions' });
  });

  it('assigns per row: the refused rows change nothing, the others are assigned', async () => {
    const run = await bulk('assign-subscriptions', { peopleIds: [ids.Ada, ids.Grace, ids.Alan, ids.Katherine], dryRun: false, sendEmail: false });
    expect(run.body.results.map((r: { success: boolean; error: string | null }) => [r.success, r.error])).toEqual([
      [true, null],
      [false, 'has_subscription'],
      [true, null],
      [false, 'no_subscriptions'],
    ]);
    expect(await organisation()).toMatchObject({ subscriptions: { used: 3 }, remainingSubscriptions: 0 });
    expect((await admin.get(`/v1/enterprise/${ORG}/people?subscription=active`)).body.total).toBe(3);
  });

  it('sends welcome and Academy e-mails to people with a Profyle only', async () => {
    const welcome = await bulk('send-welcome-email', { peopleIds: [ids.Ada, ids.Tim] });
    expect(welcome.body.results).toEqual([
      { id: ids.Ada, name: 'Ada Bulk', success: true, error: null },
      { id: ids.Tim, name: 'Tim Bulk', success: false, error: 'This person has no Profyle yet: assign a subscription first' },
    ]);
    const academy = await bulk('send-academy-emails', { peopleIds: [ids.Alan] });
    expect(academy.body.results[0].success).toBe(true);
    const mailbox = join(test.dataDir, 'mail');
    for (let i = 0; i < 100 && (await capturedMail(mailbox)).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await capturedMail(mailbox)).map((m) => `${m.to} ${m.subject}`).sort()).toEqual(['ada@bulk.example Your Profyle from Bulk Ltd is ready', 'alan@bulk.example Profyle Academy 1 of 7: welcome']);
  });

  it('moves people to a group, which must be given and exist', async () => {
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Engineering' });
    expect(group.status).toBeLessThan(300);
    const groupId: string = group.body.id;
    const noGroup = await bulk('move-group', { peopleIds: [ids.Ada] });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.errors).toEqual([{ path: 'groupId', msg: 'Please select a group' }]);
    const moved = await bulk('move-group', { peopleIds: [ids.Ada, ids.Tim], groupId });
    expect(moved.body).toMatchObject({ success: true, results: [{ id: ids.Ada, success: true }, { id: ids.Tim, success: true }] });
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${ids.Ada}`)).body.group_id).toBe(groupId);
    const missing = await bulk('move-group', { peopleIds: [ids.Ada], groupId: 'no-such-group' });
    expect(missing.body.results[0]).toMatchObject({ success: false });
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${ids.Ada}`)).body.group_id).toBe(groupId);
  });

  it('removes subscriptions per row (no_subscription for a person without one)', async () => {
    const removed = await bulk('remove-subscriptions', { peopleIds: [ids.Alan, ids.Tim] });
    expect(removed.body.results.map((r: { error: string | null }) => r.error)).toEqual([null, 'no_subscription']);
    expect((await organisation()).subscriptions.used).toBe(2);
  });

  it('answers the ids of all people matching a filter, for a selection larger than a page', async () => {
    const active = await admin.get(`/v1/enterprise/${ORG}/people-ids?subscription=active`);
    expect(active.body).toEqual({ ids: expect.arrayContaining([ids.Ada, ids.Grace]), total: 2 });
    expect((await admin.get(`/v1/enterprise/${ORG}/people-ids`)).body.total).toBe(5);
  });

  it('deletes people per row, giving back their subscriptions', async () => {
    const deleted = await bulk('delete-people', { peopleIds: [ids.Ada, 'nobody'] });
    expect(deleted.body.results.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    expect((await admin.get(`/v1/enterprise/${ORG}/people/${ids.Ada}`)).status).toBe(404);
    expect((await organisation()).subscriptions.used).toBe(1);
  });

  it('refuses an empty selection, too many rows in one request, and other organisations', async () => {
    const empty = await bulk('delete-people', { peopleIds: [] });
    expect(empty.body).toEqual({ errorMessage: 'Please select at least one person', errors: [{ path: 'peopleIds', msg: 'Please select at least one person' }] });
    const many = await bulk('delete-people', { peopleIds: Array.from({ length: 501 }, (_, i) => `p${i}`) });
    expect(many.status).toBe(400);
    expect(many.body.errorMessage).toBe('At most 500 people per request: send a larger selection in batches');
    const outsider = httpClient(test.url, await test.tokenFor(adminOf('other_org')));
    expect((await outsider.post(`/v1/enterprise/${ORG}/bulk-delete-people`, { peopleIds: [ids.Tim] })).status).toBe(403);
    const ownPath = await outsider.post('/v1/enterprise/other_org/bulk-delete-people', { peopleIds: [ids.Tim] });
    expect(ownPath.body.results).toEqual([{ id: ids.Tim, name: '', success: false, error: 'Person not in organisation' }]);
  });
});
