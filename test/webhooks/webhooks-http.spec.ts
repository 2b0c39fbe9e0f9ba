/**
 * The webhook settings, test send and logs over real HTTP on the embedded runtime, with a subscriber
 * on 127.0.0.1 (reachable because this api runs with the development setting WEBHOOKS_ALLOW_LOOPBACK).
 */
import { Webhook } from 'standardwebhooks';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ORG = 'hooks_org';
const OTHER_ORG = 'other_hooks_org';
const path = (id = 'default') => `/v1/enterprise/${ORG}/webhooks/${id}`;

describe('webhooks over HTTP', () => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  let admin: ReturnType<typeof httpClient>;
  let otherAdmin: ReturnType<typeof httpClient>;
  let secret: string;

  beforeAll(async () => {
    test = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    receiver = await startWebhookReceiver();
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(OTHER_ORG)));
  });
  afterAll(async () => {
    await receiver.close();
    await test.destroy();
  });

  it('opens the default endpoint empty before it is ever saved', async () => {
    const response = await admin.get(path());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: 'default', enabled: false, url: '', secret: '', events: [], configured: false, disabled_reason: null, updated_at: null });
    // No revision to name (express still adds its own content ETag, which If-Match refuses).
    expect(response.headers.get('etag') ?? '').not.toMatch(/^W\/"\d+"$/);
  });

  it('saves the settings: 200 with the settings, a generated secret and an ETag', async () => {
    const response = await admin.put(path(), { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['subscription.allocated', 'profyle.created'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('W/"0"');
    expect(response.body).toMatchObject({ id: 'default', enabled: true, url: receiver.url('/profyle'), events: ['profyle.created', 'subscription.allocated'], configured: true, disabled_reason: null });
    expect(response.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    secret = response.body.secret;
    receiver.secret = secret;

    const read = await admin.get(path());
    expect(read.body).toEqual(response.body);
    expect(read.headers.get('etag')).toBe('W/"0"');
  });

  it('keeps the secret when the body leaves it out, and rotates it when it is blank', async () => {
    const kept = await admin.put(path(), { enabled: true, url: receiver.url('/profyle'), events: ['profyle.created', 'subscription.allocated'] });
    expect(kept.body.secret).toBe(secret);
    expect(kept.headers.get('etag')).toBe('W/"0"');

    const rotated = await admin.put(path(), { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['profyle.created', 'subscription.allocated'] });
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.headers.get('etag')).toBe('W/"1"');

    const chosen = await admin.put(path(), { enabled: true, url: receiver.url('/profyle'), secret, events: ['profyle.created', 'subscription.allocated'] }, { 'if-match': 'W/"1"' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.secret).toBe(secret);
    const stale = await admin.put(path(), { enabled: false, url: receiver.url('/profyle'), secret, events: [] }, { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(412);
  });

  it.each([
    [{ url: 'http://hooks.example.com/x' }, 'url', 'Webhook URL must start with https://'],
    [{ url: 'hooks.example.com' }, 'url', 'Webhook URL must start with https://'],
    [{ url: 'https://10.0.0.1/hook' }, 'url', 'Webhook URL must not point to a private, loopback or link-local address'],
    [{ url: 'https://192.168.1.10/hook' }, 'url', 'Webhook URL must not point to a private, loopback or link-local address'],
    [{ url: 'https://169.254.169.254/latest' }, 'url', 'Webhook URL must not point to a private, loopback or link-local address'],
    [{ url: 'https://[fe80::1]/hook' }, 'url', 'Webhook URL must not point to a private, loopback or link-local address'],
    [{ url: 'https://0.0.0.0/hook' }, 'url', 'Webhook URL must not point to a private, loopback or link-local address'],
    [{ url: 'https://does-not-exist.invalid/hook' }, 'url', 'Webhook URL host could not be resolved'],
    [{ secret: 'not-a-secret' }, 'secret', 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes'],
    [{ events: ['profyle.created', 'person.created'] }, 'events.1', 'Unknown webhook event: person.created'],
  ])('refuses %j with 400 in the spec error shape', async (change, field, message) => {
    const response = await admin.put(path(), { enabled: true, url: receiver.url(), secret, events: ['profyle.created'], ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorMessage: message, errors: [{ path: field, msg: message }] });
  });

  it('refuses an endpoint id the stream cannot hold, and a body of the wrong types', async () => {
    const badId = await admin.put(path('my_hook'), { enabled: false });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([{ path: 'id', msg: 'Webhook id must be 1 to 64 letters, digits or hyphens' }]);
    const badBody = await admin.put(path(), { enabled: 'yes', url: '', events: [] });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toEqual([{ path: 'enabled', msg: 'enabled must be true or false' }]);
  });

  it('refuses an empty PUT rather than wiping the saved settings', async () => {
    const saved = await admin.put(path('kept'), { enabled: true, url: receiver.url('/kept'), secret: '', events: ['profyle.created'] });
    expect(saved.status).toBe(200);
    const empty = await admin.put(path('kept'), {});
    expect(empty).toMatchObject({ status: 400, body: { errorMessage: 'enabled is required', errors: [{ path: 'enabled' }, { path: 'url' }, { path: 'events' }] } });
    expect((await admin.get(path('kept'))).body).toMatchObject({ enabled: true, url: receiver.url('/kept'), events: ['profyle.created'], secret: saved.body.secret });
  });

  it('sends a signed webhook.test right away and answers its messageId', async () => {
    const response = await admin.post(`${path()}/test`, { url: receiver.url('/test'), secret: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ messageId: expect.stringMatching(/^msg_[0-9a-f]{32}$/), logId: expect.stringMatching(/^log_/), code: 200, isOk: true });

    const got = receiver.received.at(-1);
    expect(got).toMatchObject({ path: '/test', verified: true });
    expect(got?.headers['webhook-id']).toBe(response.body.messageId);
    expect(got?.payload).toEqual({ type: 'webhook.test', timestamp: expect.any(String), data: { organisation_id: ORG, endpoint_id: 'default', message: 'This is a test event from Profyle' } });
    expect(() => new Webhook(secret).verify((got?.body ?? '').replace('Profyle', 'Evil'), got?.headers ?? {})).toThrow();
  });

  it('answers how the test went when the subscriber refuses it, and logs it', async () => {
    receiver.answer({ status: 500, body: 'nope' });
    const response = await admin.post(`${path()}/test`, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 500, isOk: false });
  });

  it('refuses a test to an unsafe or plain-http URL without sending anything', async () => {
    const before = receiver.received.length;
    const privateUrl = await admin.post(`${path()}/test`, { url: 'https://10.1.2.3/hook', secret });
    expect(privateUrl.status).toBe(400);
    expect(privateUrl.body.errors).toEqual([{ path: 'url', msg: 'Webhook URL must not point to a private, loopback or link-local address' }]);
    const http = await admin.post(`${path()}/test`, { url: 'http://hooks.example.com', secret });
    expect(http.body.errors).toEqual([{ path: 'url', msg: 'Webhook URL must start with https://' }]);
    expect(receiver.received.length).toBe(before);
  });

  it('lists the latest logs newest first and shows one entry with its request and response', async () => {
    const list = await admin.get(`${path()}/logs`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((e: { code: number; event: string }) => [e.code, e.event])).toEqual([
      [500, 'webhook.test'],
      [200, 'webhook.test'],
    ]);
    const [failed] = list.body.data;
    expect(failed).toMatchObject({ isOk: false, method: 'POST', url: receiver.url('/profyle'), message: 'HTTP 500 Internal Server Error', messageParts: [{ code: 'httpStatusReason', values: { status: 500, reason: 'Internal Server Error' } }], attempt: 1 });
    expect(failed).not.toHaveProperty('request');
    expect(Date.parse(failed.deleteAfter) - Date.parse(failed.timestamp)).toBe(28 * 24 * 3600 * 1000);

    const detail = await admin.get(`${path()}/logs/${failed.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: failed.id, messageParts: failed.messageParts, response: { status: 500, body: 'nope' }, request: { headers: { 'webhook-id': failed.messageId } } });
    expect(JSON.parse(detail.body.request.body)).toMatchObject({ type: 'webhook.test' });

    const missing = await admin.get(`${path()}/logs/log_nothing`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Log not found', errors: [] });
    expect((await admin.get(`${path('crm')}/logs`)).body).toEqual({ data: [], total: 0 });
    expect((await admin.get(`${path('crm')}/logs/${failed.id}`)).status).toBe(404);
  });

  it('records configuration changes and tests on the endpoint stream, naming the admin', async () => {
    const events = await test.runtime.eventStore.readStream(`webhook-${ORG}_default`);
    expect(events.map((e) => e.type)).toEqual(['WebhookEndpointConfigured', 'WebhookEndpointConfigured', 'WebhookEndpointConfigured', 'WebhookTestRequested', 'WebhookTestRequested']);
    expect(events[0].metadata).toMatchObject({ organisationId: ORG, actor: { userId: adminOf(ORG).userId } });
    expect(events[3].data).not.toHaveProperty('secret');
  });

  it("keeps every organisation's webhooks to itself", async () => {
    expect((await otherAdmin.get(path())).status).toBe(403);
    expect((await otherAdmin.put(path(), { enabled: false })).status).toBe(403);
    expect((await otherAdmin.post(`${path()}/test`, {})).status).toBe(403);
    expect((await otherAdmin.get(`${path()}/logs`)).status).toBe(403);
    const own = await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/webhooks/default`);
    expect(own.body).toMatchObject({ configured: false, secret: '' });
    expect((await otherAdmin.get(`/v1/enterprise/${OTHER_ORG}/webhooks/default/logs`)).body.total).toBe(0);
    expect((await httpClient(test.url).get(path())).status).toBe(401);
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.get(path())).body.secret).toBe(secret);
  });

  it('lets an admin switch the endpoint off even when its URL no longer resolves', async () => {
    const response = await admin.put(path(), { enabled: false, url: 'https://gone.invalid/hook', events: [] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ enabled: false, url: 'https://gone.invalid/hook', events: [] });
  });
});

describe('webhooks over HTTP without the development setting', () => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  let admin: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    test = await startTestApp();
    receiver = await startWebhookReceiver();
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
  });
  afterAll(async () => {
    await receiver.close();
    await test.destroy();
  });

  it('refuses loopback, over plain http or https', async () => {
    const http = await admin.put(path(), { enabled: true, url: receiver.url(), events: ['profyle.created'] });
    expect(http.status).toBe(400);
    expect(http.body.errors).toEqual([{ path: 'url', msg: 'Webhook URL must start with https://' }]);
    const https = await admin.put(path(), { enabled: true, url: receiver.url().replace('http:', 'https:'), events: ['profyle.created'] });
    expect(https.body.errors).toEqual([{ path: 'url', msg: 'Webhook URL must not point to a private, loopback or link-local address' }]);
    const localhost = await admin.post(`${path()}/test`, { url: 'https://localhost/hook', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1+2pFNaP8Nk=' });
    expect(localhost.status).toBe(400);
    expect(receiver.received).toHaveLength(0);
  });
});
