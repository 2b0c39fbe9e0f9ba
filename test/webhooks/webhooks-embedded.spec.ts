/**
 * Embedded mode end to end: an admin saves a webhook and, over HTTP, creates a person and gives them a
 * subscription; the integration publisher puts profyle.created and subscription.allocated on the
 * in-process bus, the webhooks consumer records the deliveries and its scheduler sends them, signed,
 * to a subscriber on 127.0.0.1 - all inside the one api process, as `npm start` runs it.
 */
import type { IntegrationPublisher } from '@profyle/projector';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ORG = 'embedded_hooks';

describe('webhooks in embedded mode', () => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  let publisher: IntegrationPublisher;

  beforeAll(async () => {
    test = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    receiver = await startWebhookReceiver();
    expect(test.runtime.consumers?.names).toEqual(['webhooks', 'intro-mail', 'contact-enrichment', 'subscription-ended-mail', 'crm-hubspot', 'crm-pipedrive']);
    publisher = test.runtime.publisher as IntegrationPublisher;
  });
  afterAll(async () => {
    await receiver.close();
    await test.destroy();
  });

  it('delivers profyle.created and subscription.allocated, signed, to the subscribed endpoint', async () => {
    const root = httpClient(test.url, await test.tokenFor(superadmin));
    const admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Hooks Ltd', subscriptions: 2 })).status).toBe(201);

    const saved = await admin.put(`/v1/enterprise/${ORG}/webhooks/default`, { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['profyle.created', 'subscription.allocated'] });
    expect(saved.status).toBe(200);
    receiver.secret = saved.body.secret;

    const person = await admin.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com' });
    expect(person.status).toBe(201);
    const personId = person.body.personId;
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);

    const received = await receiver.waitFor(2, 10_000);
    expect(received.every((r) => r.verified === true && r.path === '/profyle')).toBe(true);
    const byType = Object.fromEntries(received.map((r) => [r.payload?.type, r]));
    expect(Object.keys(byType).sort()).toEqual(['profyle.created', 'subscription.allocated']);
    expect(byType['profyle.created'].payload?.data).toMatchObject({ person_id: personId, organisation_id: ORG, first_name: 'Ada', email: 'ada@example.com' });
    expect(byType['subscription.allocated'].payload?.data).toMatchObject({ person_id: personId });
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);

    const logs = await admin.get(`/v1/enterprise/${ORG}/webhooks/default/logs`);
    expect(logs.body.total).toBe(2);
    expect(logs.body.data.every((e: { isOk: boolean; code: number }) => e.isOk && e.code === 200)).toBe(true);
    expect(logs.body.data.map((e: { event: string }) => e.event).sort()).toEqual(['profyle.created', 'subscription.allocated']);
  });

  it('does not deliver event types the endpoint did not subscribe to', async () => {
    const admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    const before = receiver.received.length;
    const publishedBefore = (await publisher.status()).published;
    const list = await admin.get(`/v1/enterprise/${ORG}/people`);
    const personId = list.body.data[0].person_id;
    expect((await admin.delete(`/v1/enterprise/${ORG}/people/${personId}`)).status).toBe(200);
    // profyle.deleted and subscription.released are published, but not subscribed to.
    const deadline = Date.now() + 5000;
    while ((await publisher.status()).published < publishedBefore + 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await publisher.status()).published).toBe(publishedBefore + 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
  });
});
