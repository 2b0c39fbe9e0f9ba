/**
 * The one contract every IntegrationBus adapter passes. Each adapter's spec calls integrationBusContract()
 * with a factory; topic and group names come from the fixture so runs against a shared broker never meet.
 */
import type { CloudEvent, Consumer, ConsumerOptions, IntegrationBus, PublishedMessage } from './integration-bus.port';

export interface IntegrationBusFixture {
  bus: IntegrationBus;
  /** A topic name unique to this run. */
  topic(name: string): string;
  /** A consumer group name unique to this run. */
  group(name: string): string;
  dispose(): Promise<void>;
}

export type IntegrationBusFactory = () => Promise<IntegrationBusFixture>;

const cloudEvent = (organisation: string, n: number, type = 'subscription.allocated'): CloudEvent => ({
  specversion: '1.0',
  id: `${organisation}-evt-${n}`,
  source: `/organisations/${organisation}`,
  type,
  time: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  datacontenttype: 'application/json',
  dataschema: `profyle.${type}.v1`,
  subject: `people/p-${n}`,
  organisationid: organisation,
  sequence: String(n),
  data: { person_id: `p-${n}`, organisation_id: organisation, n, nested: { list: [1, 'two', null] } },
});

const message = (topic: string, organisation: string, n: number, type?: string): PublishedMessage => ({ topic, key: organisation, event: cloudEvent(organisation, n, type) });

/** Resolves once `done()` holds, polling; fails with `what` after the timeout. */
const eventually = async (done: () => boolean, what: () => string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const idsByKey = (messages: PublishedMessage[]): Map<string, string[]> => {
  const byKey = new Map<string, string[]>();
  for (const m of messages) byKey.set(m.key, [...(byKey.get(m.key) ?? []), m.event.id]);
  return byKey;
};

/** Keeps the first time each id was seen: what a consumer with an inbox would act on. */
const firstSeen = (ids: string[]): string[] => [...new Set(ids)];

export function integrationBusContract(name: string, factory: IntegrationBusFactory, options: { timeoutMs?: number } = {}): void {
  const timeoutMs = options.timeoutMs ?? 20_000;

  describe(name, () => {
    let fixture: IntegrationBusFixture;
    let bus: IntegrationBus;
    const consumers: Consumer[] = [];

    const subscribe = async (subscription: ConsumerOptions, handler: (m: PublishedMessage) => Promise<void> | void): Promise<Consumer> => {
      const consumer = await bus.subscribe(subscription, async (m) => handler(m));
      consumers.push(consumer);
      return consumer;
    };

    beforeEach(async () => {
      fixture = await factory();
      bus = fixture.bus;
    });
    afterEach(async () => {
      await Promise.all(consumers.splice(0).map((c) => c.stop()));
      await fixture?.dispose();
    });

    it(
      'delivers published CloudEvents with their topic and key, unchanged',
      async () => {
        const topic = fixture.topic('round-trip');
        const sent = [message(topic, 'org-a', 1, 'profyle.created'), message(topic, 'org-b', 2, 'profyle.deleted'), message(topic, 'org-a', 3)];
        await bus.publish(sent);
        const received: PublishedMessage[] = [];
        await subscribe({ groupId: fixture.group('round-trip'), topics: [topic], fromBeginning: true }, (m) => void received.push(m));
        await eventually(() => received.length >= 3, () => `3 messages, got ${received.length}`, timeoutMs);
        expect(received).toHaveLength(3);
        expect(received.filter((m) => m.key === 'org-a')).toEqual([sent[0], sent[2]]);
        expect(received.filter((m) => m.key === 'org-b')).toEqual([sent[1]]);
      },
      timeoutMs * 2,
    );

    it(
      "keeps each key's messages in order across many keys and batches",
      async () => {
        const topic = fixture.topic('ordering');
        const keys = Array.from({ length: 24 }, (_, i) => `org-${i}`);
        const sent: PublishedMessage[] = [];
        for (let n = 0; n < 20; n++) for (const key of keys) sent.push(message(topic, key, n));
        const received: PublishedMessage[] = [];
        await subscribe({ groupId: fixture.group('ordering'), topics: [topic], fromBeginning: true }, (m) => void received.push(m));
        // Several publishes while the consumer is already reading, so ordering holds across batches too.
        for (let i = 0; i < sent.length; i += 80) await bus.publish(sent.slice(i, i + 80));
        await eventually(() => received.length >= sent.length, () => `${sent.length} messages, got ${received.length}`, timeoutMs);
        expect(received).toHaveLength(sent.length);
        expect(idsByKey(received)).toEqual(idsByKey(sent));
      },
      timeoutMs * 2,
    );

    it(
      'gives every consumer group every message',
      async () => {
        const topic = fixture.topic('fan-out');
        const sent = Array.from({ length: 40 }, (_, n) => message(topic, `org-${n % 5}`, n));
        const first: string[] = [];
        const second: string[] = [];
        await subscribe({ groupId: fixture.group('webhooks'), topics: [topic], fromBeginning: true }, (m) => void first.push(m.event.id));
        await subscribe({ groupId: fixture.group('crm-sync'), topics: [topic], fromBeginning: true }, (m) => void second.push(m.event.id));
        await bus.publish(sent);
        const all = sent.map((m) => m.event.id).sort();
        await eventually(() => first.length >= 40 && second.length >= 40, () => `40 each, got ${first.length} and ${second.length}`, timeoutMs);
        expect([...first].sort()).toEqual(all);
        expect([...second].sort()).toEqual(all);
      },
      timeoutMs * 2,
    );

    it(
      'continues a restarted member from its committed offset, losing nothing',
      async () => {
        const topic = fixture.topic('restart');
        const group = fixture.group('restart');
        const sent = Array.from({ length: 300 }, (_, n) => message(topic, `org-${n % 10}`, n));
        const all = new Set(sent.map((m) => m.event.id));
        await bus.publish(sent);

        const before: PublishedMessage[] = [];
        let reached!: () => void;
        const hundredHandled = new Promise<void>((resolve) => (reached = resolve));
        const firstMember = await subscribe({ groupId: group, topics: [topic], fromBeginning: true }, async (m) => {
          before.push(m);
          if (before.length === 100) reached();
          // Slow from here on, so the stop lands mid-stream.
          if (before.length >= 100) await new Promise((resolve) => setTimeout(resolve, 10));
        });
        await hundredHandled;
        await firstMember.stop();
        const handledBefore = new Set(before.map((m) => m.event.id));
        expect(handledBefore.size).toBeLessThan(all.size);

        const after: PublishedMessage[] = [];
        await subscribe({ groupId: group, topics: [topic], fromBeginning: true }, (m) => void after.push(m));
        const seen = () => new Set([...handledBefore, ...after.map((m) => m.event.id)]);
        await eventually(() => seen().size >= all.size, () => `all 300 ids, have ${seen().size}`, timeoutMs);

        expect(seen()).toEqual(all);
        // Picked up where the first member committed: at most a few repeats, never a start from scratch.
        const repeated = after.filter((m) => handledBefore.has(m.event.id)).length;
        expect(repeated).toBeLessThanOrEqual(10);
        // Per key, the second member continues in order.
        for (const [key, ids] of idsByKey(after)) {
          const expected = sent.filter((m) => m.key === key).map((m) => m.event.id);
          expect(ids).toEqual(expected.slice(expected.indexOf(ids[0])));
        }
      },
      timeoutMs * 3,
    );

    it(
      'delivers the message again when the handler throws, before the next one with its key',
      async () => {
        const topic = fixture.topic('redelivery');
        const sent = [1, 2, 3].map((n) => message(topic, 'org-r', n));
        const attempts: string[] = [];
        let failed = false;
        await subscribe({ groupId: fixture.group('redelivery'), topics: [topic], fromBeginning: true }, (m) => {
          attempts.push(m.event.id);
          if (m.event.id === sent[1].event.id && !failed) {
            failed = true;
            throw new Error('handler failed once');
          }
        });
        await bus.publish(sent);
        await eventually(() => attempts.includes(sent[2].event.id), () => `the third message, attempts ${attempts.join(',')}`, timeoutMs);
        const [one, two, three] = sent.map((m) => m.event.id);
        expect(attempts).toEqual([one, two, two, three]);
        expect(firstSeen(attempts)).toEqual([one, two, three]);
      },
      timeoutMs * 2,
    );

    it(
      'consumes to the end of what was published, commits it, and then finds nothing new',
      async () => {
        const topic = fixture.topic('to-end');
        const group = fixture.group('to-end');
        const handled: string[] = [];
        const handle = async (m: PublishedMessage) => void handled.push(m.event.id);
        expect(await bus.consumeToEnd({ groupId: group, topics: [topic], fromBeginning: true }, handle)).toBe(0);

        await bus.publish(Array.from({ length: 12 }, (_, n) => message(topic, `org-${n % 4}`, n)));
        expect(await bus.consumeToEnd({ groupId: group, topics: [topic], fromBeginning: true }, handle)).toBe(12);
        expect(await bus.consumeToEnd({ groupId: group, topics: [topic], fromBeginning: true }, handle)).toBe(0);

        await bus.publish([message(topic, 'org-x', 100), message(topic, 'org-y', 101)]);
        expect(await bus.consumeToEnd({ groupId: group, topics: [topic], fromBeginning: true }, handle)).toBe(2);
        expect(firstSeen(handled)).toHaveLength(14);
        expect(handled).toHaveLength(14);
      },
      timeoutMs * 3,
    );
  });
}
