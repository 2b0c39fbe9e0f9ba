import { randomUUID } from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@profyle/domain';
import { EmbeddedReadStore, SqliteEventStore } from '@profyle/infrastructure';
import { collectionName, type Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

interface Counter {
  _id: string;
  count: number;
  [field: string]: unknown;
}

const metadata: EventMetadata = { organisationId: 'o', actor: { userId: 'u' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };

/** Counts Ticked events per stream; `evolved` counts how often evolve ran, to prove nothing is replayed. */
const counting = (version = 1, fail?: () => boolean) => {
  const calls = { evolved: 0 };
  const projection: Projection<Counter> = {
    name: 'ticks',
    version,
    eventTypes: ['Ticked'],
    documentId: (e) => e.streamId,
    evolve: (doc, e) => {
      if (fail?.()) throw new Error('projection bug');
      calls.evolved += 1;
      return { _id: e.streamId, count: (doc?.count ?? 0) + 1 };
    },
  };
  return { projection, calls };
};

const tick = (events: SqliteEventStore, stream: string, n = 1) =>
  events.append(stream, Array.from({ length: n }, () => ({ id: randomUUID(), type: 'Ticked', data: {}, metadata })), 'any');

describe('ProjectionRunner', () => {
  let events: SqliteEventStore;
  let store: EmbeddedReadStore;

  beforeEach(() => {
    events = new SqliteEventStore({ file: ':memory:' });
    store = new EmbeddedReadStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await events.close();
    await store.close();
  });

  it('projects the log, ignores other events, stores the checkpoint and reports no lag', async () => {
    const { projection } = counting();
    await tick(events, 'clock-a', 3);
    await events.append('other-x', [{ id: randomUUID(), type: 'Other', data: {}, metadata }], 'any');
    const runner = new ProjectionRunner(events, store, [projection], { batchSize: 2 });
    await runner.start();
    expect(await runner.waitFor(4, 5000)).toBe(true);
    expect(await store.collections()).toContain(collectionName(projection));
    await tick(events, 'clock-b', 2);
    expect(await runner.waitFor(await events.headPosition(), 5000)).toBe(true);
    const docs = await store.collection<Counter>(collectionName(projection)).find({}, { sort: [['_id', 1]] });
    expect(docs.map((d) => [d._id, d.count])).toEqual([
      ['clock-a', 3],
      ['clock-b', 2],
    ]);
    expect(await store.getCheckpoint('ticks@v1')).toBe(6);
    expect(await runner.status()).toEqual([expect.objectContaining({ name: 'ticks', version: 1, checkpoint: 6, head: 6, lag: 0, state: 'running' })]);
    await runner.stop();
  });

  it('stores the checkpoint of a projection the log had nothing for within a second, and at stop, without writing anything else', async () => {
    const { projection } = counting();
    await tick(events, 'clock-a', 2);
    const runner = new ProjectionRunner(events, store, [projection], { batchSize: 10 });
    await runner.start();
    expect(await runner.waitFor(2, 5000)).toBe(true);
    expect(await store.getCheckpoint('ticks@v1')).toBe(2);
    const other = () => events.append('other-x', [{ id: randomUUID(), type: 'Other', data: {}, metadata }], 'any');
    await other();
    // Processed at once (read-your-writes and the status go by it), stored a little later.
    expect(await runner.waitFor(3, 5000)).toBe(true);
    expect(await runner.status()).toEqual([expect.objectContaining({ checkpoint: 3, lag: 0 })]);
    expect(await store.getCheckpoint('ticks@v1')).toBe(2);
    const started = Date.now();
    while ((await store.getCheckpoint('ticks@v1')) !== 3) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - started).toBeLessThan(2000);
    // At stop, what moved only in memory is stored; and a later relevant batch stores with its documents.
    await other();
    expect(await runner.waitFor(4, 5000)).toBe(true);
    await runner.stop();
    expect(await store.getCheckpoint('ticks@v1')).toBe(4);
    const again = new ProjectionRunner(events, store, [projection], { batchSize: 10 });
    await again.start();
    await tick(events, 'clock-a');
    expect(await again.waitFor(5, 5000)).toBe(true);
    expect(await store.getCheckpoint('ticks@v1')).toBe(5);
    expect((await store.collection<Counter>(collectionName(projection)).get('clock-a'))?.count).toBe(3);
    await again.stop();
  });

  it('resumes from its checkpoint after a restart without replaying', async () => {
    const first = counting();
    await tick(events, 'clock-a', 4);
    const runner = new ProjectionRunner(events, store, [first.projection]);
    await runner.start();
    await runner.waitFor(4, 5000);
    await runner.stop();

    const second = counting();
    await tick(events, 'clock-a', 1);
    const restarted = new ProjectionRunner(events, store, [second.projection]);
    await restarted.start();
    await restarted.waitFor(5, 5000);
    expect(second.calls.evolved).toBe(1);
    expect((await store.collection<Counter>('ticks_v1').get('clock-a'))?.count).toBe(5);
    await restarted.stop();
  });

  it('never double-applies when the checkpoint is behind the documents', async () => {
    const { projection } = counting();
    await tick(events, 'clock-a', 3);
    const runner = new ProjectionRunner(events, store, [projection]);
    await runner.start();
    await runner.waitFor(3, 5000);
    await runner.stop();
    // A crash after writing documents but before the checkpoint: the events come again.
    await store.setCheckpoint('ticks@v1', 1);
    const again = new ProjectionRunner(events, store, [projection]);
    await again.start();
    await again.waitFor(3, 5000);
    expect((await store.collection<Counter>('ticks_v1').get('clock-a'))?.count).toBe(3);
    await again.stop();
  });

  it('builds a new version beside the old one, and rebuilds on demand', async () => {
    await tick(events, 'clock-a', 2);
    const v1 = new ProjectionRunner(events, store, [counting(1).projection]);
    await v1.start();
    await v1.waitFor(2, 5000);
    await v1.stop();
    const v2 = counting(2);
    const runner = new ProjectionRunner(events, store, [v2.projection]);
    await runner.start();
    await runner.waitFor(2, 5000);
    expect((await store.collections()).sort()).toEqual(expect.arrayContaining(['ticks_v1', 'ticks_v2']));
    expect((await store.collection<Counter>('ticks_v1').get('clock-a'))?.count).toBe(2);

    await runner.rebuild('ticks');
    await runner.waitFor(2, 5000);
    expect(v2.calls.evolved).toBe(4);
    expect((await store.collection<Counter>('ticks_v2').get('clock-a'))?.count).toBe(2);
    await expect(runner.rebuild('unknown')).rejects.toThrow('Unknown projection unknown');
    await runner.stop();
  });

  it('reports a failing projection and restarts it from its checkpoint', async () => {
    let broken = true;
    const { projection } = counting(1, () => broken);
    const logs: string[] = [];
    await tick(events, 'clock-a', 1);
    const runner = new ProjectionRunner(events, store, [projection], { log: (m) => logs.push(m) });
    await runner.start();
    await new Promise((r) => setTimeout(r, 100));
    expect((await runner.status())[0]).toMatchObject({ state: 'failed', error: 'projection bug', checkpoint: 0, lag: 1 });
    expect(logs.join('\n')).toContain('restarting from its checkpoint');
    broken = false;
    const deadline = Date.now() + 5000;
    while ((await runner.status())[0].checkpoint < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await runner.status())[0]).toMatchObject({ state: 'running', checkpoint: 1, lag: 0 });
    expect((await store.collection<Counter>('ticks_v1').get('clock-a'))?.count).toBe(1);
    await runner.stop();
  });

  it('lets one event change several documents, each guarded by its own version', async () => {
    // A "Moved" event names both streams it touches; each counter counts the events that touched it.
    const projection: Projection<Counter> = {
      name: 'touches',
      version: 1,
      eventTypes: ['Ticked', 'Moved'],
      documentId: (e) => (e.type === 'Moved' ? [e.streamId, (e.data as { to: string }).to] : e.streamId),
      evolve: (doc, _e, id) => ({ _id: id, count: (doc?.count ?? 0) + 1 }),
    };
    await tick(events, 'clock-a', 1);
    await events.append('clock-a', [{ id: randomUUID(), type: 'Moved', data: { to: 'clock-b' }, metadata }], 'any');
    const runner = new ProjectionRunner(events, store, [projection]);
    await runner.start();
    await runner.waitFor(2, 5000);
    await runner.stop();
    await store.setCheckpoint('touches@v1', 0);
    const again = new ProjectionRunner(events, store, [projection]);
    await again.start();
    await again.waitFor(2, 5000);
    const docs = await store.collection<Counter>('touches_v1').find({}, { sort: [['_id', 1]] });
    expect(docs.map((d) => [d._id, d.count])).toEqual([
      ['clock-a', 2],
      ['clock-b', 1],
    ]);
    await again.stop();
  });

  it('upcasts stored events before projecting them', async () => {
    const seen: RecordedEvent[] = [];
    const projection: Projection<Counter> = {
      name: 'seen',
      version: 1,
      eventTypes: ['Ticked'],
      documentId: (e) => e.id,
      evolve: (_doc, e) => {
        seen.push(e);
        return { _id: e.id, count: 1 };
      },
    };
    await tick(events, 'clock-a', 1);
    const runner = new ProjectionRunner(events, store, [projection], { upcast: (e) => ({ ...e, data: { upcast: true } }) });
    await runner.start();
    await runner.waitFor(1, 5000);
    expect(seen[0].data).toEqual({ upcast: true });
    await runner.stop();
  });
});
