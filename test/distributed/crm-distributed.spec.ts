/**
 * The CRM sync in distributed mode, across real processes: the built api (PROJECTOR=external, read models
 * on MongoDB-wire, Kafka bus), the projector process (the crm-connections read model and the integration
 * publisher) and the workers process (the crm-hubspot and crm-pipedrive consumer groups), sharing one
 * SQLite event store file. HubSpot and Pipedrive are the local stand-ins, started here on loopback and
 * configured in every process as the real services would be (HUBSPOT=hubspot, PIPEDRIVE=pipedrive, their
 * URLs, app credentials and one CRM_TOKEN_KEY), so the api exchanges the codes and the workers process
 * talks to them through the same adapters. What test/http/crm-integrations.spec.ts proves in embedded mode
 * must hold here too: an admin connects both CRMs through the install link and the consent page, an
 * introduction captured on a public Profyle reaches both CRMs through the Kafka consumer groups (a
 * HubSpot contact with its lead, a Pipedrive person with its lead), and the api shows the workers' logs.
 * Needs KAFKA_BROKERS and MONGO_URL (scripts/servers.sh start; eval "$(scripts/servers.sh env)").
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HubSpotStandIn, hubspotStandInSettings, PipedriveStandIn, pipedriveStandInSettings, STAND_IN_CLIENTS } from '@profyle/infrastructure';
import { consent } from '../../libs/infrastructure/src/crm/crm-client.contract';
import { httpClient } from '../support/http-client';
import { clusterEnv, eventuallyOf, organisationWithOwner } from './support/cluster';
import { deleteTopics } from './support/kafka-tap';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from './support/processes';
import { MongoClient } from './support/read-models';

const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const skipReason = !brokers || !mongoUrl ? `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set` : null;

if (skipReason) {
  console.warn(`distributed CRM suite skipped: ${skipReason} (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`);
  describe(`CRM sync in distributed mode (skipped: ${skipReason})`, () => {
    it.skip('syncs an introduction to HubSpot and Pipedrive through the workers process', () => undefined);
  });
} else {
  describe('CRM sync in distributed mode', () => {
    const run = `crmd${process.pid}x${Date.now().toString(36)}`;
    const topic = `${run}.integration-events`;
    const database = `${run}_read`;
    const organisation = `${run}_acme`;
    const dataDir = mkdtempSync(join(tmpdir(), 'distributed-crm-'));
    const processes: NodeProcess[] = [];
    const hubspot = new HubSpotStandIn({ ...STAND_IN_CLIENTS.hubspot });
    const pipedrive = new PipedriveStandIn({ ...STAND_IN_CLIENTS.pipedrive });
    let apiUrl: string;
    let admin: ReturnType<typeof httpClient>;
    let mongo: MongoClient;
    let ada: string;

    const cluster = { run, dataDir, database, topic, mongoUrl: mongoUrl as string, brokers: brokers as string, authSecret: 'distributed-crm-secret-0123456789abcdef' };
    const eventually = eventuallyOf(processes);

    beforeAll(async () => {
      buildDist();
      mongo = await MongoClient.connect(mongoUrl as string);
      const [hubspotUrl, pipedriveUrl] = await Promise.all([hubspot.start(), pipedrive.start()]);
      // Every process gets the CRMs as a deployment configures the real ones, and the same sealing key.
      const crm = { ...hubspotStandInSettings(hubspotUrl), ...pipedriveStandInSettings(pipedriveUrl), CRM_TOKEN_KEY: randomBytes(32).toString('base64') };
      const env = (overrides: Record<string, string> = {}) => clusterEnv(cluster, { ...crm, ...overrides });
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
        workers.waitForOutput(/\[workers\] consumer crm-hubspot running in group /, 30_000),
        workers.waitForOutput(/\[workers\] consumer crm-pipedrive running in group /, 30_000),
      ]);

      const { adminToken } = await organisationWithOwner(apiUrl, dataDir, { id: organisation, name: 'Acme Ltd', subscriptions: 5 });
      admin = httpClient(apiUrl, adminToken);
      const layout = await admin.post(`/v1/enterprise/${organisation}/configurations`, { label: 'Sales', name: 'Acme Sales', template: 'header-2024' });
      expect(layout.status).toBe(201);
      const group = await eventually(
        'the group accepted with its layout',
        () => admin.post(`/v1/enterprise/${organisation}/groups`, { name: 'Sales', parent_id: 'none', configuration_id: layout.body.id, enable_exchange: true, location_ids: [] }),
        (answer) => answer.status === 200,
      );
      expect((await admin.call('PATCH', `/v1/enterprise/${organisation}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, consents: [], fields: { company_name: true } } })).status).toBe(200);
      const created = await admin.put(`/v1/enterprise/${organisation}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@acme.example', group_id: group.body.id });
      expect(created.status).toBe(201);
      ada = created.body.personId;
      expect((await admin.put(`/v1/enterprise/${organisation}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await Promise.all([hubspot.stop(), pipedrive.stop()]);
      await mongo?.db(database).dropDatabase();
      await mongo?.close();
      if (brokers) await deleteTopics(brokers, [topic, ...['webhooks', 'intro-mail', 'contact-enrichment', 'subscription-ended-mail', 'crm-hubspot', 'crm-pipedrive'].map((group) => `${topic}.dlq.${run}.${group}`)]);
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('connects HubSpot and Pipedrive through their install links and consent pages; the connections come back from MongoDB without a token', async () => {
      for (const provider of ['hubspot', 'pipedrive'] as const) {
        const link = await admin.post(`/v1/enterprise/${organisation}/oauth/${provider}/authorize`);
        expect(link.status).toBe(200);
        const back = await consent(link.body.url);
        expect(back.origin + back.pathname).toBe(`${apiUrl}/oauth/${provider}`);
        const connected = await admin.post(`/v1/enterprise/${organisation}/oauth/${provider}`, { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
        expect([connected.status, connected.body.status]).toEqual([200, 'connected']);
      }
      expect((await admin.patch(`/v1/enterprise/${organisation}/integrations/hubspot`, { setting: 'create_lead', value: true })).status).toBe(200);
      const overview = await eventually(
        'both connections in the read model',
        () => admin.get(`/v1/enterprise/${organisation}/integrations`),
        (answer) => answer.body?.crm?.every((c: { connected: boolean }) => c.connected) && answer.body.crm.find((c: { provider: string }) => c.provider === 'hubspot')?.settings?.create_lead === true,
      );
      // The stand-ins run in this process, not inside the api: nothing to link to.
      expect(overview.body.crm.map((c: { stand_in_url: string | null }) => c.stand_in_url)).toEqual([null, null]);
      const stored = JSON.stringify(await mongo.db(database).collection('crm_connections_v1').find({}).toArray());
      const tokens = [...hubspot.issuedTokens, ...pipedrive.issuedTokens];
      expect(tokens.length).toBeGreaterThanOrEqual(4);
      for (const token of tokens) expect(stored).not.toContain(token);
    }, 60_000);

    it('syncs an introduction captured on a public Profyle to both CRMs through the workers process, and the api shows their logs', async () => {
      const body = new URLSearchParams({ name: 'Grace Hopper', email: 'grace@navy.example', company_name: 'US Navy', notes: 'Met at the stand' });
      const sent = await fetch(`${apiUrl}/c/${ada}/exchange`, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect(sent.status).toBe(303);

      const lead = 'Grace Hopper (US Navy): Profyle introduction';
      await eventually('the HubSpot contact and its lead', async () => ({ contacts: hubspot.contacts.length, leads: hubspot.leads.length }), (seen) => seen.contacts === 1 && seen.leads === 1);
      await eventually('the Pipedrive person and its lead', async () => ({ persons: pipedrive.persons.length, leads: pipedrive.leads.length }), (seen) => seen.persons === 1 && seen.leads === 1);
      const [contact] = hubspot.contacts;
      expect(contact.properties).toMatchObject({ email: 'grace@navy.example', firstname: 'Grace', lastname: 'Hopper', company: 'US Navy' });
      expect(hubspot.leads[0]).toMatchObject({ contactId: contact.id, properties: { hs_lead_name: lead } });
      const [person] = pipedrive.persons;
      expect(person).toMatchObject({ name: 'Grace Hopper', emails: [expect.objectContaining({ value: 'grace@navy.example' })] });
      expect(pipedrive.leads[0]).toMatchObject({ person_id: person.id, title: lead });

      for (const provider of ['hubspot', 'pipedrive']) {
        const logs = await eventually(
          `the ${provider} sync in the logs`,
          () => admin.get(`/v1/enterprise/${organisation}/integrations/${provider}/logs`),
          (answer) => answer.body?.data?.filter((entry: { event: string }) => entry.event === 'introduction.created').length >= 2,
        );
        const synced = logs.body.data.filter((entry: { event: string }) => entry.event === 'introduction.created');
        expect(synced.every((entry: { isOk: boolean }) => entry.isOk)).toBe(true);
        expect(synced[0].message).toMatch(/^HTTP 201 Created\. Lead created/);
        const entry = await admin.get(`/v1/enterprise/${organisation}/integrations/${provider}/logs/${synced[0].id}`);
        expect(entry.status).toBe(200);
        expect(JSON.stringify(entry.body)).not.toMatch(/Bearer (?!\[redacted\])/);
      }
    }, 60_000);
  });
}
