import { integrationBusContract } from '../integration-bus.contract';
import type { PublishedMessage } from '../integration-bus.port';
import { InProcessIntegrationBus } from './in-process-integration-bus';

integrationBusContract('in-process integration bus', async () => {
  const bus = new InProcessIntegrationBus({ redeliveryDelayMs: 10 });
  return { bus, topic: (name) => name, group: (name) => name, dispose: () => bus.close() };
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
