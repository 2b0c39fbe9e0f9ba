import type { RecordedEvent } from '@profyle/domain';
import { type EventStore, SqliteEventStore } from '@profyle/infrastructure';
import { delay, event, eventStoreContract, eventually, newCategory, recorder, streamIn, times } from '../../../../libs/infrastructure/src/event-store/event-store.contract';
import { SharedLogReader } from './shared-log-reader';

/** The event store with its subscriptions served by a shared reader: the store's contract must still hold. */
const throughSharedReader = (store: EventStore, options: ConstructorParameters<typeof SharedLogReader>[1] = {}): EventStore => {
  const reader = new SharedLogReader(store, options);
  return {
    checksOtherStreams: store.checksOtherStreams,
    append: (...args) => store.append(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    headPosition: () => store.headPosition(),
    readOrganisationLog: (...args) => store.readOrganisationLog(...args),
    readCorrelated: (...args) => store.readCorrelated(...args),
    subscribeToAll: (options, handler) => reader.subscribeToAll(options, handler),
    close: async () => {
      await reader.close();
      await store.close();
    },
  };
};

eventStoreContract('SharedLogReader over SqliteEventStore', async () => ({ store: throughSharedReader(new SqliteEventStore({ file: ':memory:' })) }));
eventStoreContract('SharedLogReader over SqliteEventStore, small batches and buffer', async () => ({
  store: throughSharedReader(new SqliteEventStore({ file: ':memory:' }), { batchSize: 3, bufferEvents: 5, stallMs: 50 }),
}));

describe('SharedLogReader', () => {
  let store: SqliteEventStore;
  let reader: SharedLogReader;
  const category = 'clock';
  const append = (n: number) => store.append(streamIn(category), times(n, () => event()), 'no-stream');

  beforeEach(() => {
    store = new SqliteEventStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await reader?.close();
    await store.close();
  });

  it('reads and decodes each event once for every subscriber that is in step', async () => {
    reader = new SharedLogReader(store, { batchSize: 50 });
    const seen = times(10, () => recorder());
    const subscriptions = seen.map((r) => reader.subscribeToAll({}, r.handler));
    for (let i = 0; i < 20; i++) await append(10);
    await eventually(() => seen.every((r) => r.events.length === 200));
    for (let i = 0; i < 10; i++) await append(5);
    await eventually(() => seen.every((r) => r.events.length === 250));

    const ids = (await store.readAll()).map((e) => e.id);
    for (const r of seen) expect(r.events.map((e) => e.id)).toEqual(ids);
    expect(reader.stats()).toMatchObject({ sharedEvents: 250, ownEvents: 0, subscribers: 10, attached: 10 });
    // The subscribers got the very same objects: nothing was decoded twice.
    expect(seen[3].events[17]).toBe(seen[7].events[17]);
    await Promise.all(subscriptions.map((s) => s.stop()));
  });

  it('reads an existing log once on a fresh start, even when a subscriber has nothing to do with it', async () => {
    for (let i = 0; i < 40; i++) await append(25);
    reader = new SharedLogReader(store, { batchSize: 50 });
    // One subscriber skips every event at once (a read model of another capability), the others do work.
    const idle = reader.subscribeToAll({}, async () => undefined);
    const busy = times(3, () => recorder());
    const subscriptions = busy.map((r) => reader.subscribeToAll({}, async (events) => {
      await delay(1);
      await r.handler(events);
    }));
    await eventually(() => busy.every((r) => r.events.length === 1000));
    expect(reader.stats()).toMatchObject({ sharedEvents: 1000, ownEvents: 0, attached: 4 });
    await Promise.all([idle, ...subscriptions].map((s) => s.stop()));
  });

  it('lets a subscriber that starts behind catch up on its own, then join the shared reader', async () => {
    reader = new SharedLogReader(store, { batchSize: 20 });
    await append(100);
    const live = recorder();
    reader.subscribeToAll({ after: 100 }, live.handler);
    await delay(20);
    const rebuilt = recorder();
    reader.subscribeToAll({ after: 0 }, rebuilt.handler);
    await eventually(() => rebuilt.events.length === 100);
    expect(reader.stats().ownEvents).toBe(100);
    await append(30);
    await eventually(() => rebuilt.events.length === 130 && live.events.length === 30);
    expect(reader.stats()).toMatchObject({ attached: 2, ownEvents: 100, sharedEvents: 30 });
    expect(rebuilt.events.map((e) => e.position)).toEqual(times(130, (i) => i + 1));
  });

  it('detaches a subscriber that holds the full buffer without progress; the others go on, and it catches up later', async () => {
    reader = new SharedLogReader(store, { batchSize: 10, bufferEvents: 30, stallMs: 100 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stuck: RecordedEvent[] = [];
    reader.subscribeToAll({}, async (events) => {
      stuck.push(...events);
      if (stuck.length >= 10) await gate;
    });
    const others = times(3, () => recorder());
    others.forEach((r) => reader.subscribeToAll({}, r.handler));
    for (let i = 0; i < 20; i++) await append(10);

    await eventually(() => others.every((r) => r.events.length === 200), 5_000);
    expect(stuck).toHaveLength(10);
    expect(reader.stats().detachments).toBe(1);
    release();
    await eventually(() => stuck.length === 200);
    expect(stuck.map((e) => e.position)).toEqual(times(200, (i) => i + 1));
    await append(1);
    await eventually(() => stuck.length === 201 && reader.stats().attached === 4);
  });

  it('ends a subscriber whose handler throws, reporting it, and keeps serving the others', async () => {
    reader = new SharedLogReader(store);
    const errors: Error[] = [];
    reader.subscribeToAll({ onError: (e) => errors.push(e) }, async () => {
      throw new Error('projection bug');
    });
    const healthy = recorder();
    reader.subscribeToAll({}, healthy.handler);
    await append(3);
    await eventually(() => errors.length === 1 && healthy.events.length === 3);
    await append(2);
    await eventually(() => healthy.events.length === 5);
    expect(errors[0].message).toBe('projection bug');
    expect(reader.stats().subscribers).toBe(1);
  });

  it('applies its map (the upcasters) once per event, for every subscriber', async () => {
    let mapped = 0;
    reader = new SharedLogReader(store, { map: (e) => (mapped++, { ...e, data: { upcast: true } }) });
    const a = recorder();
    const b = recorder();
    reader.subscribeToAll({}, a.handler);
    reader.subscribeToAll({ filter: { categories: [newCategory()] } }, b.handler);
    await append(4);
    await eventually(() => a.events.length === 4);
    await delay(50);
    expect(mapped).toBe(4);
    expect(a.events.every((e) => (e.data as { upcast?: boolean }).upcast)).toBe(true);
    expect(b.events).toEqual([]);
  });
});
