/**
 * The durable scheduler on the real embedded runtime (SQLite event store, embedded read store, the
 * projection runner): items become due on the clock, racing workers do each item exactly once, a failed
 * item is retried on its schedule, a worker that died is replaced after its lease, and a restart of the
 * process neither loses nor repeats an item.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PermanentWorkFailure, type ScheduledItem, WorkScheduler } from '@profyle/projector';
import { loadConfig } from '../../apps/api/src/config/config';
import { createRuntime, type Runtime } from '../../apps/api/src/runtime/runtime';

const T0 = new Date('2026-03-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const metadata = { organisationId: 'acme', actor: { userId: 'u1' }, correlationId: 'c1' };
const MINUTE = 60_000;

describe('the durable work scheduler', () => {
  let dataDir: string;
  let runtime: Runtime;
  const open = async () => createRuntime(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_SECRET: 'test-secret-test-secret-test-secret-123' }));
  const scheduler = (handler: (item: ScheduledItem) => Promise<string>, workerId: string, clock: () => Date = () => T0) =>
    new WorkScheduler(runtime.eventStore, runtime.readStore, { workerId, clock, leaseMs: 5 * MINUTE, retryDelaysMs: [MINUTE, 5 * MINUTE] }).register('test-mail', handler);
  const schedule = async (s: WorkScheduler, ids: string[], dueInMs: number) => {
    const position = await s.schedule(
      ids.map((itemId) => ({ itemId, kind: 'test-mail', organisationId: 'acme', subjectId: 'p1', dueAt: at(dueInMs), payload: { n: itemId } })),
      metadata,
    );
    await runtime.awaitProjections(position);
  };
  const settle = async () => runtime.awaitProjections(await runtime.eventStore.headPosition());

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'profyle-scheduler-'));
    runtime = await open();
  });
  afterEach(async () => {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does an item once, when it is due', async () => {
    const done: string[] = [];
    const s = scheduler(async (item) => {
      done.push(item.itemId);
      return 'sent';
    }, 'w1');
    await schedule(s, ['a', 'b', 'c'], 60 * MINUTE);
    await schedule(s, ['a'], 60 * MINUTE);
    expect(await s.tick(at(59 * MINUTE))).toBe(0);
    expect(await s.drain(at(60 * MINUTE))).toBe(3);
    await settle();
    expect(await s.drain(at(24 * 60 * MINUTE))).toBe(0);
    expect(done.sort()).toEqual(['a', 'b', 'c']);
  });

  it('lets racing workers do each item exactly once', async () => {
    const done: string[] = [];
    const handler = async (item: ScheduledItem) => {
      done.push(item.itemId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'sent';
    };
    const workers = ['w1', 'w2', 'w3'].map((id) => scheduler(handler, id));
    const ids = Array.from({ length: 30 }, (_, i) => `item-${i}`);
    await schedule(workers[0], ids, 0);
    for (let round = 0; round < 5; round++) {
      await Promise.all(workers.map((w) => w.tick(at(MINUTE))));
      await settle();
    }
    expect(done.sort()).toEqual([...ids].sort());
  });

  it('retries a failed item on its schedule and gives up after the last retry', async () => {
    let attempts = 0;
    let now = T0;
    const s = scheduler(
      async () => {
        attempts += 1;
        throw new Error('SMTP down');
      },
      'w1',
      () => now,
    );
    await schedule(s, ['x'], 0);
    expect(await s.tick(now)).toBe(1);
    await settle();
    expect(await s.tick(at(30_000))).toBe(0);
    now = at(MINUTE);
    expect(await s.tick(now)).toBe(1);
    await settle();
    now = at(6 * MINUTE);
    expect(await s.tick(now)).toBe(1);
    await settle();
    expect(await s.drain(at(24 * 60 * MINUTE))).toBe(0);
    expect(attempts).toBe(3);
    const doc = await runtime.readStore.collection('scheduled_work_v1').get('x');
    expect(doc).toMatchObject({ status: 'failed', last_error: 'SMTP down', attempts: 3 });
  });

  it('fails an item at once on a permanent failure', async () => {
    const s = scheduler(async () => {
      throw new PermanentWorkFailure('no such person');
    }, 'w1');
    await schedule(s, ['gone'], 0);
    expect(await s.drain(T0)).toBe(1);
    await settle();
    expect(await runtime.readStore.collection('scheduled_work_v1').get('gone')).toMatchObject({ status: 'failed', last_error: 'no such person' });
  });

  it('gives the item of a worker that died to another once its lease runs out', async () => {
    const done: string[] = [];
    const dead = scheduler(async () => 'never', 'dead');
    await schedule(dead, ['y'], 0);
    // The dead worker claimed the item and stopped existing before doing it.
    expect(await (dead as unknown as { claim(id: string, now: string): Promise<unknown> }).claim('y', T0.toISOString())).not.toBeNull();
    await settle();
    const alive = scheduler(async (item) => {
      done.push(`${item.itemId}#${item.attempt}`);
      return 'sent';
    }, 'alive');
    expect(await alive.tick(at(MINUTE))).toBe(0);
    expect(await alive.tick(at(5 * MINUTE))).toBe(1);
    expect(done).toEqual(['y#2']);
  });

  it('neither loses nor repeats an item across a restart, and finishes the items in hand before stopping', async () => {
    const done: string[] = [];
    const handler = async (item: ScheduledItem) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(item.itemId);
      return 'sent';
    };
    let clock = T0;
    const first = scheduler(handler, 'w1', () => clock).register('other', async () => 'x');
    await schedule(first, ['now-1', 'now-2', 'later-1', 'later-2'].slice(0, 2), 0);
    await schedule(first, ['later-1', 'later-2'], 60 * MINUTE);
    first.start();
    first.wake();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.stop();
    expect(done.sort()).toEqual(['now-1', 'now-2']);
    await runtime.close();

    runtime = await open();
    clock = at(61 * MINUTE);
    const second = scheduler(handler, 'w2', () => clock);
    expect(await second.drain()).toBe(2);
    await settle();
    expect(await second.drain(at(24 * 60 * MINUTE))).toBe(0);
    expect(done.sort()).toEqual(['later-1', 'later-2', 'now-1', 'now-2']);
  });

  it('finds its own due items behind many of kinds another process does, and reads each item\'s stream once', async () => {
    const done: string[] = [];
    const mine = scheduler(async (item) => {
      done.push(item.itemId);
      return 'sent';
    }, 'w1');
    const theirs = new WorkScheduler(runtime.eventStore, runtime.readStore, { workerId: 'w2', clock: () => T0 }).register('push', async () => 'sent');
    const foreign = Array.from({ length: 150 }, (_, i) => ({ itemId: `push-${i}`, kind: 'push', organisationId: 'acme', subjectId: 'p1', dueAt: at(0) }));
    await runtime.awaitProjections(await theirs.schedule(foreign, metadata));
    await schedule(mine, ['mine-1', 'mine-2'], MINUTE);
    await schedule(mine, ['mine-later'], 60 * MINUTE);

    const reads: string[] = [];
    const readStream = runtime.eventStore.readStream.bind(runtime.eventStore);
    jest.spyOn(runtime.eventStore, 'readStream').mockImplementation((streamId, ...rest) => {
      reads.push(streamId);
      return readStream(streamId, ...rest);
    });
    expect(await mine.tick(at(2 * MINUTE))).toBe(2);
    expect(done.sort()).toEqual(['mine-1', 'mine-2']);
    // The claim reads the item; its outcome is decided on what the claim saw, without a second read.
    expect(reads.sort()).toEqual(['scheduled-mine-1', 'scheduled-mine-2']);
    await settle();
    expect(await mine.drain(at(2 * MINUTE))).toBe(0);
  });

  it('never takes over an item it is still doing, even on a pass far past its lease', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const s = scheduler(async (item) => {
      calls.push(item.itemId);
      await released;
      return 'sent';
    }, 'w1');
    await schedule(s, ['slow'], 0);
    const first = s.tick(at(MINUTE));
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await settle();
    // The read model says claimed, with a lease long over by this pass's clock: still this worker's item.
    expect(await s.tick(at(24 * 60 * MINUTE))).toBe(0);
    release();
    expect(await first).toBe(1);
    await settle();
    expect(await s.drain(at(48 * 60 * MINUTE))).toBe(0);
    expect(calls).toEqual(['slow']);
  });
});
