/**
 * The delivery worker end to end on real adapters: deliveries recorded per matching endpoint, signed
 * requests a subscriber verifies, the retry schedule walked on a fake clock, Retry-After, 410 Gone
 * switching the endpoint off through its stream, the timeout, and URL safety at delivery time.
 */
import { Webhook } from 'standardwebhooks';
import { integrationLogMessage } from '@profyle/contracts';
import { WEBHOOK_RETRY_SCHEDULE_MS } from '@profyle/projector/consumers/webhooks';
import { integrationEvent, startWebhookWorld, type WebhookWorld } from './support/webhook-world';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ORG = 'org_hooks';

describe('webhook delivery worker', () => {
  let world: WebhookWorld;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    world = await startWebhookWorld();
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await world.close();
    await receiver.close();
  });

  const logs = (endpointId = 'default') => world.worker.logs.latest(ORG, endpointId, world.now());

  it('delivers a signed message in the Standard Webhooks shape that the subscriber verifies', async () => {
    receiver.secret = await world.configure(ORG, 'default', { url: receiver.url('/profyle'), events: ['profyle.created'] });
    const event = integrationEvent(ORG, 'profyle.created', { person_id: 'p1', first_name: 'Ada' });

    expect(await world.worker.dispatcher.handle(event)).toBe(1);
    expect(receiver.received).toHaveLength(0);
    expect(await world.worker.dispatcher.tick()).toBe(1);

    const [got] = receiver.received;
    expect(got).toMatchObject({ method: 'POST', path: '/profyle', verified: true });
    expect(got.headers['webhook-id']).toBe(event.id);
    expect(JSON.parse(got.body)).toEqual({ type: 'profyle.created', timestamp: event.time, data: { person_id: 'p1', first_name: 'Ada' } });
    expect(() => new Webhook(receiver.secret as string).verify(got.body.replace('Ada', 'Eve'), got.headers)).toThrow('No matching signature found');

    expect(await world.worker.dispatcher.delivery(`${event.id}:default`)).toMatchObject({ status: 'delivered', attempts: 1, last_code: 200 });
    expect(await logs()).toEqual([expect.objectContaining({ code: 200, isOk: true, event: 'profyle.created', messageId: event.id, attempt: 1, method: 'POST', url: receiver.url('/profyle') })]);
  });

  it('delivers only to enabled endpoints of the organisation that subscribed to the event type', async () => {
    const other = await startWebhookReceiver();
    try {
      await world.configure(ORG, 'default', { url: receiver.url('/a'), events: ['profyle.created', 'subscription.allocated'] });
      await world.configure(ORG, 'released-only', { url: other.url('/b'), events: ['subscription.released'] });
      await world.configure(ORG, 'switched-off', { url: other.url('/c'), events: ['profyle.created'], enabled: false });
      await world.configure('org_other', 'default', { url: other.url('/d'), events: ['profyle.created'] });

      expect(await world.worker.dispatcher.handle(integrationEvent(ORG, 'profyle.created'))).toBe(1);
      expect(await world.worker.dispatcher.handle(integrationEvent(ORG, 'subscription.allocated'))).toBe(1);
      expect(await world.worker.dispatcher.handle(integrationEvent(ORG, 'profyle.deleted'))).toBe(0);
      expect(await world.worker.dispatcher.handle(integrationEvent(ORG, 'crm.something'))).toBe(0);
      await world.worker.dispatcher.drain();

      expect(receiver.received.map((r) => r.payload?.type)).toEqual(expect.arrayContaining(['profyle.created', 'subscription.allocated']));
      expect(receiver.received).toHaveLength(2);
      expect(other.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('records an event once, however often the bus redelivers it', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.deleted'] });
    const event = integrationEvent(ORG, 'profyle.deleted');
    expect(await world.worker.dispatcher.handle(event)).toBe(1);
    await world.worker.dispatcher.drain();
    expect(await world.worker.dispatcher.handle(event)).toBe(0);
    expect(await world.worker.dispatcher.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failure 5 s later: 500 then 200 gives two log entries, newest (ok) first', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['subscription.allocated'] });
    receiver.answer({ status: 500, body: 'boom' });
    const event = integrationEvent(ORG, 'subscription.allocated');
    await world.worker.dispatcher.handle(event);
    const first = world.now();

    expect(await world.worker.dispatcher.tick()).toBe(1);
    const pending = await world.worker.dispatcher.delivery(`${event.id}:default`);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_code: 500, next_attempt_at: new Date(first.getTime() + 5000).toISOString() });

    world.advance(4999);
    expect(await world.worker.dispatcher.tick()).toBe(0);
    world.advance(1);
    expect(await world.worker.dispatcher.tick()).toBe(1);

    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([event.id, event.id]);
    const entries = await logs();
    expect(entries.map((e) => [e.attempt, e.code, e.isOk])).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    expect(entries[1].message).toBe(`HTTP 500 Internal Server Error. Attempt 1 failed; next attempt at ${new Date(first.getTime() + 5000).toISOString()}`);
    // The same sentences as data, in order: what the portal shows in the viewer's language.
    expect(entries[1].messageParts).toEqual([
      { code: 'httpStatusReason', values: { status: 500, reason: 'Internal Server Error' } },
      { code: 'retryAt', values: { attempt: 1, at: new Date(first.getTime() + 5000).toISOString() } },
    ]);
    expect(integrationLogMessage(entries[1].messageParts ?? []).message).toBe(entries[1].message);
    const failed = await world.worker.logs.get(ORG, 'default', entries[1].id, world.now());
    expect(failed?.response).toMatchObject({ status: 500, body: 'boom' });
    expect(failed?.request.headers['webhook-id']).toBe(event.id);
  });

  it('walks the whole schedule: 8 attempts at 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.visited'] });
    receiver.answer(...Array.from({ length: 9 }, () => ({ status: 503 })));
    const event = integrationEvent(ORG, 'profyle.visited');
    await world.worker.dispatcher.handle(event);
    const start = world.now().getTime();

    const attemptTimes: number[] = [];
    for (;;) {
      const before = receiver.received.length;
      await world.worker.dispatcher.tick();
      if (receiver.received.length > before) attemptTimes.push(world.now().getTime() - start);
      const delivery = await world.worker.dispatcher.delivery(`${event.id}:default`);
      if (delivery?.status !== 'pending') break;
      world.setNow(new Date(delivery.next_attempt_at as string));
    }

    let elapsed = 0;
    expect(attemptTimes).toEqual(WEBHOOK_RETRY_SCHEDULE_MS.map((delay) => (elapsed += delay)));
    expect(await world.worker.dispatcher.delivery(`${event.id}:default`)).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null });
    const entries = await logs();
    expect(entries).toHaveLength(8);
    expect(entries[0].message).toBe('HTTP 503 Service Unavailable. Attempt 8 failed; no attempts left');
    expect(entries[0].messageParts).toEqual([
      { code: 'httpStatusReason', values: { status: 503, reason: 'Service Unavailable' } },
      { code: 'exhausted', values: { attempt: 8 } },
    ]);
    world.advance(48 * 3600 * 1000);
    expect(await world.worker.dispatcher.tick()).toBe(0);
    expect(receiver.received).toHaveLength(8);
  });

  it('honours Retry-After when it asks for later than the schedule', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
    receiver.answer({ status: 429, headers: { 'retry-after': '90' } }, { status: 503, headers: { 'retry-after': '1' } });
    const event = integrationEvent(ORG, 'profyle.created');
    await world.worker.dispatcher.handle(event);
    const start = world.now().getTime();

    await world.worker.dispatcher.tick();
    expect((await world.worker.dispatcher.delivery(`${event.id}:default`))?.next_attempt_at).toBe(new Date(start + 90_000).toISOString());
    world.advance(5_000);
    expect(await world.worker.dispatcher.tick()).toBe(0);
    world.advance(85_000);
    expect(await world.worker.dispatcher.tick()).toBe(1);
    // Retry-After: 1 asks for sooner than the schedule's 5 min, so the schedule wins.
    expect((await world.worker.dispatcher.delivery(`${event.id}:default`))?.next_attempt_at).toBe(new Date(start + 90_000 + 300_000).toISOString());
  });

  it('switches the endpoint off through its stream on 410 Gone; later events are not delivered', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
    receiver.answer({ status: 410, body: 'unsubscribed' });
    const event = integrationEvent(ORG, 'profyle.created');
    const queued = integrationEvent(ORG, 'profyle.created');
    const start = world.now();
    await world.worker.dispatcher.handle(event);
    world.advance(1000);
    await world.worker.dispatcher.handle(queued);
    world.setNow(start);
    expect(await world.worker.dispatcher.tick()).toBe(1);

    const stream = await world.eventStore.readStream('webhook-org_hooks_default');
    expect(stream.map((e) => e.type)).toEqual(['WebhookEndpointConfigured', 'WebhookEndpointDisabled']);
    expect(stream[1]).toMatchObject({
      data: { reason: 'gone', statusCode: 410, url: receiver.url() },
      metadata: { actor: { userId: 'system:webhooks' }, causationId: expect.any(String) },
    });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([event.id]);
    expect(await world.worker.dispatcher.delivery(`${event.id}:default`)).toMatchObject({ status: 'failed', last_code: 410 });
    const [entry] = await logs();
    expect(entry).toMatchObject({ code: 410, isOk: false, message: 'HTTP 410 Gone. The receiver answered 410 Gone: the endpoint is disabled' });

    await world.settle();
    world.advance(60_000);
    // Already queued before the 410: cancelled, not sent. Arriving after it: not even recorded.
    await world.worker.dispatcher.drain();
    expect(await world.worker.dispatcher.delivery(`${queued.id}:default`)).toMatchObject({ status: 'cancelled', outcome: 'Endpoint disabled', attempts: 0 });
    expect(await world.worker.dispatcher.handle(integrationEvent(ORG, 'profyle.created'))).toBe(0);
    await world.worker.dispatcher.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('counts a subscriber that does not answer within the timeout as a failure, and retries', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
    receiver.answer({ hang: true });
    const event = integrationEvent(ORG, 'profyle.created');
    await world.worker.dispatcher.handle(event);
    await world.worker.dispatcher.tick();
    expect(await world.worker.dispatcher.delivery(`${event.id}:default`)).toMatchObject({ status: 'pending', attempts: 1, last_code: 0 });
    const [entry] = await logs();
    expect(entry).toMatchObject({ code: 0, isOk: false });
    expect(entry.message).toMatch(/^No response within 0.5 s\. Attempt 1 failed/);
    expect((await world.worker.logs.get(ORG, 'default', entry.id, world.now()))?.response).toBeNull();
  });

  it('checks the URL again at delivery: without the development setting, loopback is refused and nothing is sent', async () => {
    const strict = await startWebhookWorld({ allowLoopback: false });
    try {
      await strict.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
      const event = integrationEvent(ORG, 'profyle.created');
      await strict.worker.dispatcher.handle(event);
      await strict.worker.dispatcher.tick();
      expect(receiver.received).toHaveLength(0);
      const [entry] = await strict.worker.logs.latest(ORG, 'default', strict.now());
      expect(entry).toMatchObject({ code: 0, isOk: false });
      expect((await strict.worker.logs.get(ORG, 'default', entry.id, strict.now()))?.response).toBeNull();
      expect(entry.message).toMatch(/^Not sent: Webhook URL must start with https:\/\/\. Attempt 1 failed/);
    } finally {
      await strict.close();
    }
  });

  it('lets only one of two workers attempt a due delivery', async () => {
    await world.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
    const { createWebhooksWorker } = await import('@profyle/projector/consumers/webhooks');
    const second = createWebhooksWorker({ readStore: world.readStore, eventStore: world.eventStore }, { allowLoopback: true, dispatcher: { clock: world.now } });
    await world.worker.dispatcher.handle(integrationEvent(ORG, 'profyle.created'));
    const attempted = await Promise.all([world.worker.dispatcher.tick(), second.dispatcher.tick()]);
    expect(attempted.sort()).toEqual([0, 1]);
    expect(receiver.received).toHaveLength(1);
  });

  it('runs on its own once started, and stops cleanly', async () => {
    const live = await startWebhookWorld({ dispatcher: { clock: () => new Date(), intervalMs: 10 } });
    try {
      receiver.secret = await live.configure(ORG, 'default', { url: receiver.url(), events: ['profyle.created'] });
      live.worker.dispatcher.start();
      await live.worker.consumer.handle({ topic: 'profyle.integration-events', key: ORG, event: integrationEvent(ORG, 'profyle.created') });
      const [got] = await receiver.waitFor(1);
      expect(got.verified).toBe(true);
      await live.worker.dispatcher.stop();
      await live.worker.dispatcher.handle(integrationEvent(ORG, 'profyle.created'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.received).toHaveLength(1);
    } finally {
      await live.close();
    }
  });
});
