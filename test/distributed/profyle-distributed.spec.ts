/**
 * Layouts, the public Profyle and the exchange form in distributed mode, across real processes: the built
 * api (PROJECTOR=external, read models on MongoDB-wire, Kafka bus), the projector process (read models and
 * the integration publisher) and the workers process (webhooks and intro-mail consumers), sharing one
 * SQLite event store file. What embedded mode proves in test/http/layouts.spec.ts and
 * test/http/public-profyle.spec.ts must hold here too: layouts saved field by field and read back from
 * MongoDB, the group's layout on a member's page, visits counted by the projector, an introduction
 * counted, e-mailed by the workers process and delivered as a signed webhook, and a deleted layout falling
 * back to the default.
 * Needs KAFKA_BROKERS and MONGO_URL (scripts/servers.sh start; eval "$(scripts/servers.sh env)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectionName, contactsProjection, layoutsProjection } from '@profyle/projector';
import { httpClient } from '../support/http-client';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/support/webhook-receiver';
import { clusterEnv, eventuallyOf, organisationWithOwner } from './support/cluster';
import { deleteTopics } from './support/kafka-tap';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from './support/processes';
import { MongoClient } from './support/read-models';

const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const skipReason = !brokers || !mongoUrl ? `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set` : null;

if (skipReason) {
  console.warn(`distributed Profyle suite skipped: ${skipReason} (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`);
  describe(`layouts and the public Profyle in distributed mode (skipped: ${skipReason})`, () => {
    it.skip('serves layouts, the public page and the exchange form with Kafka and MongoDB', () => undefined);
  });
} else {
  describe('layouts and the public Profyle in distributed mode', () => {
    const run = `prof${process.pid}x${Date.now().toString(36)}`;
    const topic = `${run}.integration-events`;
    const database = `${run}_read`;
    const organisation = `${run}_acme`;
    const dataDir = mkdtempSync(join(tmpdir(), 'distributed-profyle-'));
    const processes: NodeProcess[] = [];
    let apiUrl: string;
    let admin: ReturnType<typeof httpClient>;
    let adminToken: string;
    let receiver: WebhookReceiver;
    let mongo: MongoClient;
    let layoutId: string;
    let ada: string;

    const cluster = { run, dataDir, database, topic, mongoUrl: mongoUrl as string, brokers: brokers as string, authSecret: 'distributed-profyle-secret-0123456789abcdef' };
    const env = (overrides: Record<string, string> = {}): Record<string, string> => clusterEnv(cluster, { WEBHOOKS_ALLOW_LOOPBACK: 'true', ...overrides });
    const visit = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(apiUrl + path, { redirect: 'manual', ...init });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const person = async (personId: string) => (await admin.get(`/v1/enterprise/${organisation}/people/${personId}`)).body;
    const eventually = eventuallyOf(processes);

    beforeAll(async () => {
      buildDist();
      mongo = await MongoClient.connect(mongoUrl as string);
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}`;
      const api = startNode('api', join(root, 'apps/api/dist/main.js'), env({ PROJECTOR: 'external', PORT: String(port), HOST: '127.0.0.1' }));
      processes.push(api);
      await until(() => `the api on ${apiUrl}; output:\n${api.output().slice(-3000)}`, async () => (await fetch(`${apiUrl}/health`).catch(() => null))?.ok === true, 30_000);
      const projector = startNode('projector', join(root, 'apps/projector/dist/main.js'), env());
      const workers = startNode('workers', join(root, 'apps/projector/dist/workers.js'), env({ KAFKA_CLIENT_ID: `${run}-workers` }));
      processes.push(projector, workers);
      await Promise.all([
        projector.waitForOutput(/\[projector\] running/, 30_000),
        workers.waitForOutput(/\[workers\] consumer webhooks running in group /, 30_000),
        workers.waitForOutput(/\[workers\] consumer intro-mail running in group /, 30_000),
        workers.waitForOutput(/\[workers\] consumer contact-enrichment running in group /, 30_000),
        workers.waitForOutput(/\[workers\] consumer subscription-ended-mail running in group /, 30_000),
      ]);
      receiver = await startWebhookReceiver();

      ({ adminToken } = await organisationWithOwner(apiUrl, dataDir, { id: organisation, name: 'Acme Ltd', subscriptions: 5 }));
      admin = httpClient(apiUrl, adminToken);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await receiver?.close();
      await mongo?.db(database).dropDatabase();
      await mongo?.close();
      if (brokers) await deleteTopics(brokers, [topic, `${topic}.dlq.${run}.webhooks`, `${topic}.dlq.${run}.intro-mail`, `${topic}.dlq.${run}.contact-enrichment`, `${topic}.dlq.${run}.subscription-ended-mail`]);
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('saves a layout field by field and reads it back from MongoDB, refusing bad input in the spec wording', async () => {
      const created = await admin.post(`/v1/enterprise/${organisation}/configurations`, { label: 'Sales', name: 'Acme Sales', template: 'header-2024' });
      expect(created.status).toBe(201);
      layoutId = created.body.id;
      expect((await admin.call('PATCH', `/v1/enterprise/${organisation}/configurations/${layoutId}`, { field_to_update: 'buttonStyle', buttonStyle: 'rounded' })).body).toMatchObject({ buttonStyle: 'rounded' });
      const buttons = [
        { id: 'site', type: 'url', title: 'Our website', url: 'https://acme.example' },
        { id: 'spacer', type: 'spacer' },
        { id: 'about', type: 'text', title: 'About Acme', subtitle: 'Events since 1999' },
      ];
      const saved = await admin.call('PATCH', `/v1/enterprise/${organisation}/configurations/${layoutId}`, { field_to_update: 'buttons', buttons });
      expect(saved.status).toBe(200);
      expect(saved.body.buttons.map((b: { id: string }) => b.id)).toEqual(['site', 'spacer', 'about']);
      const refused = await admin.call('PATCH', `/v1/enterprise/${organisation}/configurations/${layoutId}`, { field_to_update: 'name', name: '' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'name' })]);

      const read = await eventually(
        'the layout in the read model',
        () => admin.get(`/v1/enterprise/${organisation}/configurations/${layoutId}`),
        (answer) => answer.status === 200 && answer.body.buttons?.length === 3,
      );
      expect(read.body).toMatchObject({ id: layoutId, label: 'Sales', name: 'Acme Sales', template: 'header-2024', buttonStyle: 'rounded' });
      const list = await eventually('the layout in the list', () => admin.get(`/v1/enterprise/${organisation}/configurations`), (answer) => answer.body?.data?.length === 2);
      expect(list.body.data.map((layout: { id: string }) => layout.id)).toEqual(['default', layoutId]);
      expect(await mongo.db(database).collection(collectionName(layoutsProjection)).countDocuments({})).toBe(1);
    }, 60_000);

    it("shows a group member's Profyle with the group's layout, counts the visit and delivers profyle.visited", async () => {
      const hook = await admin.put(`/v1/enterprise/${organisation}/webhooks/default`, { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['profyle.visited', 'introduction.created'] });
      expect(hook.status).toBe(200);
      receiver.secret = hook.body.secret;
      await eventually('the webhook endpoint in the read model', () => admin.get(`/v1/enterprise/${organisation}/webhooks/default`), (answer) => answer.body?.configured === true);
      expect((await admin.call('PATCH', `/v1/enterprise/${organisation}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: true, consents: ['Newsletter'], fields: { company_name: true } } })).status).toBe(200);
      expect((await admin.call('PATCH', `/v1/enterprise/${organisation}/settings`, { setting: 'features.exchange.bcc', value: 'sales@acme.example' })).status).toBe(200);
      const group = await eventually(
        'the group accepted with the layout',
        () => admin.post(`/v1/enterprise/${organisation}/groups`, { name: `Sales ${Date.now()}`, parent_id: 'none', configuration_id: layoutId, enable_exchange: true, custom_intro_email_html: '<p>Hi {{first_name}}, from {{my_name}}</p>' }),
        (answer) => answer.status === 200,
      );
      const created = await admin.put(`/v1/enterprise/${organisation}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@acme.example', group_id: group.body.id });
      expect(created.status).toBe(201);
      ada = created.body.personId;
      expect((await admin.put(`/v1/enterprise/${organisation}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);

      const page = await eventually('the public page with the group layout', () => visit(`/c/${ada}`, { headers: { 'cf-ipcountry': 'FR' } }), (answer) => answer.status === 200 && answer.text.includes('class="theme-header-2024"'));
      expect(page.text).toContain('Ada Lovelace');
      expect(page.text).toContain('Our website');
      expect(page.text).toContain('About Acme');
      expect(page.text).toContain(`action="/c/${ada}/exchange"`);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);

      const counted = await eventually("the person's visit counter", () => person(ada), (doc) => doc.counter >= 1);
      expect(counted.last_access).toEqual(expect.any(String));
      const [visited] = await receiver.waitFor(1, 30_000);
      expect({ type: visited.payload?.type, verified: visited.verified }).toEqual({ type: 'profyle.visited', verified: true });
      expect(visited.payload?.data).toMatchObject({ person_id: ada, organisation_id: organisation, via: 'link' });
      // The country from the visitor's header; the webhook, like the stored event, carries no address.
      expect(visited.payload?.data.country).toBe('FR');
      expect(visited.body).not.toMatch(/127\.0\.0\.1/);
    }, 90_000);

    it('records an exchange: counted on the person page, e-mailed by the workers process, delivered as introduction.created', async () => {
      const body = new URLSearchParams({ name: 'Grace Hopper', email: 'grace@navy.example', company_name: 'US Navy', notes: 'Met at the stand', consents: 'Newsletter' });
      const sent = await visit(`/c/${ada}/exchange`, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-ipcountry': 'US' } });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`/c/${ada}?sent=1#exchange`);
      await eventually("the person's introduction counter", () => person(ada), (doc) => doc.intro_counter === 1);

      const introduction = await eventually(
        'the introduction.created webhook',
        async () => receiver.received.find((hook) => hook.payload?.type === 'introduction.created'),
        (found) => found !== undefined,
      );
      expect(introduction?.verified).toBe(true);
      expect(introduction?.payload?.data).toMatchObject({ person_id: ada, organisation_id: organisation, owner: 'ada@acme.example', name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy', note: 'Met at the stand', consents: ['Newsletter'], via: 'exchange' });

      type Mail = { to: string; bcc?: string[]; subject: string; html: string };
      const mail = await eventually(
        'the intro e-mail written by the workers process',
        async () => ((await (await fetch(`${apiUrl}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()) as { messages: Mail[] }).messages.find((message) => message.to === 'grace@navy.example'),
        (found) => found !== undefined,
      );
      expect(mail).toMatchObject({ subject: 'Ada Lovelace shared their details with you', bcc: ['sales@acme.example'] });
      expect(mail?.html).toContain('<p>Hi Grace, from Ada Lovelace</p>');
    }, 90_000);

    it('lists the contact from MongoDB, enriched by the workers process; tags it, completes its follow-up; analytics and the dashboard count it', async () => {
      const listed = await eventually(
        'the contact enriched in the contacts list',
        () => admin.get(`/v2/org/${organisation}/intros`),
        (answer) => answer.body?.data?.length === 1 && answer.body.data[0].enrichmentStatus === 'complete' && answer.body.data[0].enrichment === 'none',
      );
      const [contact] = listed.body.data;
      expect(contact).toMatchObject({ ownerId: ada, owner: 'ada@acme.example', ownerName: 'Ada Lovelace', name: 'Grace Hopper', company: 'US Navy', country: 'US', status: 'pending', consents: ['Newsletter'], enrichmentError: null });
      expect(await mongo.db(database).collection(collectionName(contactsProjection)).countDocuments({ organisation_id: organisation })).toBe(1);

      const tagged = await admin.put(`/v2/org/${organisation}/people/${ada}/intros/${contact.id}/tags`, { tags: [' Hot Lead ', 'hot lead', 'Navy!'] });
      expect([tagged.status, tagged.body.tags]).toEqual([200, ['hot-lead', 'navy']]);
      await eventually('the tag in use', () => admin.get(`/v2/org/${organisation}/available-tags`), (answer) => JSON.stringify([...(answer.body?.tags ?? [])].sort()) === JSON.stringify(['hot-lead', 'navy']));
      const filtered = await eventually('the list filtered by the tag', () => admin.get(`/v2/org/${organisation}/intros?tags=navy`), (answer) => answer.body?.data?.length === 1);
      expect(filtered.body.data[0].id).toBe(contact.id);
      expect((await admin.get(`/v2/org/${organisation}/intros?tags=other`)).body.data).toEqual([]);

      const { token } = (await admin.post(`/v2/org/${organisation}/people/${ada}/intros/${contact.id}/follow-up-token`)).body;
      expect((await httpClient(apiUrl).post('/v2/public/complete-follow-up', { token })).body).toEqual({ success: true });
      expect((await httpClient(apiUrl).post('/v2/public/complete-follow-up', { token })).status).toBe(409);
      await eventually('the follow-up complete', () => admin.get(`/v2/org/${organisation}/people/${ada}/intros/${contact.id}`), (answer) => answer.body?.status === 'complete');
      const csv = await fetch(`${apiUrl}/v1/enterprise/${organisation}/intros`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect((await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n')[1]).toMatch(new RegExp(`^${contact.id},${ada},ada@acme.example,complete,Grace Hopper,US Navy,`));

      // Local days of the organisation (Europe/London by default), one either side of today.
      const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));
      const range = `from=${day(-1)}&to=${day(1)}`;
      const total = (rows: { intros: number }[] = []) => rows.reduce((sum, row) => sum + row.intros, 0);
      const counts = (await eventually('the introduction in the analytics counts', () => admin.get(`/v2/org/${organisation}/analytics/counts?${range}`), (answer) => total(answer.body?.data) === 1)).body;
      expect(counts.width).toBe('DAY');
      expect(counts.data.reduce((sum: number, row: { visits: number }) => sum + row.visits, 0)).toBeGreaterThanOrEqual(1);
      expect((await admin.get(`/v2/org/${organisation}/analytics/top?${range}&mode=intro`)).body.data).toEqual([{ personId: ada, name: 'Ada Lovelace', ct: 1, deleted: false }]);
      expect((await admin.get(`/v2/org/${organisation}/analytics/countries?${range}`)).body.data).toContainEqual({ country: 'FR', count: expect.any(Number) });
      expect((await admin.get(`/v2/org/${organisation}/analytics/countries?${range}&mode=intro`)).body.data).toEqual([{ country: 'US', count: 1 }]);
      const dashboard = (await admin.get(`/v2/org/${organisation}/dashboard`)).body;
      expect(dashboard).toMatchObject({ people: { total: 1 }, contacts: { total: 1 }, introductions: { count: 1, value: dashboard.introductions.leadValue, currency: 'GBP' } });
      expect(dashboard.views.total).toBeGreaterThanOrEqual(1);
    }, 90_000);

    it('deletes the layout with 204: the member falls back to the default layout', async () => {
      expect((await admin.call('DELETE', `/v1/enterprise/${organisation}/configurations/${layoutId}`)).status).toBe(204);
      const page = await eventually('the page back on the default layout', () => visit(`/c/${ada}`), (answer) => answer.status === 200 && !answer.text.includes('class="theme-header-2024"'));
      expect(page.text).toContain('theme-modern-2024');
      expect(page.text).not.toContain('Our website');
      await eventually('the layout gone from the list', () => admin.get(`/v1/enterprise/${organisation}/configurations`), (answer) => answer.body?.data?.length === 1);
      expect((await admin.get(`/v1/enterprise/${organisation}/configurations/${layoutId}`)).status).toBe(404);
    }, 60_000);

    it('removes a subscription: the workers process tells the person their Profyle ended', async () => {
      expect((await admin.put(`/v1/enterprise/${organisation}/people/${ada}/remove-subscription`)).status).toBe(200);
      const mail = await eventually(
        'the subscription-ended e-mail written by the workers process',
        async () => ((await (await fetch(`${apiUrl}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()) as { messages: { to: string; subject: string }[] }).messages.find((message) => message.to === 'ada@acme.example'),
        (found) => found !== undefined,
      );
      expect(mail).toMatchObject({ subject: 'Your Profyle from Acme Ltd has ended' });
    }, 60_000);
  });
}
