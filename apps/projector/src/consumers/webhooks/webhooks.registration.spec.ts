import { EmbeddedReadStore, SqliteEventStore } from '@profyle/infrastructure';
import { webhookEndpointsProjection } from '../../projections/webhook-endpoints/webhook-endpoints.projection';
import { collectionName } from '../../runner/projection';
import { allowLoopbackFrom, webhooksConsumerRegistration } from './webhooks.registration';

describe('webhooks consumer registration', () => {
  it('reads WEBHOOKS_ALLOW_LOOPBACK as the api does', () => {
    expect(allowLoopbackFrom({})).toBe(false);
    expect(allowLoopbackFrom({ WEBHOOKS_ALLOW_LOOPBACK: 'false' })).toBe(false);
    expect(allowLoopbackFrom({ WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toBe(true);
    expect(() => allowLoopbackFrom({ WEBHOOKS_ALLOW_LOOPBACK: 'yes' })).toThrow('WEBHOOKS_ALLOW_LOOPBACK must be true or false, not "yes"');
  });

  it('builds a consumer of the webhooks group on the integration topic, with its scheduler', async () => {
    const eventStore = new SqliteEventStore({ file: ':memory:' });
    const readStore = new EmbeddedReadStore({ file: ':memory:' });
    try {
      const consumer = webhooksConsumerRegistration.create({ eventStore, readStore, env: {}, log: () => undefined });
      expect(consumer).toMatchObject({ name: 'webhooks', groupId: 'webhooks', topics: ['profyle.integration-events'] });
      // A workers process passes its INTEGRATION_TOPIC and KAFKA_GROUP_PREFIX.
      const staging = webhooksConsumerRegistration.create({ eventStore, readStore, env: {}, log: () => undefined, integrationTopic: 'staging.integration-events', groupPrefix: 'staging.' });
      expect(staging).toMatchObject({ groupId: 'staging.webhooks', topics: ['staging.integration-events'] });
      await consumer.start();
      await consumer.stop();
      const endpoint = { _id: 'o:default', organisation_id: 'o', endpoint_id: 'default', configured: true, enabled: true, url: 'https://hooks.example.com', secret: 'whsec_x', events: ['profyle.created'] };
      await readStore.collection(collectionName(webhookEndpointsProjection)).write([{ kind: 'upsert', doc: endpoint, version: 1 }]);
      const event = { specversion: '1.0' as const, id: 'e1', source: '/organisations/o', type: 'profyle.created', time: new Date().toISOString(), datacontenttype: 'application/json' as const, organisationid: 'o', data: {} };
      // Wanted only where an enabled endpoint of the organisation takes the type: the rest skip the inbox.
      expect(await consumer.wants(event)).toBe(true);
      expect(await consumer.wants({ ...event, organisationid: 'other' })).toBe(false);
      expect(await consumer.wants({ ...event, type: 'profyle.deleted' })).toBe(false);
      expect(await consumer.wants({ ...event, type: 'not.a.webhook' })).toBe(false);
      await readStore.collection(collectionName(webhookEndpointsProjection)).write([{ kind: 'upsert', doc: { ...endpoint, _id: 'p:default', organisation_id: 'p', enabled: false }, version: 1 }]);
      expect(await consumer.wants({ ...event, organisationid: 'p' })).toBe(false);
      await consumer.handler(event);
      await consumer.handler(event);
      expect(await readStore.collection('webhook_deliveries_v1').find()).toEqual([expect.objectContaining({ _id: 'e1:default', status: 'pending', event: 'profyle.created' })]);
    } finally {
      await eventStore.close();
      await readStore.close();
    }
  });
});
