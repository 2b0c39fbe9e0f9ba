import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
