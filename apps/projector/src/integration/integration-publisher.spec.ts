import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EmbeddedReadStore,
  InProcessIntegrationBus,
  INTEGRATION_TOPIC,
  type IntegrationBus,
  type PublishedMessage,
  type ReadStore,
  SqliteEventStore,
} from '@profyle/infrastructure';
import { toIntegrationEvent } from './integration-event.mapping';
import { INTEGRATION_PUBLISHER_CHECKPOINT, IntegrationPublisher } from './integration-publisher';
import { writeOrganisationStories } from './testing/organisation-story';

/** What the log should produce: every mappable event, in log order. */
const expectedIntegrationEvents = async (events: SqliteEventStore) => (await events.readAll()).map(toIntegrationEvent).filter((e) => e !== null);

const byOrganisation = (ids: { id: string; organisationid: string }[]) => {
  const map = new Map<string, string[]>();
  for (const e of ids) map.set(e.organisationid, [...(map.get(e.organisationid) ?? []), e.id]);
  return map;
};

describe('integration publisher', () => {
  let dir: string;
  let events: SqliteEventStore;
  let store: EmbeddedReadStore;
  let bus: InProcessIntegrationBus;
  let received: PublishedMessage[];
  const publishers: IntegrationPublisher[] = [];

  const publisher = (overrides: { bus?: IntegrationBus; store?: ReadStore } = {}) => {
    const p = new IntegrationPublisher(events, overrides.store ?? store, overrides.bus ?? bus, { batchSize: 50, restartDelayMs: 5 });
    publishers.push(p);
    return p;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'publisher-'));
    events = new SqliteEventStore({ file: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
    store = new EmbeddedReadStore({ file: ':memory:' });
    bus = new InProcessIntegrationBus({ redeliveryDelayMs: 5 });
    received = [];
    await bus.subscribe({ groupId: 'observer', topics: [INTEGRATION_TOPIC], fromBeginning: true }, async (m) => void received.push(m));
  });

  afterEach(async () => {
    await Promise.all(publishers.splice(0).map((p) => p.stop()));
    await bus.close();
    await events.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const settle = async (count: number) => {
    const deadline = Date.now() + 10_000;
    while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('publishes the mapped events of the log in order, keyed by organisation, then stores its own checkpoint', async () => {
    const { head } = await writeOrganisationStories(events, { organisations: 3, peoplePerOrganisation: 10, prefix: 'org' });
    const expected = await expectedIntegrationEvents(events);
    const running = publisher();
    await running.start();
    expect(await running.waitFor(head, 10_000)).toBe(true);
    await settle(expected.length);

    expect(received.map((m) => m.event)).toHaveLength(expected.length);
    expect(byOrganisation(received.map((m) => m.event))).toEqual(byOrganisation(expected));
    for (const m of received) {
      expect(m.topic).toBe(INTEGRATION_TOPIC);
      expect(m.key).toBe(m.event.organisationid);
    }
    expect(new Set(received.map((m) => m.event.type))).toEqual(new Set(['profyle.created', 'profyle.deleted', 'subscription.allocated', 'subscription.released']));
    expect(await store.getCheckpoint(INTEGRATION_PUBLISHER_CHECKPOINT)).toBe(head);
    expect(await running.status()).toMatchObject({ checkpoint: head, head, lag: 0, state: 'running', published: expected.length });
  });

  it('keeps publishing live appends, and a restart continues from the checkpoint without repeating or losing any', async () => {
    await writeOrganisationStories(events, { organisations: 2, peoplePerOrganisation: 5, prefix: 'early' });
    const first = publisher();
    await first.start();
    const live = await writeOrganisationStories(events, { organisations: 2, peoplePerOrganisation: 5, prefix: 'live' });
    expect(await first.waitFor(live.head, 10_000)).toBe(true);
    await first.stop();
    const publishedBefore = (await first.status()).published;

    const later = await writeOrganisationStories(events, { organisations: 2, peoplePerOrganisation: 5, prefix: 'later' });
    const second = publisher();
    await second.start();
    expect(await second.waitFor(later.head, 10_000)).toBe(true);
    const expected = await expectedIntegrationEvents(events);
    await settle(expected.length);

    // Partitions interleave organisations; each organisation's own order is what is promised.
    expect(received).toHaveLength(expected.length);
    expect(byOrganisation(received.map((m) => m.event))).toEqual(byOrganisation(expected));
    expect((await second.status()).published).toBe(expected.length - publishedBefore);
  });

  it('repeats only event ids, in order per organisation, when it dies between the broker ack and the checkpoint', async () => {
    const { head } = await writeOrganisationStories(events, { organisations: 4, peoplePerOrganisation: 8, prefix: 'crash' });
    let checkpointWrites = 0;
    // The third checkpoint write fails once: the batch is already on the bus, so it goes out again.
    const flakyStore: ReadStore = Object.assign(Object.create(store) as ReadStore, {
      setCheckpoint: async (name: string, position: number) => {
        checkpointWrites += 1;
        if (checkpointWrites === 3) throw new Error('read store unavailable');
        return store.setCheckpoint(name, position);
      },
    });
    const running = publisher({ store: flakyStore });
    await running.start();
    expect(await running.waitFor(head, 10_000)).toBe(true);
    const expected = await expectedIntegrationEvents(events);
    await settle(expected.length + 1);

    const ids = received.map((m) => m.event.id);
    expect(ids.length).toBeGreaterThan(expected.length);
    expect(new Set(ids)).toEqual(new Set(expected.map((e) => e.id)));
    // First occurrences per organisation are exactly the log's order.
    const firstSeen = [...new Map(received.map((m) => [m.event.id, m.event])).values()];
    expect(byOrganisation(firstSeen)).toEqual(byOrganisation(expected));
  });

  it('does not move its checkpoint past a batch the bus refused, and publishes it once the bus is back', async () => {
    const { head } = await writeOrganisationStories(events, { organisations: 2, peoplePerOrganisation: 6, prefix: 'down' });
    let refusals = 2;
    const flakyBus: IntegrationBus = {
      publish: async (messages) => {
        if (refusals-- > 0) throw new Error('broker not available');
        return bus.publish(messages);
      },
      subscribe: (options, handler) => bus.subscribe(options, handler),
      consumeToEnd: (options, handler) => bus.consumeToEnd(options, handler),
      close: () => bus.close(),
    };
    const running = publisher({ bus: flakyBus });
    await running.start();
    expect(await running.waitFor(head, 10_000)).toBe(true);
    const expected = await expectedIntegrationEvents(events);
    await settle(expected.length);
    expect(received).toHaveLength(expected.length);
    expect(byOrganisation(received.map((m) => m.event))).toEqual(byOrganisation(expected));
  });

  it('reports a failure and keeps its checkpoint when an event cannot be mapped', async () => {
    await writeOrganisationStories(events, { organisations: 1, peoplePerOrganisation: 2, prefix: 'ok' });
    const good = await events.headPosition();
    await events.append('person-bad', [{ id: 'bad-1', type: 'SubscriptionAssigned', data: { personId: 'x', type: 'digital', cardShortCode: null, sendEmail: false, used: 1, nfcUsed: 0 }, metadata: { organisationId: 'o', actor: { userId: 'u' }, correlationId: 'c', causationId: 'c', occurredAt: 'now', schemaVersion: 1 } }], 'any');
    const logged: string[] = [];
    const running = new IntegrationPublisher(events, store, bus, { batchSize: 1, restartDelayMs: 5, log: (m) => logged.push(m) });
    publishers.push(running);
    await running.start();
    expect(await running.waitFor(good, 10_000)).toBe(true);
    const deadline = Date.now() + 5_000;
    while (logged.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logged[0]).toMatch(/not on an organisation stream/);
    expect(await store.getCheckpoint(INTEGRATION_PUBLISHER_CHECKPOINT)).toBe(good);
  });
});
