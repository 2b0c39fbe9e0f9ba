// Webhook delivery: (a) deliveries/s from the webhooks consumer and its dispatcher to a loopback subscriber
// that verifies every signature with `standardwebhooks` (in-process: SQLite event store, embedded read
// store, in-process bus; BENCH_WEBHOOKS CloudEvents, default 2,000, over 4 organisations with an endpoint
// each); (b) end-to-end lag from an HTTP command to the webhook it causes, in embedded mode (the built api
// runs the publisher and the consumers itself; BENCH_LAG_COMMANDS, default 300); and (c) when KAFKA_BROKERS
// and MONGO_URL are set, the same lag through the distributed processes: api (PROJECTOR=external) ->
// SQLite event store -> projector process -> Kafka -> workers process -> subscriber (BENCH_DIST_COMMANDS,
// default 100). Commands are sent one at a time, so the lag is not queueing behind other commands.
// Lag is measured two ways: from the HTTP 2xx (the command is durable and its read models are updated; a
// webhook may come before it, a negative lag) and from the event's own time (set when the api took the
// command, before the append). The dispatcher is woken by each delivery it records; without that (before
// that change) its 250 ms poll added about 150 ms to the median lag.
// Usage: node bench/webhooks.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, startApi, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { Webhook } = require('standardwebhooks');
const infrastructure = require(join(root, 'libs/infrastructure/dist/index.js'));
const { EmbeddedReadStore, generateWebhookSecret, InProcessIntegrationBus, INTEGRATION_TOPIC, KafkaIntegrationBus, SqliteEventStore } = infrastructure;
const { eventUpcasters, fold, webhookEndpointDecider, webhookStreamId } = require(join(root, 'libs/domain/dist/index.js'));
const { ProjectionRunner, registeredConsumers, startConsumers, webhookEndpointsProjection } = require(join(root, 'apps/projector/dist/index.js'));
const { TokenService } = require(join(root, 'apps/api/dist/shared/auth/token.service.js'));

const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 2000);
const ORGS = 4;
const LAG_COMMANDS = Number(process.env.BENCH_LAG_COMMANDS ?? 300);
const DIST_COMMANDS = Number(process.env.BENCH_DIST_COMMANDS ?? 100);
const SECRET = 'bench-secret-bench-secret-bench-secret-0';
const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;

/** A subscriber on 127.0.0.1: verifies each request with the secret of its path, answers 200, keeps what came. */
const startReceiver = async () => {
  const secrets = new Map();
  const received = [];
  let failedVerification = 0;
  const waiters = new Set();
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        new Webhook(secrets.get(request.url)).verify(body, request.headers);
      } catch {
        failedVerification += 1;
      }
      received.push({ at, id: request.headers['webhook-id'], payload: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      for (const waiter of [...waiters]) waiter();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    secrets,
    received,
    failedVerification: () => failedVerification,
    waitFor: (count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the subscriber got ${received.length} of ${count} webhooks within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
};

/** Saves an endpoint as the api would: the decider (dev URL policy), appended to the endpoint's stream. */
const configureEndpoint = async (eventStore, organisationId, url, secret, events) => {
  const stream = webhookStreamId(organisationId, 'default');
  const meta = { organisationId, actor: { userId: 'bench' }, correlationId: randomUUID(), now: new Date().toISOString() };
  const decided = webhookEndpointDecider.decide(
    { type: 'ConfigureWebhookEndpoint', data: { endpointId: 'default', enabled: true, url, secret, events, urlPolicy: { allowLoopbackHttp: true } }, metadata: meta },
    fold(webhookEndpointDecider, []),
  );
  const metadata = { organisationId, actor: meta.actor, correlationId: meta.correlationId, causationId: meta.correlationId, occurredAt: meta.now, schemaVersion: 1 };
  return eventStore.append(stream, decided.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })), 'no-stream');
};

// (a) The webhooks consumer (inbox, handler recording deliveries) and the dispatcher's scheduler, as
// startConsumers runs them in the api (embedded mode) and in the workers process.
const inProcessThroughput = async () => {
  const dir = tempDir('webhooks');
  const eventStore = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
  const bus = new InProcessIntegrationBus();
  const receiver = await startReceiver();
  const runner = new ProjectionRunner(eventStore, readStore, [webhookEndpointsProjection], { upcast: eventUpcasters.upcast.bind(eventUpcasters) });
  await runner.start();
  const orgs = Array.from({ length: ORGS }, (_, i) => `bench_hooks_${i}`);
  for (const org of orgs) {
    const secret = generateWebhookSecret();
    receiver.secrets.set(`/${org}`, secret);
    await configureEndpoint(eventStore, org, receiver.url(`/${org}`), secret, ['profyle.created']);
  }
  await runner.waitFor(await eventStore.headPosition(), 10_000);
  const consumers = await startConsumers({ eventStore, readStore, bus, env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' }, log: () => undefined }, registeredConsumers);

  const messages = Array.from({ length: DELIVERIES }, (_, i) => {
    const org = orgs[i % orgs.length];
    const event = {
      specversion: '1.0',
      id: randomUUID(),
      source: `/organisations/${org}`,
      type: 'profyle.created',
      time: new Date().toISOString(),
      datacontenttype: 'application/json',
      organisationid: org,
      data: { person_id: randomUUID(), organisation_id: org, first_name: `P${i}`, last_name: 'Bench', email: `p${i}@bench.example` },
    };
    return { topic: INTEGRATION_TOPIC, key: org, event };
  });
  const started = performance.now();
  await bus.publish(messages);
  await receiver.waitFor(DELIVERIES, 300_000);
  const seconds = (performance.now() - started) / 1000;
  const unique = new Set(receiver.received.map((r) => r.id)).size;

  await consumers.stop();
  await runner.stop();
  await bus.close();
  await receiver.close();
  await eventStore.close();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
  return { deliveries: DELIVERIES, organisations: ORGS, seconds: round(seconds), perSecond: round(DELIVERIES / seconds, 0), unique, failedVerification: receiver.failedVerification() };
};

const tokens = new TokenService(SECRET);
const principal = (org) =>
  org === null
    ? { userId: 'bench-super', email: 'bench@example.com', organisationId: 'hq', organisationIds: ['hq'], admin: true, superadmin: true }
    : { userId: `bench-${org}`, email: 'bench@example.com', organisationId: org, organisationIds: [org], admin: true, superadmin: false };

const call = async (url, token, method, path, body) => {
  const response = await fetch(url + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

/** p50/p99 plus the minimum: a webhook can arrive before the command's 2xx (the api waits for its read models). */
const lagSummary = (lags) => ({ ...summarise(lags), min: Math.min(...lags) });

/** Creates an organisation with a webhook to the subscriber, then people one at a time; the lag of each profyle.created. */
const measureLag = async (apiUrl, receiver, org, commands) => {
  const superadmin = await tokens.sign(principal(null), '1h');
  const admin = await tokens.sign(principal(org), '1h');
  const made = await call(apiUrl, superadmin, 'POST', '/v1/enterprise', { organisation_id: org, name: org, subscriptions: 1 });
  if (made.status !== 201) throw new Error(`creating the organisation answered ${made.status} ${JSON.stringify(made.body)}`);
  const saved = await call(apiUrl, admin, 'PUT', `/v1/enterprise/${org}/webhooks/default`, { enabled: true, url: receiver.url(`/${org}`), secret: '', events: ['profyle.created'] });
  if (saved.status !== 200) throw new Error(`saving the webhook answered ${saved.status} ${JSON.stringify(saved.body)}`);
  receiver.secrets.set(`/${org}`, saved.body.secret);
  // The endpoint must be in the read model the consumer looks up before the first event arrives.
  for (let i = 0; (await call(apiUrl, admin, 'GET', `/v1/enterprise/${org}/webhooks/default`)).body?.configured !== true; i++) {
    if (i > 200) throw new Error('the webhook endpoint never reached the read model');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const acceptedAt = new Map();
  const before = receiver.received.length;
  const started = performance.now();
  for (let i = 0; i < commands; i++) {
    const response = await call(apiUrl, admin, 'PUT', `/v1/enterprise/${org}/people`, { first_name: `P${i}`, last_name: 'Lag', position: 'Tester', email: `lag${i}@bench.example` });
    if (response.status !== 201) throw new Error(`create person answered ${response.status} ${JSON.stringify(response.body)}`);
    acceptedAt.set(response.body.personId, Date.now());
  }
  const commandSeconds = (performance.now() - started) / 1000;
  await receiver.waitFor(before + commands, 120_000);
  const ours = receiver.received.slice(before).filter((r) => acceptedAt.has(r.payload.data.person_id));
  if (ours.length !== commands) throw new Error(`${ours.length} of ${commands} webhooks matched a command`);
  return {
    commands,
    commandsPerSecond: round(commands / commandSeconds, 0),
    fromAccepted: lagSummary(ours.map((r) => r.at - acceptedAt.get(r.payload.data.person_id))),
    fromEventTime: lagSummary(ours.map((r) => r.at - Date.parse(r.payload.timestamp))),
  };
};

// (b) Embedded mode: the built api alone delivers the webhooks (WEBHOOKS_ALLOW_LOOPBACK=true).
const embeddedLag = async () => {
  const receiver = await startReceiver();
  const dataDir = tempDir('webhooks-embedded');
  const api = await startApi({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  try {
    return await measureLag(api.url, receiver, 'bench_lag_embedded', LAG_COMMANDS);
  } finally {
    await api.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** A built process of the distributed mode, resolved once it prints `ready`. */
const startProcess = (name, script, env, ready) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, script)], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const stop = () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`${name} did not start:\n${output.slice(-2000)}`))), 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ stop, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`${name} exited with ${code}:\n${output.slice(-2000)}`))));
  });

// (c) Distributed mode: api (PROJECTOR=external) + projector + workers on real Kafka and MongoDB-wire.
const distributedLag = async () => {
  const run = `whbench${process.pid}x${Date.now().toString(36)}`;
  const topic = `${run}.integration-events`;
  const dataDir = tempDir('webhooks-distributed');
  const env = {
    EVENT_STORE: 'sqlite',
    DATA_DIR: dataDir,
    READ_STORE: 'mongodb',
    MONGO_URL: mongoUrl,
    MONGO_DB: `${run}_read`,
    BUS: 'kafka',
    KAFKA_BROKERS: brokers,
    INTEGRATION_TOPIC: topic,
    KAFKA_GROUP_PREFIX: `${run}.`,
    AUTH_SECRET: SECRET,
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  };
  const receiver = await startReceiver();
  const started = [];
  try {
    const api = await startApi({ ...env, PROJECTOR: 'external' });
    started.push(api);
    started.push(await startProcess('projector', 'apps/projector/dist/main.js', env, /\[projector\] running/));
    started.push(await startProcess('workers', 'apps/projector/dist/workers.js', { ...env, KAFKA_CLIENT_ID: `${run}-workers` }, /consumer webhooks running in group/));
    return await measureLag(api.url, receiver, `${run}_org`, DIST_COMMANDS);
  } finally {
    for (const p of started.reverse()) await p.stop();
    await receiver.close();
    const { MongoClient } = require('mongodb');
    const client = await MongoClient.connect(mongoUrl);
    await client.db(`${run}_read`).dropDatabase();
    await client.close();
    const bus = new KafkaIntegrationBus({ brokers: brokers.split(','), clientId: `${run}-cleanup`, log: () => undefined });
    await bus.deleteTopics([topic, `${topic}.dlq.${run}.webhooks`]).catch(() => undefined);
    await bus.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const throughput = await inProcessThroughput();
printTable(`Webhook deliveries, in-process (consumer + dispatcher -> loopback subscriber verifying signatures)`, [
  { deliveries: throughput.deliveries, organisations: throughput.organisations, seconds: throughput.seconds, 'deliveries/s': throughput.perSecond, unique: throughput.unique, 'failed verification': throughput.failedVerification },
]);

const embedded = await embeddedLag();
const distributed = brokers && mongoUrl ? await distributedLag() : null;
const lagRow = (mode, figures) => ({
  mode,
  commands: figures.commands,
  'commands/s': figures.commandsPerSecond,
  'from 2xx p50 ms': figures.fromAccepted.p50,
  'from 2xx p99 ms': figures.fromAccepted.p99,
  'from 2xx min ms': figures.fromAccepted.min,
  'from event time p50 ms': figures.fromEventTime.p50,
  'from event time p99 ms': figures.fromEventTime.p99,
});
printTable('End-to-end lag: HTTP command -> webhook received (one command at a time)', [
  lagRow('embedded (api alone)', embedded),
  ...(distributed ? [lagRow('distributed (api + projector + workers, Kafka, MongoDB-wire)', distributed)] : []),
]);
if (!distributed) console.log('distributed lag skipped: KAFKA_BROKERS and MONGO_URL not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)")');
emitJson('webhooks', { inProcess: throughput, embeddedLag: embedded, distributedLag: distributed ?? { skipped: 'KAFKA_BROKERS and MONGO_URL not set' } });
