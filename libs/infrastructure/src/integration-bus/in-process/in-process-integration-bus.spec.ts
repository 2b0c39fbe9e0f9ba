import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { integrationBusContract } from '../integration-bus.contract';
import type { PublishedMessage } from '../integration-bus.port';
import { InProcessIntegrationBus } from './in-process-integration-bus';

integrationBusContract('in-process integration bus', async () => {
  const bus = new InProcessIntegrationBus({ redeliveryDelayMs: 10 });
  return { bus, topic: (name) => name, group: (name) => name, dispose: () => bus.close() };
});

integrationBusContract('in-process integration bus (durable, SQLite file)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-bus-contract-'));
  const bus = new InProcessIntegrationBus({ redeliveryDelayMs: 10, file: join(dir, 'bus.sqlite') });
  return {
    bus,
    topic: (name) => name,
    group: (name) => name,
    dispose: async () => {
      await bus.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('in-process integration bus', () => {
  const message = (n: number): PublishedMessage => ({
    topic: 't',
    key: 'org',
    event: { specversion: '1.0', id: `e${n}`, source: '/organisations/org', type: 'profyle.created', time: '2026-01-01T00:00:00.000Z', datacontenttype: 'application/json', organisationid: 'org', data: { n } },
  });

  it('keeps a bounded log per partition, and a group behind it continues at the oldest message kept', async () => {
    const bus = new InProcessIntegrationBus({ partitions: 1, retainPerPartition: 5 });
    await bus.publish(Array.from({ length: 8 }, (_, n) => message(n)));
    const ids: string[] = [];
    expect(await bus.consumeToEnd({ groupId: 'late', topics: ['t'], fromBeginning: true }, async (m) => void ids.push(m.event.id))).toBe(5);
    expect(ids).toEqual(['e3', 'e4', 'e5', 'e6', 'e7']);
    await bus.close();
  });

  it('hands consumers a copy, never the object that was published', async () => {
    const bus = new InProcessIntegrationBus();
    const sent = message(1);
    await bus.publish([sent]);
    (sent.event.data as { n: number }).n = 99;
    const seen: unknown[] = [];
    await bus.consumeToEnd({ groupId: 'g', topics: ['t'], fromBeginning: true }, async (m) => void seen.push(m.event.data));
    expect(seen).toEqual([{ n: 1 }]);
    await bus.close();
  });

  it('starts a new group at the end of the log unless asked for the beginning', async () => {
    const bus = new InProcessIntegrationBus();
    await bus.publish([message(1)]);
    const ids: string[] = [];
    const consumer = await bus.subscribe({ groupId: 'live', topics: ['t'] }, async (m) => void ids.push(m.event.id));
    await bus.publish([message(2)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids).toEqual(['e2']);
    await consumer.stop();
    await bus.close();
  });
});

describe('durable in-process integration bus', () => {
  const message = (n: number, key = 'org'): PublishedMessage => ({
    topic: 't',
    key,
    event: { specversion: '1.0', id: `e${n}`, source: `/organisations/${key}`, type: 'profyle.created', time: '2026-01-01T00:00:00.000Z', datacontenttype: 'application/json', organisationid: key, data: { n } },
  });
  let dir: string;
  let file: string;
  const open: InProcessIntegrationBus[] = [];
  const openBus = () => {
    const bus = new InProcessIntegrationBus({ file, partitions: 2, redeliveryDelayMs: 5 });
    open.push(bus);
    return bus;
  };
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(condition()).toBe(true);
  };
  /** The offsets a group has in the file (every partition's), as another process would read them. */
  const storedOffsets = (group: string): number[] => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare<[string], { committed: number }>('SELECT committed FROM bus_offsets WHERE group_id = ? ORDER BY partition').all(group).map((row) => row.committed);
    } finally {
      db.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'durable-bus-'));
    file = join(dir, 'read-models.sqlite');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a message stored once publish resolves: another instance on the file (after a crash) delivers it', async () => {
    const crashed = openBus();
    await crashed.publish([message(1), message(2, 'other')]);
    // No close: the process died. A new one opens the same file.
    const ids: string[] = [];
    await openBus().consumeToEnd({ groupId: 'webhooks', topics: ['t'], fromBeginning: true }, async (m) => void ids.push(m.event.id));
    expect(ids.sort()).toEqual(['e1', 'e2']);
  });

  it('resumes every group after a restart at the offset it had committed, delivering what it had not handled', async () => {
    const first = openBus();
    await first.publish([1, 2, 3, 4, 5].map((n) => message(n)));
    const handled: string[] = [];
    const consumer = await first.subscribe({ groupId: 'webhooks', topics: ['t'], fromBeginning: true }, async (m) => {
      if (m.event.id === 'e4') throw new Error('crash before e4 is handled');
      handled.push(m.event.id);
    });
    await until(() => handled.length === 3);
    await consumer.stop();
    await first.close();

    const second = openBus();
    const after: string[] = [];
    await second.subscribe({ groupId: 'webhooks', topics: ['t'], fromBeginning: true }, async (m) => void after.push(m.event.id));
    await second.publish([message(6)]);
    await until(() => after.length === 3);
    expect(after).toEqual(['e4', 'e5', 'e6']);
  });

  it('writes committed offsets on an interval, and those of every group at close', async () => {
    const bus = new InProcessIntegrationBus({ file, partitions: 1, redeliveryDelayMs: 5, offsetStoreEveryMs: 60_000 });
    open.push(bus);
    const seen = { a: 0, b: 0 };
    await bus.subscribe({ groupId: 'a', topics: ['t'], fromBeginning: true }, async () => void (seen.a += 1));
    await bus.subscribe({ groupId: 'b', topics: ['t'], fromBeginning: true }, async () => void (seen.b += 1));
    await bus.publish([1, 2, 3].map((n) => message(n)));
    await until(() => seen.a === 3 && seen.b === 3);
    // Handled and committed in memory; the interval has not come yet, so a crash now would repeat them.
    expect(storedOffsets('a')).toEqual([]);
    await bus.close();
    expect([storedOffsets('a'), storedOffsets('b')]).toEqual([[3], [3]]);

    // The default interval (50 ms): stored soon after, without a close.
    const quick = new InProcessIntegrationBus({ file, partitions: 1, redeliveryDelayMs: 5 });
    open.push(quick);
    await quick.subscribe({ groupId: 'a', topics: ['t'] }, async () => void (seen.a += 1));
    await quick.publish([message(4)]);
    await until(() => seen.a === 4);
    await until(() => storedOffsets('a').includes(4));
  });

  it('drops what every group has passed, from memory and from the file', async () => {
    const bus = openBus();
    const seen = { a: 0, b: 0 };
    await bus.subscribe({ groupId: 'a', topics: ['t'], fromBeginning: true }, async () => void (seen.a += 1));
    await bus.publish(Array.from({ length: 20 }, (_, n) => message(n)));
    await until(() => seen.a === 20);
    expect(bus.retained('t').reduce((x, y) => x + y, 0)).toBe(0);
    // With two groups, a message stays until both have passed it.
    const slow = openBus();
    await slow.subscribe({ groupId: 'a', topics: ['t'] }, async () => undefined);
    await slow.subscribe({ groupId: 'b', topics: ['t'] }, async () => void (seen.b += 1));
    await slow.publish([message(100), message(101)]);
    await until(() => seen.b === 2);
    await until(() => slow.retained('t').reduce((x, y) => x + y, 0) === 0);
    await bus.close();
    await slow.close();
    const reopened = openBus();
    expect(reopened.retained('t')).toEqual([0, 0]);
  });

  const typed = (n: number, type: string): PublishedMessage => {
    const m = message(n);
    return { ...m, event: { ...m.event, type } };
  };

  it('passes over the types a group does not want: no call, and its offset still moves, is stored and lets the messages go', async () => {
    const bus = openBus();
    const calls: string[] = [];
    await bus.subscribe({ groupId: 'mail', topics: ['t'], fromBeginning: true, eventTypes: ['subscription.ended'] }, async (m) => void calls.push(m.event.id));
    await bus.publish([typed(1, 'person.created'), typed(2, 'subscription.ended'), typed(3, 'person.created'), typed(4, 'person.updated')]);
    await until(() => calls.length === 1);
    expect(calls).toEqual(['e2']);
    // Nothing the group still needs is kept: e3 and e4 were passed over, in memory at first.
    await until(() => bus.retained('t').reduce((x, y) => x + y, 0) === 0);
    await bus.close();
    // The offset over e3 and e4 was stored (at close at the latest): after a restart nothing comes again.
    const again: string[] = [];
    const reopened = openBus();
    await reopened.subscribe({ groupId: 'mail', topics: ['t'], fromBeginning: true, eventTypes: ['subscription.ended'] }, async (m) => void again.push(m.event.id));
    await reopened.publish([typed(5, 'subscription.ended')]);
    await until(() => again.length === 1);
    expect(again).toEqual(['e5']);
  });

  it('stores an offset moved only over unwanted messages within a second, without a close', async () => {
    const bus = openBus();
    const calls: string[] = [];
    await bus.subscribe({ groupId: 'mail', topics: ['t'], fromBeginning: true, eventTypes: ['subscription.ended'] }, async (m) => void calls.push(m.event.id));
    await bus.subscribe({ groupId: 'all', topics: ['t'], fromBeginning: true }, async (m) => void calls.push(`all:${m.event.id}`));
    await bus.publish([typed(1, 'person.created'), typed(2, 'person.created')]);
    await until(() => calls.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    // A crash now (no close): a new instance on the file starts the group after what it passed over.
    const after: string[] = [];
    const next = openBus();
    await next.publish([typed(3, 'subscription.ended')]);
    await next.consumeToEnd({ groupId: 'mail', topics: ['t'] }, async (m) => void after.push(m.event.id));
    expect(after).toEqual(['e3']);
  });

  it('after a crash before its offset was stored, passes over the same unwanted messages again and still delivers every wanted one', async () => {
    const crashed = openBus();
    const first: string[] = [];
    await crashed.subscribe({ groupId: 'mail', topics: ['t'], fromBeginning: true, eventTypes: ['subscription.ended'] }, async (m) => {
      if (m.event.id === 'e3') throw new Error('the process dies while sending e3');
      first.push(m.event.id);
    });
    await crashed.publish([typed(1, 'subscription.ended'), typed(2, 'person.created'), typed(3, 'subscription.ended')]);
    await until(() => first.length === 1);
    await until(() => storedOffsets('mail').includes(1)); // e1's offset is written (within offsetStoreEveryMs)
    // No close: e2 was passed over in memory only and e3 never handled. The group resumes after e1.
    const after: string[] = [];
    await openBus().consumeToEnd({ groupId: 'mail', topics: ['t'] }, async (m) => void after.push(m.event.id));
    expect(after).toEqual(['e2', 'e3']);
  });

  it('passes over unwanted types in a run to the end as well: not handled, not counted, committed', async () => {
    const bus = openBus();
    await bus.publish([typed(1, 'person.created'), typed(2, 'subscription.ended'), typed(3, 'person.updated')]);
    const handled: string[] = [];
    const only = { groupId: 'mail', topics: ['t'], fromBeginning: true, eventTypes: ['subscription.ended'] };
    expect(await bus.consumeToEnd(only, async (m) => void handled.push(m.event.id))).toBe(1);
    expect(handled).toEqual(['e2']);
    // The group is past all three: a run without a type filter finds nothing left.
    expect(await bus.consumeToEnd({ groupId: 'mail', topics: ['t'] }, async (m) => void handled.push(m.event.id))).toBe(0);
    await bus.close();
  });
});
