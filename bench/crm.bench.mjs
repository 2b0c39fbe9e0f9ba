// CRM sync: (a) contact upserts per second from the official-client adapters (@hubspot/api-client's
// batch upsert by e-mail; pipedrive's person search then add or update) to their local stand-ins over
// loopback HTTP, one at a time and 8 at once (BENCH_CRM_UPSERTS each, default 1,000); (b) the end-to-end
// lag from an introduction recorded in the event store to its contact in each CRM, through the whole
// pipeline: SQLite event store -> integration publisher -> bus -> consumer groups crm-hubspot and
// crm-pipedrive (consumer runner, inbox, CrmSync, official clients) -> stand-in, first paced
// (BENCH_CRM_LAG introductions 20 ms apart, default 300), then a burst (BENCH_CRM_BURST at once, default
// 1,000) drained to the last contact; on the durable in-process bus (embedded mode) and, when KAFKA_BROKERS is
// set, on Kafka (distributed mode's transport). Lag is from the event's own time to the stand-in answering
// the upsert (HubSpot) or the person (Pipedrive); the leads follow after.
// Usage: node bench/crm.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, runConcurrently, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const infrastructure = require(join(root, 'libs/infrastructure/dist/index.js'));
const { CrmHttpRecorder, CrmLogStore, EmbeddedReadStore, hubspotClientOf, HubSpotStandIn, hubspotStandInSettings, InProcessIntegrationBus, KafkaIntegrationBus, pipedriveClientOf, PipedriveStandIn, pipedriveStandInSettings, SqliteEventStore, STAND_IN_CLIENTS, TokenCipher } =
  infrastructure;
const { crmConnectionDecider, crmStreamId, eventUpcasters } = require(join(root, 'libs/domain/dist/index.js'));
const { CrmSync, crmConnectionsProjection, decideOnStream, IntegrationPublisher, ProjectionRunner, SharedLogReader, startConsumer } = require(join(root, 'apps/projector/dist/index.js'));

const UPSERTS = Number(process.env.BENCH_CRM_UPSERTS ?? 1000);
const LAG = Number(process.env.BENCH_CRM_LAG ?? 300);
const BURST = Number(process.env.BENCH_CRM_BURST ?? 1000);
const brokers = process.env.KAFKA_BROKERS;
const REDIRECT = 'http://127.0.0.1:9/oauth/callback';

/** Walks a stand-in's consent page as a browser would; answers the code. */
const consent = async (authorizeUrl) => {
  const html = await (await fetch(authorizeUrl)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))]);
  const answer = await fetch(new URL('/oauth/authorize', authorizeUrl), { method: 'POST', body: new URLSearchParams([...fields, ['decision', 'allow']]), redirect: 'manual' });
  return new URL(answer.headers.get('location')).searchParams.get('code');
};

const startStandIns = async (onApiCall) => {
  const hubspot = new HubSpotStandIn({ ...STAND_IN_CLIENTS.hubspot, accessTokenTtlSeconds: 3600, onApiCall });
  const pipedrive = new PipedriveStandIn({ ...STAND_IN_CLIENTS.pipedrive, onApiCall });
  const [hubspotUrl, pipedriveUrl] = await Promise.all([hubspot.start(), pipedrive.start()]);
  const settings = { ...hubspotStandInSettings(hubspotUrl), ...pipedriveStandInSettings(pipedriveUrl), CRM_STAND_IN_PORT: 0 };
  return { hubspot, pipedrive, clients: { hubspot: hubspotClientOf(settings), pipedrive: pipedriveClientOf(settings) }, stop: () => Promise.all([hubspot.stop(), pipedrive.stop()]) };
};

const contact = (i, run) => ({ email: `visitor${i}.${run}@bench.example`, name: `Visitor ${i}`, phone: '+44 20 7946 0000', company: 'Bench Ltd', website: '', note: '' });

// (a) Upserts per second straight from the adapters.
const adapterRows = [];
{
  const standIns = await startStandIns();
  for (const provider of ['hubspot', 'pipedrive']) {
    const client = standIns.clients[provider];
    const code = await consent(client.authorizeUrl('bench', REDIRECT));
    const tokens = await client.exchangeCode(code, REDIRECT, new CrmHttpRecorder());
    for (const concurrency of [1, 8]) {
      const run = `${provider}${concurrency}`;
      const { latencies, seconds } = await runConcurrently(UPSERTS, concurrency, (i) => client.upsertContact({ accessToken: tokens.accessToken, apiDomain: tokens.apiDomain, recorder: new CrmHttpRecorder() }, contact(i, run)));
      adapterRows.push({ provider, concurrency, upserts: UPSERTS, perSecond: round(UPSERTS / seconds, 0), ...summarise(latencies) });
    }
  }
  await standIns.stop();
}
printTable(`(a) contact upserts from the official clients to the stand-ins (${UPSERTS} each; HubSpot: one batch upsert call, Pipedrive: a search and an add)`, adapterRows);

/** The whole pipeline on one bus: the event store, the publisher, both CRM consumer groups, the stand-ins. */
const pipeline = async (label, makeBus) => {
  const dir = tempDir('crm');
  const arrivals = { hubspot: new Map(), pipedrive: new Map() };
  const standIns = await startStandIns(({ method, path, body, at }) => {
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') arrivals.hubspot.set(JSON.parse(body).inputs[0].id, at);
    if (method === 'POST' && path === '/api/v2/persons') arrivals.pipedrive.set(JSON.parse(body).emails[0].value, at);
  });
  const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const store = new EmbeddedReadStore({ file: ':memory:' });
  const { bus, topic, cleanup } = await makeBus(dir);
  // As the api runs them in embedded mode: one shared reader of the log feeds the read model and the publisher.
  const feed = new SharedLogReader(events, { map: eventUpcasters.upcast.bind(eventUpcasters) });
  const runner = new ProjectionRunner(events, store, [crmConnectionsProjection], { feed });
  const publisher = new IntegrationPublisher(events, store, bus, { feed, topic });
  await Promise.all([runner.start(), publisher.start()]);
  const cipher = new TokenCipher(randomBytes(32).toString('base64'));
  const logs = new CrmLogStore(store);
  const consumers = [];
  for (const provider of ['hubspot', 'pipedrive']) {
    const sync = new CrmSync({ provider, client: standIns.clients[provider], readStore: store, eventStore: events, cipher, logs });
    consumers.push(await startConsumer({ bus, store }, { name: `crm-${provider}`, groupId: `${topic}.crm-${provider}`, topics: [topic], handler: (event, attempt) => sync.handle(event, attempt).then(() => undefined) }));
  }
  // Connect one organisation to both, as the api does.
  const org = 'bench_org';
  const metadata = () => ({ organisationId: org, actor: { userId: 'u-bench' }, correlationId: randomUUID(), now: new Date().toISOString() });
  for (const provider of ['hubspot', 'pipedrive']) {
    const client = standIns.clients[provider];
    const state = randomBytes(24).toString('base64url');
    const stateHash = createHash('sha256').update(state).digest('hex');
    const stream = crmStreamId(org, provider);
    await decideOnStream(events, stream, crmConnectionDecider, { type: 'StartCrmAuthorisation', data: { provider, stateHash, expiresAt: new Date(Date.now() + 600_000).toISOString() }, metadata: metadata() }, { causationId: randomUUID() });
    const tokens = await client.exchangeCode(await consent(client.authorizeUrl(state, REDIRECT)), REDIRECT, new CrmHttpRecorder());
    const account = await client.account({ accessToken: tokens.accessToken, apiDomain: tokens.apiDomain, recorder: new CrmHttpRecorder() });
    const sealed = cipher.seal({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    const completed = { provider, stateHash, tokens: sealed, tokenType: tokens.tokenType, expiresAt: new Date(Date.now() + tokens.expiresIn * 1000).toISOString(), account };
    await decideOnStream(events, stream, crmConnectionDecider, { type: 'CompleteCrmAuthorisation', data: completed, metadata: metadata() }, { causationId: randomUUID() });
  }
  while (!(await runner.waitFor(await events.headPosition(), 10_000)));

  const introduce = async (email) => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await events.append(
      `introduction-${id}`,
      [
        {
          id: randomUUID(),
          type: 'IntroductionCaptured',
          data: { introductionId: id, organisationId: org, personId: 'p-bench', owner: 'owner@bench.example', contact: { name: 'Bench Visitor', email, phone: '', company: 'Bench Ltd', website: '', note: '' }, consents: [], via: 'exchange', country: null, eventId: null, capturedAt: now },
          metadata: { organisationId: org, actor: { userId: 'visitor' }, correlationId: id, causationId: id, occurredAt: now, schemaVersion: 1 },
        },
      ],
      'no-stream',
    );
    return Date.parse(now);
  };
  const waitFor = async (emails, timeoutMs = 300_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!emails.every((e) => arrivals.hubspot.has(e) && arrivals.pipedrive.has(e))) {
      if (Date.now() > deadline) throw new Error(`${label}: only ${emails.filter((e) => arrivals.hubspot.has(e)).length}/${emails.length} reached HubSpot`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  // Paced: one introduction every 20 ms.
  const paced = [];
  for (let i = 0; i < LAG; i++) {
    const email = `paced${i}@${label.replace(/\W/g, '')}.example`;
    paced.push({ email, at: await introduce(email) });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await waitFor(paced.map((p) => p.email));
  const lag = (provider) => summarise(paced.map(({ email, at }) => arrivals[provider].get(email) - at));

  // Burst: all at once, drained.
  const burst = [];
  const started = Date.now();
  for (let i = 0; i < BURST; i++) burst.push(`burst${i}@${label.replace(/\W/g, '')}.example`);
  await Promise.all(burst.map((email) => introduce(email)));
  await waitFor(burst);
  const drainSeconds = (Math.max(...burst.map((e) => Math.max(arrivals.hubspot.get(e), arrivals.pipedrive.get(e)))) - started) / 1000;

  for (const consumer of consumers) await consumer.stop();
  await publisher.stop();
  await runner.stop();
  await feed.close();
  await standIns.stop();
  await cleanup();
  await bus.close();
  await store.close();
  await events.close();
  rmSync(dir, { recursive: true, force: true });
  const hubspot = lag('hubspot');
  const pipedrive = lag('pipedrive');
  return {
    bus: label,
    pacedIntroductions: LAG,
    hubspotLagP50Ms: hubspot.p50,
    hubspotLagP99Ms: hubspot.p99,
    pipedriveLagP50Ms: pipedrive.p50,
    pipedriveLagP99Ms: pipedrive.p99,
    burst: BURST,
    burstDrainSeconds: round(drainSeconds, 2),
    burstIntroductionsPerSecond: round(BURST / drainSeconds, 0),
  };
};

const lagRows = [];
// Durable, as in embedded mode: messages and group offsets kept in a SQLite file (FULL, being a file of its own).
lagRows.push(await pipeline('in-process', async (dir) => ({ bus: new InProcessIntegrationBus({ file: join(dir, 'bus.sqlite'), synchronous: 'FULL' }), topic: 'profyle.integration-events', cleanup: async () => undefined })));
if (brokers) {
  lagRows.push(
    await pipeline('kafka', async () => {
      const run = `crmbench${process.pid}x${Date.now().toString(36)}`;
      const bus = new KafkaIntegrationBus({ brokers: brokers.split(','), clientId: run, log: () => undefined });
      const topic = `${run}.integration-events`;
      return { bus, topic, cleanup: () => bus.deleteTopics([topic]) };
    }),
  );
} else {
  console.log('\nKafka part skipped: KAFKA_BROKERS not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)")');
}
printTable('(b) introduction -> CRM: lag from the event to the contact in each stand-in (paced, 20 ms apart), and a burst drained through both consumer groups', lagRows);
emitJson('crm', { adapters: adapterRows, pipeline: lagRows, kafka: Boolean(brokers) });
