/**
 * Replaying webhook deliveries from a point in history over real HTTP on the embedded runtime: from a
 * time or from an event the subscriber received, the organisation's events since then are sent again,
 * signed as usual, with the original webhook-id and the body marked as a replay, and logged; a replay
 * needs an enabled endpoint, a start in the past, subscribed events, and the organisation's own event.
 */
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'replay_org';
const OTHER = 'replay_other';

describe('webhook replays over HTTP', () => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  let admin: ReturnType<typeof httpClient>;
  let outsider: ReturnType<typeof httpClient>;
  const hook = (org = ORG) => `/v1/enterprise/${org}/webhooks/default`;

  const person = async (client: ReturnType<typeof httpClient>, org: string, first: string) => {
    const created = await client.put(`/v1/enterprise/${org}/people`, { first_name: first, last_name: 'Test', position: 'Engineer', email: `${first.toLowerCase()}@${org}.example` });
    expect(created.status).toBe(201);
    return created.body.personId as string;
  };

  beforeAll(async () => {
    test = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    receiver = await startWebhookReceiver();
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    for (const org of [ORG, OTHER]) expect((await root.post('/v1/enterprise', { organisation_id: org, name: org, subscriptions: 5 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    outsider = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
  });
  afterAll(async () => {
    await receiver.close();
    await test.destroy();
  });

  it('refuses a replay of an endpoint that is not enabled', async () => {
    const refused = await admin.post(`${hook()}/replay`, { from: new Date(Date.now() - 60_000).toISOString() });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errorMessage: 'Only an enabled webhook with a URL can replay deliveries', errors: [] });
  });

  it('sends again, marked as replays and signed, every subscribed event since a time; the webhook-id is the original one', async () => {
    const saved = await admin.put(hook(), { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['profyle.created'] });
    receiver.secret = saved.body.secret;
    await person(admin, ORG, 'Ada');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await person(admin, ORG, 'Grace');
    await person(outsider, OTHER, 'Other');
    const originals = await receiver.waitFor(2, 10_000);
    expect(originals.map((r) => r.payload?.data.first_name)).toEqual(['Ada', 'Grace']);
    expect(originals.every((r) => r.payload && !('replay' in r.payload))).toBe(true);

    const replay = await admin.post(`${hook()}/replay`, { from: between });
    expect(replay.status).toBe(202);
    expect(replay.body).toEqual({ replay_id: expect.stringMatching(/^rpl_[0-9a-f]{20}$/), queued: 1, next_event_id: null });
    const [, , replayed] = await receiver.waitFor(3, 10_000);
    expect(replayed.verified).toBe(true);
    expect(replayed.headers['webhook-id']).toBe(originals[1].headers['webhook-id']);
    expect(replayed.payload).toMatchObject({ type: 'profyle.created', data: { first_name: 'Grace' }, replay: { id: replay.body.replay_id, requested_at: expect.any(String) } });

    const logs = await admin.get(`${hook()}/logs`);
    expect(logs.body.data[0]).toMatchObject({ event: 'profyle.created', code: 200, messageId: originals[1].headers['webhook-id'], message: `HTTP 200 OK. Replay ${replay.body.replay_id}` });
    const events = (await test.runtime.eventStore.readStream(`webhook-${ORG}_default`)).map((e) => e.type);
    expect(events).toContain('WebhookReplayRequested');
    // The settings' revision (their ETag) follows the replay, so a save after it is not refused.
    const read = await admin.get(hook());
    expect(read.headers.get('etag')).toBe(`W/"${events.length - 1}"`);
  });

  it('replays from an event the subscriber received, that one included', async () => {
    const first = receiver.received[0];
    const before = receiver.received.length;
    const replay = await admin.post(`${hook()}/replay`, { from_event_id: first.headers['webhook-id'], events: ['profyle.created'] });
    expect(replay.body).toMatchObject({ queued: 2, next_event_id: null });
    const got = await receiver.waitFor(before + 2, 10_000);
    // Like any deliveries, replays are sent concurrently: they may arrive in either order.
    expect(got.slice(before).map((r) => [r.payload?.data.first_name, r.verified, r.payload?.replay?.id]).sort()).toEqual([
      ['Ada', true, replay.body.replay_id],
      ['Grace', true, replay.body.replay_id],
    ]);
  });

  it('refuses a start in the future, no start, two starts, an event the endpoint is not subscribed to, and another organisation’s event', async () => {
    const future = await admin.post(`${hook()}/replay`, { from: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: 'from', msg: 'The replay must start at a time in the past' }]);
    expect((await admin.post(`${hook()}/replay`, {})).body.errors).toEqual([{ path: 'from', msg: 'Choose where the replay starts: a time or an event id' }]);
    expect((await admin.post(`${hook()}/replay`, { from: new Date(0).toISOString(), from_event_id: 'x' })).status).toBe(400);
    expect((await admin.post(`${hook()}/replay`, { from: 'soon' })).body.errors).toEqual([{ path: 'from', msg: 'From must be a date and time (ISO 8601)' }]);
    const unsubscribed = await admin.post(`${hook()}/replay`, { from: new Date(0).toISOString(), events: ['subscription.allocated'] });
    expect(unsubscribed.body.errors).toEqual([{ path: 'events.0', msg: 'The webhook is not subscribed to subscription.allocated' }]);

    const theirs = (await test.runtime.eventStore.readAll()).find((e) => e.type === 'PersonCreated' && e.metadata.organisationId === OTHER);
    const foreign = await admin.post(`${hook()}/replay`, { from_event_id: theirs?.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ errorMessage: `No event ${theirs?.id} of this organisation was found`, errors: [{ path: 'from_event_id', msg: `No event ${theirs?.id} of this organisation was found` }] });
    expect((await outsider.post(`${hook()}/replay`, { from: new Date(0).toISOString() })).status).toBe(403);
  });
});
