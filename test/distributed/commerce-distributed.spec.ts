/**
 * Orders, payment and designs in distributed mode: the built api (PROJECTOR=external, MongoDB read
 * store, Kafka bus) and the projector process sharing one SQLite event store, against real FerretDB and
 * Kafka. A design goes through proof and approval, an order of it is paid on the embedded checkout (its
 * sessions live in the shared read store), sent to the simulated courier, shipped and completed, and
 * the production queue reads across organisations, all through the api answering from MongoDB.
 * Needs KAFKA_BROKERS and MONGO_URL (scripts/servers.sh start; eval "$(scripts/servers.sh env)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@profyle/infrastructure';
import { httpClient } from '../support/http-client';
import { registerUser } from '../support/registered-user';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from './support/processes';
import { MongoClient } from './support/read-models';

const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const skipReason = !brokers || !mongoUrl ? `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set` : null;
if (skipReason) console.warn(`distributed commerce suite skipped: ${skipReason} (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`);
const describeDistributed = skipReason ? describe.skip : describe;

describeDistributed('orders and designs in distributed mode', () => {
  const run = `shop${process.pid}x${Date.now().toString(36)}`;
  const database = `${run}_read`;
  const organisation = `${run}_acme`;
  const dataDir = mkdtempSync(join(tmpdir(), 'distributed-commerce-'));
  const processes: NodeProcess[] = [];
  let apiUrl: string;

  beforeAll(async () => {
    buildDist();
    const env = {
      EVENT_STORE: 'sqlite',
      DATA_DIR: dataDir,
      READ_STORE: 'mongodb',
      MONGO_URL: mongoUrl as string,
      MONGO_DB: database,
      BUS: 'kafka',
      KAFKA_BROKERS: brokers as string,
      INTEGRATION_TOPIC: `${run}.integration-events`,
      AUTH_SECRET: 'distributed-commerce-secret-0123456789abcd',
      SEED_DEMO: 'false',
      EVENT_POLL_MS: '50',
    };
    const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    await registerUser(events, { userId: 'u-super', email: 'super@profyle.example', organisationId: 'profyle_hq', password: 'super-password', superadmin: true });
    await registerUser(events, { userId: 'u-admin', email: 'admin@acme.example', organisationId: organisation, password: 'admin-password', owner: true });
    await events.close();
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    const api = startNode('api', join(root, 'apps/api/dist/main.js'), { ...env, PROJECTOR: 'external', PORT: String(port), HOST: '127.0.0.1' });
    processes.push(api);
    const projector = startNode('projector', join(root, 'apps/projector/dist/main.js'), env);
    processes.push(projector);
    await projector.waitForOutput(/\[projector\] running/, 30_000);
    await until(
      () => `the api on ${apiUrl}; output:\n${api.output().slice(-3000)}`,
      async () => (await fetch(`${apiUrl}/health`).catch(() => null))?.ok === true,
      30_000,
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    const mongo = await MongoClient.connect(mongoUrl as string);
    await mongo.db(database).dropDatabase();
    await mongo.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('takes a design through approval and an order of it from online payment to completion', async () => {
    const signIn = async (email: string, password: string) => {
      const session = await httpClient(apiUrl).post('/v1/auth/password', { email, password });
      if (session.status !== 200) throw new Error(`sign-in of ${email}: ${session.status} ${JSON.stringify(session.body)}`);
      return httpClient(apiUrl, session.body.accessToken);
    };
    const root = await signIn('super@profyle.example', 'super-password');
    expect((await root.post('/v1/enterprise', { organisation_id: organisation, name: 'Acme (distributed)', subscriptions: 10 })).status).toBe(201);
    const admin = await signIn('admin@acme.example', 'admin-password');

    const { id: locationId } = (await admin.post(`/v1/enterprise/${organisation}/locations`, { name: 'HQ', line1: '1 High Street', city: 'London', postcode: 'N1 1AA' })).body;
    const { id: designId } = (await admin.post(`/v2/org/${organisation}/designs`, { name: 'Gold', designer: 'client', assets: [{ url: 'https://files.example/card.pdf', name: 'card.pdf' }], checkboxes: { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true } })).body;
    expect((await root.get('/v2/production/designs')).body.data.map((design: { id: string }) => design.id)).toContain(designId);
    expect((await root.post(`/v2/org/${organisation}/designs/${designId}/proof`, { url: 'https://files.example/p.pdf', filename: 'p.pdf' })).body.status).toBe('requires_approval');
    expect((await admin.post(`/v2/org/${organisation}/designs/${designId}/approve`)).body.status).toBe('approved');

    const placed = await admin.post(`/v2/org/${organisation}/orders`, { attention: 'Ann', contact_number: '0207', location_id: locationId, payment_method: 'online', line_items: [{ design_id: designId, stock: false, quantity: 30 }], terms_accepted: true });
    expect(placed.body).toEqual({ id: expect.any(String), payment_processor: 'embedded' });
    const orderPath = `/v2/org/${organisation}/orders/${placed.body.id}`;
    expect((await admin.get(orderPath)).body).toMatchObject({ status: 'awaiting_payment', value: '658.50' });
    const { secret, session_id: sessionId } = (await admin.post(`${orderPath}/create-session`)).body;
    expect((await admin.post('/v1/checkout/embedded/pay', { client_secret: secret, card_number: '4242424242424242' })).status).toBe(200);
    expect((await admin.get(`/v1/checkout/session-status?session_id=${sessionId}`)).body.status).toBe('complete');
    expect((await admin.get(orderPath)).body.status).toBe('paid');
    expect((await root.get('/v2/production/orders')).body.data.map((order: { id: string }) => order.id)).toContain(placed.body.id);

    expect((await root.post(`${orderPath}/invoiced`, { invoice_no: 'INV-9', invoice_url: 'https://invoices.example/9', value: '790.20' })).body.value).toBe('790.20');
    expect((await root.post(`${orderPath}/send-to-royal-mail`)).body.royalMailOrderId).toMatch(/^\d+$/);
    expect((await root.post(`${orderPath}/shipped`, { posted: true })).body.posted).toBe(true);
    const completed = (await root.post(`${orderPath}/completed`)).body;
    expect(completed.status).toBe('completed');
    expect(completed.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'paid', 'invoiced', 'updated', 'shipped', 'completed']);
    expect((await root.get('/v2/production/orders')).body.data.map((order: { id: string }) => order.id)).not.toContain(placed.body.id);
    expect((await admin.get(`/v2/org/${organisation}/orders?status=open`)).body.total).toBe(0);
  });
});
