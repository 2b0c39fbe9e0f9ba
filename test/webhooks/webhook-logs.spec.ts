/**
 * The webhook log: the latest 100 entries newest first, nothing past its deleteAfter (28 days), a purge
 * that removes what expired, and entries kept per organisation and endpoint.
 */
import { integrationLogMessage, integrationLogPart } from '@profyle/contracts';
import { EmbeddedReadStore, type WebhookAttempt, webhookLogEntry, WebhookLogStore } from '@profyle/infrastructure';
import { integrationEvent, startWebhookWorld } from './support/webhook-world';
import { startWebhookReceiver } from './support/webhook-receiver';

const DAY = 24 * 3600 * 1000;
const attempt = (code: number): WebhookAttempt => ({
  request: { method: 'POST', url: 'https://hooks.example.com', headers: { 'webhook-id': 'evt' }, body: '{}' },
  response: { status: code, headers: {}, body: '', truncated: false },
  code,
  isOk: code >= 200 && code <= 299,
  ...integrationLogMessage([integrationLogPart('httpStatus', { status: code })]),
  timedOut: false,
});

describe('webhook log', () => {
  let store: EmbeddedReadStore;
  let logs: WebhookLogStore;
  const start = new Date('2026-01-01T00:00:00.000Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  beforeEach(() => {
    store = new EmbeddedReadStore({ file: ':memory:' });
    logs = new WebhookLogStore(store);
  });
  afterEach(() => store.close());

  const record = (minutes: number, code = 200, endpointId = 'default', organisationId = 'org1') =>
    logs.record(organisationId, endpointId, webhookLogEntry(attempt(code), { organisationId, endpointId, messageId: `m${minutes}`, event: 'profyle.created', attempt: 1, at: at(minutes) }));

  it('keeps each attempt with OK meaning 200-299 and deleteAfter 28 days on', async () => {
    await record(0, 204);
    await record(1, 301);
    const [redirect, ok] = await logs.latest('org1', 'default', at(2));
    expect(ok).toMatchObject({ code: 204, isOk: true, timestamp: at(0).toISOString(), deleteAfter: new Date(start.getTime() + 28 * DAY).toISOString(), event: 'profyle.created', method: 'POST' });
    expect(redirect).toMatchObject({ code: 301, isOk: false });
    expect(ok).not.toHaveProperty('request');
    expect(await logs.get('org1', 'default', ok.id, at(2))).toMatchObject({ request: { headers: { 'webhook-id': 'evt' }, body: '{}' }, response: { status: 204 } });
  });

  it("keeps the message's sentences as data next to it; an entry stored before they were kept answers null", async () => {
    const entry = webhookLogEntry(attempt(503), { organisationId: 'org1', endpointId: 'default', messageId: 'm', event: 'profyle.created', attempt: 2, at: at(0) }, [integrationLogPart('exhausted', { attempt: 2 })]);
    expect(entry).toMatchObject({
      message: 'HTTP 503. Attempt 2 failed; no attempts left',
      messageParts: [
        { code: 'httpStatus', values: { status: 503 } },
        { code: 'exhausted', values: { attempt: 2 } },
      ],
    });
    const { messageParts: _parts, ...older } = webhookLogEntry(attempt(200), { organisationId: 'org1', endpointId: 'default', messageId: 'o', event: 'profyle.created', attempt: 1, at: at(1) });
    await logs.record('org1', 'default', entry);
    await logs.record('org1', 'default', older as typeof entry);
    const [storedBefore, stored] = await logs.latest('org1', 'default', at(2));
    expect(stored.messageParts).toEqual(entry.messageParts);
    expect(storedBefore).toMatchObject({ message: 'HTTP 200', messageParts: null });
    expect(await logs.get('org1', 'default', older.id, at(2))).toMatchObject({ messageParts: null });
  });

  it('answers the latest 100, newest first', async () => {
    for (let minute = 0; minute < 130; minute++) await record(minute, minute % 7 === 0 ? 500 : 200);
    const latest = await logs.latest('org1', 'default', at(200));
    expect(latest).toHaveLength(100);
    expect(latest[0].timestamp).toBe(at(129).toISOString());
    expect(latest[99].timestamp).toBe(at(30).toISOString());
    expect(latest.map((e) => e.timestamp)).toEqual([...latest.map((e) => e.timestamp)].sort().reverse());
    expect(await logs.latest('org1', 'default', at(200), 500)).toHaveLength(100);
  });

  it('lists entries of the same instant newest first', async () => {
    const same = new Date('2026-02-01T00:00:00.000Z');
    const first = webhookLogEntry(attempt(500), { organisationId: 'org1', endpointId: 'default', messageId: 'a', event: 'profyle.created', attempt: 1, at: same });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = webhookLogEntry(attempt(200), { organisationId: 'org1', endpointId: 'default', messageId: 'a', event: 'profyle.created', attempt: 2, at: same });
    await logs.record('org1', 'default', second);
    await logs.record('org1', 'default', first);
    expect((await logs.latest('org1', 'default', same)).map((e) => e.attempt)).toEqual([2, 1]);
  });

  it('never shows an entry past its deleteAfter, and purge removes it', async () => {
    await record(0);
    await record(60 * 24 * 10);
    const [, old] = await logs.latest('org1', 'default', at(1));
    const justBefore = new Date(start.getTime() + 28 * DAY - 1);
    const expiry = new Date(start.getTime() + 28 * DAY);
    expect(await logs.latest('org1', 'default', justBefore)).toHaveLength(2);
    expect(await logs.latest('org1', 'default', expiry)).toHaveLength(1);
    expect(await logs.get('org1', 'default', old.id, expiry)).toBeNull();
    expect(await logs.get('org1', 'default', old.id, justBefore)).not.toBeNull();

    expect(await logs.purge(expiry)).toBe(1);
    expect(await logs.get('org1', 'default', old.id, justBefore)).toBeNull();
    expect(await logs.purge(expiry)).toBe(0);
    expect(await logs.latest('org1', 'default', expiry)).toHaveLength(1);
  });

  it('purges in batches until nothing expired is left', async () => {
    for (let minute = 0; minute < 7; minute++) await record(minute);
    await record(60 * 24 * 30);
    expect(await logs.purge(new Date(start.getTime() + 29 * DAY), 2)).toBe(7);
    expect(await logs.latest('org1', 'default', new Date(start.getTime() + 29 * DAY))).toHaveLength(1);
  });

  it('keeps every organisation and endpoint to itself', async () => {
    await record(0, 200, 'default', 'org1');
    await record(1, 200, 'crm', 'org1');
    await record(2, 200, 'default', 'org2');
    const [mine] = await logs.latest('org1', 'default', at(5));
    expect((await logs.latest('org1', 'default', at(5))).map((e) => e.messageId)).toEqual(['m0']);
    expect(await logs.get('org2', 'default', mine.id, at(5))).toBeNull();
    expect(await logs.get('org1', 'crm', mine.id, at(5))).toBeNull();
  });
});

describe('webhook worker purge', () => {
  it('removes expired logs and deliveries that finished more than 28 days ago', async () => {
    const world = await startWebhookWorld();
    const receiver = await startWebhookReceiver();
    try {
      await world.configure('org1', 'default', { url: receiver.url(), events: ['profyle.created'] });
      const event = integrationEvent('org1', 'profyle.created');
      await world.worker.dispatcher.handle(event);
      await world.worker.dispatcher.drain();
      expect(await world.worker.dispatcher.purge()).toEqual({ logs: 0, deliveries: 0 });
      world.advance(28 * DAY + 1);
      expect(await world.worker.dispatcher.purge()).toEqual({ logs: 1, deliveries: 1 });
      expect(await world.worker.dispatcher.delivery(`${event.id}:default`)).toBeNull();
      // Purged: a redelivery of that old event would be recorded again, which is why purge waits 28 days.
    } finally {
      await world.close();
      await receiver.close();
    }
  });
});
