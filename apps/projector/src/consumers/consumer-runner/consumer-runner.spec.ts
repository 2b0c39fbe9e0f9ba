import {
  type CloudEvent,
  deadLetterTopic,
  EmbeddedReadStore,
  InProcessIntegrationBus,
  INTEGRATION_TOPIC,
  type PublishedMessage,
} from '@profyle/infrastructure';
import { startConsumer, type RunningConsumer } from './consumer-runner';
import { replayDeadLetters } from './dead-letters';
import { Inbox, INBOX_COLLECTION, inboxKey } from './inbox';
import type { IntegrationConsumer } from './integration-consumer';
import { delayAfter, retryPolicy } from './retry-policy';

const event = (id: string, organisation = 'org-1'): CloudEvent => ({
  specversion: '1.0',
  id,
  source: `/organisations/${organisation}`,
  type: 'subscription.allocated',
  time: '2026-01-01T00:00:00.000Z',
  datacontenttype: 'application/json',
  organisationid: organisation,
  data: { person_id: 'p1', organisation_id: organisation, type: 'digital', card_short_code: null },
});

const message = (id: string, organisation = 'org-1'): PublishedMessage => ({ topic: INTEGRATION_TOPIC, key: organisation, event: event(id, organisation) });

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('retry policy', () => {
  it('backs off exponentially from the initial delay, capped', () => {
    const policy = retryPolicy({ initialDelayMs: 200, maxDelayMs: 1_000 });
    expect(policy.attempts).toBe(5);
    expect([1, 2, 3, 4].map((n) => delayAfter(policy, n))).toEqual([200, 400, 800, 1_000]);
    expect(() => retryPolicy({ attempts: 0 })).toThrow(/positive integer/);
  });
});

describe('consumer runner', () => {
  let bus: InProcessIntegrationBus;
  let store: EmbeddedReadStore;
  const running: RunningConsumer[] = [];
  const logged: string[] = [];

  const start = async (consumer: IntegrationConsumer) => {
    const r = await startConsumer({ bus, store, log: (m) => logged.push(m) }, consumer);
    running.push(r);
    return r;
  };

  /** Everything parked on a group's dead-letter topic so far (read by a group of its own). */
  const parked = async (groupId: string) => {
    const messages: PublishedMessage[] = [];
    await bus.consumeToEnd({ groupId: `inspect-${Math.random()}`, topics: [deadLetterTopic(INTEGRATION_TOPIC, groupId)], fromBeginning: true }, async (m) => void messages.push(m));
    return messages;
  };

  beforeEach(() => {
    bus = new InProcessIntegrationBus({ redeliveryDelayMs: 5 });
    store = new EmbeddedReadStore({ file: ':memory:' });
    logged.length = 0;
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    await bus.close();
    await store.close();
  });

  it('handles each event id once per group: a repeat is dropped through the inbox, other groups still get it', async () => {
    const crm: string[] = [];
    const webhooks: string[] = [];
    const crmRunner = await start({ name: 'crm', groupId: 'crm-sync', handler: async (e) => void crm.push(e.id) });
    const webhooksRunner = await start({ name: 'webhooks', groupId: 'webhooks', handler: async (e) => void webhooks.push(e.id) });
    // A publisher that crashed before its checkpoint publishes the same events again, same ids.
    await bus.publish([message('e1'), message('e2')]);
    await bus.publish([message('e1'), message('e2'), message('e3')]);
    await until(() => crmRunner.stats().handled + crmRunner.stats().duplicates === 5 && webhooksRunner.stats().handled + webhooksRunner.stats().duplicates === 5);

    expect(crm).toEqual(['e1', 'e2', 'e3']);
    expect(webhooks).toEqual(['e1', 'e2', 'e3']);
    expect(crmRunner.stats()).toEqual({ handled: 3, duplicates: 2, retries: 0, parked: 0 });
    const entry = await store.collection(INBOX_COLLECTION).get(inboxKey('crm-sync', 'e1'));
    expect(entry).toMatchObject({ group: 'crm-sync', event_id: 'e1', type: 'subscription.allocated', organisation_id: 'org-1' });
  });

  it('acknowledges the event types a consumer does not act on without its handler or its inbox', async () => {
    const seen: string[] = [];
    const all: string[] = [];
    const narrow = await start({ name: 'intro', groupId: 'intro', eventTypes: ['introduction.created'], handler: async (e) => void seen.push(e.id) });
    const broad = await start({ name: 'webhooks', groupId: 'webhooks', handler: async (e) => void all.push(e.id) });
    const introduction: PublishedMessage = { ...message('e2'), event: { ...event('e2'), type: 'introduction.created' } };
    await bus.publish([message('e1'), introduction, message('e3')]);
    await until(() => broad.stats().handled === 3 && narrow.stats().handled === 1);
    await bus.publish([message('e4'), introduction]);
    await until(() => broad.stats().handled + broad.stats().duplicates === 5 && narrow.stats().duplicates === 1);

    expect(seen).toEqual(['e2']);
    expect(all).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(narrow.stats()).toEqual({ handled: 1, duplicates: 1, retries: 0, parked: 0 });
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('intro', 'e1'))).toBeNull();
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('intro', 'e2'))).not.toBeNull();
  });

  it('acknowledges an event the consumer does not want now without its handler or its inbox, and asks again on a repeat', async () => {
    const handled: string[] = [];
    const wanted = new Set(['e2']);
    const asked: string[] = [];
    const runner = await start({
      name: 'webhooks',
      groupId: 'webhooks',
      wants: async (e) => {
        asked.push(e.id);
        return wanted.has(e.id);
      },
      handler: async (e) => void handled.push(e.id),
    });
    await bus.publish([message('e1'), message('e2'), message('e3')]);
    await until(() => asked.length === 3 && runner.stats().handled === 1);
    expect(handled).toEqual(['e2']);
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('webhooks', 'e1'))).toBeNull();
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('webhooks', 'e2'))).not.toBeNull();

    // Repeated after an endpoint came for e1: it is asked again, and e2 is still a duplicate.
    wanted.add('e1');
    await bus.publish([message('e1'), message('e2')]);
    await until(() => runner.stats().handled === 2 && runner.stats().duplicates === 1);
    expect(handled).toEqual(['e2', 'e1']);
    expect(asked).toEqual(['e1', 'e2', 'e3', 'e1', 'e2']);
  });

  it('retries a failing handler with backoff and records the event once it succeeds', async () => {
    const attemptsAt: number[] = [];
    const runner = await start({
      name: 'flaky',
      groupId: 'flaky',
      retry: { attempts: 5, initialDelayMs: 20 },
      handler: async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 3) throw new Error('CRM timed out');
      },
    });
    await bus.publish([message('e1')]);
    await until(() => runner.stats().handled === 1);

    expect(attemptsAt).toHaveLength(3);
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(18);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(38);
    expect(runner.stats()).toEqual({ handled: 1, duplicates: 0, retries: 2, parked: 0 });
    expect(await parked('flaky')).toEqual([]);
    expect(logged.filter((l) => l.includes('retrying'))).toHaveLength(2);
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('flaky', 'e1'))).not.toBeNull();
  });

  it('parks a message on the dead-letter topic after the last attempt, with the error and attempt count, and moves on', async () => {
    const handled: string[] = [];
    const runner = await start({
      name: 'picky',
      groupId: 'picky',
      retry: { attempts: 3, initialDelayMs: 1 },
      handler: async (e) => {
        if (e.id === 'poison') throw new TypeError('payload has no email');
        handled.push(e.id);
      },
    });
    await bus.publish([message('before'), message('poison'), message('after')]);
    await until(() => runner.stats().handled === 2 && runner.stats().parked === 1);

    expect(handled).toEqual(['before', 'after']);
    expect(runner.stats()).toEqual({ handled: 2, duplicates: 0, retries: 2, parked: 1 });
    const [dead] = await parked('picky');
    expect(dead).toEqual({
      topic: deadLetterTopic(INTEGRATION_TOPIC, 'picky'),
      key: 'org-1',
      event: { ...event('poison'), deadlettererror: 'TypeError: payload has no email', deadletterattempts: 3, deadlettertopic: INTEGRATION_TOPIC, deadlettergroup: 'picky' },
    });
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('picky', 'poison'))).toBeNull();
  });

  it('parks at once a failure that says it is permanent, and tells the consumer', async () => {
    let attempts = 0;
    const told: { id: string; attempts: number; error: string }[] = [];
    const runner = await start({
      name: 'strict',
      groupId: 'strict',
      retry: { attempts: 5, initialDelayMs: 1 },
      handler: async () => {
        attempts += 1;
        throw Object.assign(new Error('400 Bad Request: property does not exist'), { permanent: true });
      },
      onParked: async (e, error, made) => void told.push({ id: e.id, attempts: made, error: (error as Error).message }),
    });
    await bus.publish([message('bad')]);
    await until(() => runner.stats().parked === 1 && told.length === 1);
    expect(attempts).toBe(1);
    expect(told).toEqual([{ id: 'bad', attempts: 1, error: '400 Bad Request: property does not exist' }]);
    const [dead] = await parked('strict');
    expect(dead.event.deadletterattempts).toBe(1);
  });

  it('waits at least what a failure asked for (Retry-After) before the next attempt, and hands the handler its attempt number', async () => {
    const seen: { at: number; attempt: number; attempts: number }[] = [];
    const runner = await start({
      name: 'limited',
      groupId: 'limited',
      retry: { attempts: 3, initialDelayMs: 1, maxDelayMs: 1_000 },
      handler: async (_e, { attempt, attempts }) => {
        seen.push({ at: Date.now(), attempt, attempts });
        if (attempt === 1) throw Object.assign(new Error('429 Too Many Requests'), { retryAfterMs: 120 });
      },
    });
    await bus.publish([message('e1')]);
    await until(() => runner.stats().handled === 1);
    expect(seen.map(({ attempt, attempts }) => ({ attempt, attempts }))).toEqual([
      { attempt: 1, attempts: 3 },
      { attempt: 2, attempts: 3 },
    ]);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(115);
  });

  it('replays parked messages to the original topic with the same ids: the parking group handles them, the others drop them', async () => {
    let fixed = false;
    const picky: string[] = [];
    const other: string[] = [];
    const pickyRunner = await start({
      name: 'picky',
      groupId: 'picky',
      retry: { attempts: 2, initialDelayMs: 1 },
      handler: async (e) => {
        if (e.id === 'poison' && !fixed) throw new Error('endpoint returned 500');
        picky.push(e.id);
      },
    });
    const otherRunner = await start({ name: 'other', groupId: 'other', handler: async (e) => void other.push(e.id) });
    await bus.publish([message('poison'), message('fine')]);
    await until(() => pickyRunner.stats().parked === 1 && pickyRunner.stats().handled === 1 && otherRunner.stats().handled === 2);

    fixed = true;
    expect(await replayDeadLetters(bus, 'picky')).toEqual({ groupId: 'picky', replayed: { [INTEGRATION_TOPIC]: 1 } });
    await until(() => pickyRunner.stats().handled === 2 && otherRunner.stats().duplicates === 1);

    expect(picky).toEqual(['fine', 'poison']);
    expect(other).toEqual(['poison', 'fine']);
    // The replayed copy is the original event, dead-letter attributes gone.
    expect(await replayDeadLetters(bus, 'picky')).toEqual({ groupId: 'picky', replayed: { [INTEGRATION_TOPIC]: 0 } });
    expect(await store.collection(INBOX_COLLECTION).get(inboxKey('picky', 'poison'))).not.toBeNull();
  });

  it('replays without the dead-letter attributes', async () => {
    const seen: CloudEvent[] = [];
    await start({ name: 'always-fails', groupId: 'always-fails', retry: { attempts: 1 }, handler: async () => Promise.reject(new Error('no')) });
    await bus.publish([message('x')]);
    await until(async () => (await parked('always-fails')).length === 1);
    await start({ name: 'watcher', groupId: 'watcher', fromBeginning: false, handler: async (e) => void seen.push(e) });
    await replayDeadLetters(bus, 'always-fails');
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual(event('x'));
  });

  it('keeps the inbox on disk and prunes entries older than the retention, at start and then now and then', async () => {
    const day = 24 * 60 * 60 * 1000;
    const inbox = new Inbox(store, 'crm-sync');
    await inbox.record(event('old'), new Date(Date.now() - 10 * day));
    await inbox.record(event('recent'), new Date(Date.now() - day));
    const runner = await startConsumer({ bus, store, log: (m) => logged.push(m), inboxRetentionMs: 7 * day, pruneEveryMs: 20 }, { name: 'crm', groupId: 'crm-sync', handler: async () => undefined });
    running.push(runner);
    expect(await inbox.has('old')).toBe(false);
    expect(await inbox.has('recent')).toBe(true);
    expect(logged).toContain('consumer crm: pruned 1 inbox entries older than the retention');
    // Later, the same housekeeping runs again on its own.
    await inbox.record(event('stale'), new Date(Date.now() - 8 * day));
    await until(async () => !(await inbox.has('stale')));
  });

  it('stops without waiting out a backoff, leaving the message uncommitted for the next member', async () => {
    let attempts = 0;
    const first = await start({
      name: 'slow',
      groupId: 'slow',
      retry: { attempts: 5, initialDelayMs: 60_000 },
      handler: async () => {
        attempts += 1;
        throw new Error('down');
      },
    });
    await bus.publish([message('e1')]);
    await until(() => attempts === 1);
    const stopped = Date.now();
    await first.stop();
    expect(Date.now() - stopped).toBeLessThan(1_000);

    const handled: string[] = [];
    await start({ name: 'slow', groupId: 'slow', handler: async (e) => void handled.push(e.id) });
    await until(() => handled.length === 1);
    expect(handled).toEqual(['e1']);
    expect(first.stats().parked).toBe(0);
  });
});
