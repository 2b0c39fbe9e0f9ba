import { integrationBusContract } from '../integration-bus.contract';
import { KafkaIntegrationBus } from './kafka-integration-bus';
import { decodeMessage, encodeMessage } from './kafka-codec';

const brokers = process.env.KAFKA_BROKERS;

describe('kafka codec (structured CloudEvents)', () => {
  const event = {
    specversion: '1.0' as const,
    id: 'e1',
    source: '/organisations/org-1',
    type: 'subscription.allocated',
    time: '2026-01-01T00:00:00.000Z',
    datacontenttype: 'application/json' as const,
    dataschema: 'profyle.subscription.allocated.v1',
    organisationid: 'org-1',
    deadletterattempts: 5,
    data: { person_id: 'p1' },
  };

  it('writes the event as the value, the key, and the attributes as ce_ headers', () => {
    const encoded = encodeMessage({ topic: 't', key: 'org-1', event });
    expect(encoded.key).toBe('org-1');
    expect(JSON.parse(String(encoded.value))).toEqual(event);
    expect(encoded.headers).toEqual({
      'content-type': 'application/cloudevents+json',
      ce_specversion: '1.0',
      ce_id: 'e1',
      ce_source: '/organisations/org-1',
      ce_type: 'subscription.allocated',
      ce_time: '2026-01-01T00:00:00.000Z',
      ce_datacontenttype: 'application/json',
      ce_dataschema: 'profyle.subscription.allocated.v1',
      ce_organisationid: 'org-1',
      ce_deadletterattempts: '5',
    });
  });

  it('reads back what it wrote, and refuses a value that is not a CloudEvent', () => {
    const encoded = encodeMessage({ topic: 't', key: 'org-1', event });
    const asReceived = { key: Buffer.from('org-1'), value: Buffer.from(String(encoded.value)), headers: { 'content-type': Buffer.from('application/cloudevents+json') } };
    expect(decodeMessage('t', asReceived as never)).toEqual({ topic: 't', key: 'org-1', event });
    expect(() => decodeMessage('t', { ...asReceived, value: Buffer.from('{"hello":1}') } as never)).toThrow(/CloudEvents/);
    expect(() => decodeMessage('t', { ...asReceived, headers: { 'content-type': Buffer.from('text/plain') } } as never)).toThrow(/content-type/);
  });
});

if (!brokers) {
  console.warn('kafka integration bus contract skipped: KAFKA_BROKERS is not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)")');
  describe('kafka integration bus (skipped: KAFKA_BROKERS not set)', () => {
    it.skip('runs the integration bus contract against a real Kafka broker', () => undefined);
  });
} else {
  const run = `contract-${process.pid}-${Date.now().toString(36)}`;
  let fixtures = 0;
  integrationBusContract(
    `kafka integration bus against ${brokers}`,
    async () => {
      const prefix = `${run}-${++fixtures}`;
      const topics: string[] = [];
      const bus = new KafkaIntegrationBus({ brokers: brokers.split(','), clientId: prefix, partitions: 3, sessionTimeoutMs: 6_000, log: () => undefined });
      return {
        bus,
        topic: (name) => {
          topics.push(`${prefix}.${name}`);
          return `${prefix}.${name}`;
        },
        group: (name) => `${prefix}.${name}`,
        dispose: async () => {
          await bus.deleteTopics(topics);
          await bus.close();
        },
      };
    },
    { timeoutMs: 30_000 },
  );
}
