// Distributed-mode throughput on the real servers: (1) the integration publisher turning a SQLite event
// log into CloudEvents on Kafka (idempotent producer, acks=-1, checkpoint per batch), (2) a projection
// rebuild of every read model into MongoDB, beside (3) the raw `mongodb` driver's bulk insert rate on the
// same server, which bounds what (2) can reach there.
// Usage: scripts/servers.sh start; eval "$(scripts/servers.sh env)"; node bench/integration.bench.mjs
// (build first: node scripts/build.mjs --no-web). Two logs: a large one for the publisher (BENCH_PUBLISH_ORGS x
// BENCH_PUBLISH_PEOPLE, default 40 x 100, ~15 000 events) and a smaller one for the rebuild, which a MongoDB-wire
// server on SQLite (FerretDB) takes minutes over at that size (BENCH_ORGS x BENCH_PEOPLE, default 16 x 45).
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { emitJson, printTable, root, round, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;

if (!brokers || !mongoUrl) {
  const reason = `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`;
  console.log(`integration bench skipped: ${reason}`);
  emitJson('integration', { skipped: reason });
  process.exit(0);
}

const { SqliteEventStore, MongoReadStore, KafkaIntegrationBus } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { ProjectionRunner, IntegrationPublisher, allProjections, writeOrganisationStories } = require(join(root, 'apps/projector/dist/index.js'));
const { MongoClient } = require('mongodb');

const ORGS = Number(process.env.BENCH_ORGS ?? 16);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 45);
const PUBLISH_ORGS = Number(process.env.BENCH_PUBLISH_ORGS ?? 40);
const PUBLISH_PEOPLE = Number(process.env.BENCH_PUBLISH_PEOPLE ?? 100);
const run = `bench${process.pid}x${Date.now().toString(36)}`;
const topic = `${run}.integration-events`;
const dir = tempDir('integration');

const seconds = (started) => (performance.now() - started) / 1000;
const untilCaughtUp = async (component, head) => {
  while (!(await component.waitFor(head, 60_000))) console.log(`  still catching up to ${head}...`);
};

const publishLog = new SqliteEventStore({ file: join(dir, 'publish-events.sqlite') });
const publishHead = (await writeOrganisationStories(publishLog, { organisations: PUBLISH_ORGS, peoplePerOrganisation: PUBLISH_PEOPLE, prefix: run })).head;
const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const { head } = await writeOrganisationStories(events, { organisations: ORGS, peoplePerOrganisation: PEOPLE, prefix: run });
console.log(`logs: ${publishHead} events for the publisher (${PUBLISH_ORGS} x ${PUBLISH_PEOPLE} people), ${head} for the rebuild (${ORGS} x ${PEOPLE})`);

// (1) Integration publish rate: log -> CloudEvents -> Kafka, acknowledged, checkpointed.
const publishStore = await MongoReadStore.create({ url: mongoUrl, database: `${run}_publisher` });
const bus = new KafkaIntegrationBus({ brokers: brokers.split(','), clientId: run, log: () => undefined });
await bus.ensureTopics([topic]);
// Connect the producer first (one message to a warm-up topic), so the figure is the steady rate.
const warmup = `${topic}.warmup`;
await bus.publish([{ topic: warmup, key: 'warmup', event: { specversion: '1.0', id: 'warmup', source: '/bench', type: 'bench.warmup', time: new Date().toISOString(), datacontenttype: 'application/json', organisationid: 'warmup', data: {} } }]);
const publisher = new IntegrationPublisher(publishLog, publishStore, bus, { topic, batchSize: 500 });
let started = performance.now();
await publisher.start();
await untilCaughtUp(publisher, publishHead);
const publishSeconds = seconds(started);
const { published } = await publisher.status();
await publisher.stop();

// (2) Projection rebuild: every read model from position 0 into an empty MongoDB database.
const rebuildStore = await MongoReadStore.create({ url: mongoUrl, database: `${run}_rebuild` });
const runner = new ProjectionRunner(events, rebuildStore, allProjections, { batchSize: 500 });
started = performance.now();
await runner.start();
await untilCaughtUp(runner, head);
const rebuildSeconds = seconds(started);
await runner.stop();

// (3) The same number of documents through the raw driver: unordered insertMany in batches of 1000.
const client = await MongoClient.connect(mongoUrl);
const rebuilt = client.db(`${run}_rebuild`);
const documents = [];
for (const { name } of await rebuilt.listCollections({}, { nameOnly: true }).toArray()) {
  if (name !== '_checkpoints') documents.push(...(await rebuilt.collection(name).find({}).toArray()));
}
const raw = client.db(`${run}_raw`).collection('documents');
// Five copies, so the figure is not a fraction of a second; read models share ids across collections
// (people list and person detail), so the copies are numbered instead.
const copies = Array.from({ length: 5 }, () => documents).flat().map(({ _id: _ignored, ...doc }, n) => ({ ...doc, _id: String(n) }));
started = performance.now();
for (let i = 0; i < copies.length; i += 1000) await raw.insertMany(copies.slice(i, i + 1000), { ordered: false });
const rawSeconds = seconds(started);

for (const db of [`${run}_publisher`, `${run}_rebuild`, `${run}_raw`]) await client.db(db).dropDatabase();
await client.close();
await bus.deleteTopics([topic, warmup]);
await bus.close();
await publishStore.close();
await rebuildStore.close();
await events.close();
await publishLog.close();
rmSync(dir, { recursive: true, force: true });

const figures = {
  publishLogEvents: publishHead,
  integrationEvents: published,
  publishSeconds: round(publishSeconds),
  publishedPerSecond: round(published / publishSeconds, 0),
  logEventsPublishedPerSecond: round(publishHead / publishSeconds, 0),
  rebuildLogEvents: head,
  projections: allProjections.length,
  rebuildSeconds: round(rebuildSeconds),
  rebuildEventsPerSecond: round(head / rebuildSeconds, 0),
  readModelDocuments: documents.length,
  rebuildDocumentsPerSecond: round(documents.length / rebuildSeconds, 0),
  rawBulkInsertDocuments: copies.length,
  rawBulkInsertDocumentsPerSecond: round(copies.length / rawSeconds, 0),
};
printTable(`Integration publish to Kafka (${brokers}) and projection rebuild into MongoDB (${mongoUrl})`, [
  { what: 'integration publish (CloudEvents/s, acks=-1)', rate: figures.publishedPerSecond, seconds: figures.publishSeconds },
  { what: 'integration publish (log events read/s)', rate: figures.logEventsPublishedPerSecond, seconds: figures.publishSeconds },
  { what: `projection rebuild, ${allProjections.length} read models (events/s)`, rate: figures.rebuildEventsPerSecond, seconds: figures.rebuildSeconds },
  { what: 'projection rebuild (documents/s)', rate: figures.rebuildDocumentsPerSecond, seconds: figures.rebuildSeconds },
  { what: 'raw driver insertMany (documents/s)', rate: figures.rawBulkInsertDocumentsPerSecond, seconds: round(rawSeconds) },
]);
emitJson('integration', figures);
