/**
 * The HTTP delivery adapter against a real subscriber on 127.0.0.1: signatures a subscriber verifies,
 * every outcome as a logged attempt, the 15 s rule (shortened here), URL safety before any request.
 */
import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, type HostLookup, WebhookSender, WebhookUrlGuard } from '@profyle/infrastructure';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const secret = generateWebhookSecret();
const body = JSON.stringify({ type: 'profyle.created', timestamp: '2026-01-01T00:00:00.000Z', data: { person_id: 'p1' } });

describe('WebhookSender', () => {
  let receiver: WebhookReceiver;
  const loopback = new WebhookUrlGuard({ allowLoopback: true });
  // Subscribers that answer get a generous limit: on a busy machine the first request of a process can
  // take longer than 0.3 s (CI once timed out here). Only the test of the limit uses the short one.
  const sender = new WebhookSender({ guard: loopback, timeoutMs: 5000 });
  const hasty = new WebhookSender({ guard: loopback, timeoutMs: 300 });

  beforeEach(async () => {
    receiver = await startWebhookReceiver(secret);
  });
  afterEach(() => receiver.close());

  it('posts the body with Standard Webhooks headers that the subscriber verifies', async () => {
    const attempt = await sender.send({ url: receiver.url('/in?x=1'), secret, messageId: 'evt-1', body, at: new Date() });
    expect(attempt).toMatchObject({ code: 200, isOk: true, message: 'HTTP 200 OK', timedOut: false, response: { status: 200, body: 'ok', truncated: false } });
    const [got] = receiver.received;
    expect(got).toMatchObject({ method: 'POST', path: '/in?x=1', body, verified: true });
    expect(got.headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': 'evt-1', 'webhook-timestamp': expect.stringMatching(/^\d{10}$/) });
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(attempt.request.headers['webhook-signature']).toBe(got.headers['webhook-signature']);
  });

  it('is caught by the subscriber when the body is tampered with on the way', async () => {
    await sender.send({ url: receiver.url(), secret, messageId: 'evt-2', body, at: new Date() });
    const [got] = receiver.received;
    expect(() => new Webhook(secret).verify(got.body.replace('p1', 'p666'), got.headers)).toThrow('No matching signature found');
    expect(() => new Webhook(generateWebhookSecret()).verify(got.body, got.headers)).toThrow('No matching signature found');
  });

  it('reports a non-2xx answer with its status, headers, body and Retry-After', async () => {
    receiver.answer({ status: 503, headers: { 'retry-after': '120' }, body: 'busy' });
    const attempt = await sender.send({ url: receiver.url(), secret, messageId: 'evt-3', body, at: new Date() });
    expect(attempt).toMatchObject({ code: 503, isOk: false, message: 'HTTP 503 Service Unavailable', retryAfter: '120', response: { status: 503, body: 'busy' } });
    expect(attempt.response?.headers['retry-after']).toBe('120');
  });

  it('does not follow redirects', async () => {
    receiver.answer({ status: 302, headers: { location: 'http://169.254.169.254/latest' } });
    const attempt = await sender.send({ url: receiver.url(), secret, messageId: 'evt-4', body, at: new Date() });
    expect(attempt).toMatchObject({ code: 302, isOk: false, message: 'HTTP 302 Found (redirects are not followed)' });
    expect(receiver.received).toHaveLength(1);
  });

  it('keeps at most 10 KB of the response body', async () => {
    receiver.answer({ body: 'x'.repeat(50_000) });
    const attempt = await sender.send({ url: receiver.url(), secret, messageId: 'evt-5', body, at: new Date() });
    expect(attempt.isOk).toBe(true);
    expect(attempt.response?.body).toHaveLength(10 * 1024);
    expect(attempt.response?.truncated).toBe(true);
  });

  it('gives up on a subscriber that does not answer in time', async () => {
    receiver.answer({ hang: true });
    const started = Date.now();
    const attempt = await hasty.send({ url: receiver.url(), secret, messageId: 'evt-6', body, at: new Date() });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(attempt).toMatchObject({ code: 0, isOk: false, timedOut: true, response: null, message: 'No response within 0.3 s' });
  });

  it('defaults to 15 s', () => {
    expect(new WebhookSender({ guard: loopback }).timeoutMs).toBe(15_000);
  });

  it('reports a refused connection as a failed attempt', async () => {
    const url = receiver.url();
    await receiver.close();
    const attempt = await sender.send({ url, secret, messageId: 'evt-7', body, at: new Date() });
    expect(attempt).toMatchObject({ code: 0, isOk: false, timedOut: false, message: 'Request failed: ECONNREFUSED' });
    receiver = await startWebhookReceiver(secret);
  });

  it('sends nothing to a URL the guard refuses', async () => {
    const strict = new WebhookSender({ guard: new WebhookUrlGuard({ allowLoopback: false }) });
    const attempt = await strict.send({ url: receiver.url(), secret, messageId: 'evt-8', body, at: new Date() });
    expect(attempt).toMatchObject({ code: 0, isOk: false, message: 'Not sent: Webhook URL must start with https://', refused: { reason: 'https' } });
    const https = await strict.send({ url: receiver.url().replace('http:', 'https:'), secret, messageId: 'evt-9', body, at: new Date() });
    expect(https).toMatchObject({ code: 0, message: 'Not sent: Webhook URL must not point to a private, loopback or link-local address', refused: { reason: 'not_public' } });
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the address the guard approved, not to a second DNS answer', async () => {
    const answers = ['127.0.0.1', '10.0.0.1'];
    const lookup: HostLookup = async () => [{ address: answers.shift() ?? '10.0.0.1', family: 4 }];
    const pinned = new WebhookSender({ guard: new WebhookUrlGuard({ allowLoopback: true, lookup }), timeoutMs: 2000 });
    const port = new URL(receiver.url()).port;
    const attempt = await pinned.send({ url: `http://hooks.rebind.test:${port}/pinned`, secret, messageId: 'evt-10', body, at: new Date() });
    expect(attempt.isOk).toBe(true);
    expect(receiver.received[0]).toMatchObject({ path: '/pinned', headers: expect.objectContaining({ host: `hooks.rebind.test:${port}` }) });
  });
});
