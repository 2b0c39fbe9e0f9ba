// Read store figures for 10,000 documents: bulk writes as a projection makes them (batches of 500), a
// replay of the same batches, patches, the first query after a restart (lazy load), and the latency of a
// filtered, sorted page as a list screen asks for it. The embedded store always runs; the MongoDB adapter
// runs too when MONGO_URL is set (e.g. FerretDB from scripts/servers.sh), else it says it was skipped;
// it gets fewer documents and queries by default because FerretDB 1.x scans the collection for every
// guarded update (see libs/infrastructure/src/read-store/README.md).
// Build first: `node scripts/build.mjs --no-web`, then `node bench/read-store.bench.mjs`.
// Prints a table and one `BENCH_JSON {...}` line. READ_STORE_BENCH_DOCS / READ_STORE_BENCH_MONGO_DOCS
// change the document counts, READ_STORE_BENCH_MONGO_QUERIES the queries per MongoDB latency figure.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { emitJson, round, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { EmbeddedReadStore } = require('../libs/infrastructure/dist/read-store/embedded/embedded-read-store.js');
const { MongoReadStore } = require('../libs/infrastructure/dist/read-store/mongodb/mongodb-read-store.js');

const EMBEDDED = { docs: Number(process.env.READ_STORE_BENCH_DOCS ?? 10_000), queries: 200 };
const MONGO = { docs: Number(process.env.READ_STORE_BENCH_MONGO_DOCS ?? 500), queries: Number(process.env.READ_STORE_BENCH_MONGO_QUERIES ?? 50) };
const BATCH = 500;
const CITIES = ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Bodø', 'Ålesund', 'Drammen'];
const FIRST = ['Ada', 'Bo', 'Cy', 'Dag', 'Eli', 'Fia', 'Gro', 'Hal', 'Ida', 'Jon', 'Kai', 'Liv'];

const person = (i) => ({
  _id: `person-${String(i).padStart(6, '0')}`,
  name: `${FIRST[i % FIRST.length]} ${FIRST[(i * 7) % FIRST.length]}sen ${i}`,
  email: `user${i}@example.com`,
  organisationId: `org-${i % 10}`,
  active: i % 3 !== 0,
  address: { city: CITIES[i % CITIES.length] },
  tags: i % 5 === 0 ? ['admin'] : ['member'],
  ...(i % 4 === 0 ? {} : { department: `dept-${i % 12}` }),
});

const batches = (ops) => Array.from({ length: Math.ceil(ops.length / BATCH) }, (_, b) => ops.slice(b * BATCH, (b + 1) * BATCH));

/** Writes every batch in turn; returns ops per second and how many applied. */
const writeAll = async (collection, ops) => {
  const started = performance.now();
  let applied = 0;
  for (const batch of batches(ops)) applied += (await collection.write(batch)).applied;
  const seconds = (performance.now() - started) / 1000;
  return { opsPerSecond: Math.round(ops.length / seconds), applied, seconds: round(seconds, 3) };
};

const progress = (message) => process.stderr.write(`read-store bench: ${message}\n`);

const time = async (fn) => {
  const started = performance.now();
  const result = await fn();
  return { ms: round(performance.now() - started), result };
};

/** Latency of `queries` calls of `query(i)`. */
const latency = async (queries, query) => {
  const latencies = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    await query(i);
    latencies.push(performance.now() - started);
  }
  return summarise(latencies);
};

const scenarios = async (adapter, { docs, queries }, open, reopen) => {
  progress(`${adapter}: writing, replaying and patching ${docs} documents`);
  let store = await open();
  const people = () => store.collection('people_bench');
  const upserts = Array.from({ length: docs }, (_, i) => ({ kind: 'upsert', doc: person(i), version: i + 1 }));
  const write = await writeAll(people(), upserts);
  const replay = await writeAll(people(), upserts);
  if (replay.applied !== 0) throw new Error(`a replay applied ${replay.applied} ops; the version guard is broken`);
  const patches = upserts.map(({ doc }, i) => ({ kind: 'patch', id: doc._id, set: { 'address.city': CITIES[(i + 1) % CITIES.length], seenAt: i }, version: docs + i + 1 }));
  const patch = await writeAll(people(), patches);
  await store.setCheckpoint('people_bench@v1', 2 * docs);

  progress(`${adapter}: queries`);
  store = await reopen(store);
  const firstQuery = await time(() => people().count({ active: true }));

  const filter = { organisationId: 'org-3', active: true, 'address.city': { $in: ['Oslo', 'Bergen', 'Trondheim'] } };
  const sort = [['name', 1]];
  const firstPage = await latency(queries, () => people().page({ filter, sort, limit: 20 }));
  const cursor = (await people().page({ filter, sort, limit: 20 })).next;
  const nextPage = await latency(queries, () => people().page({ filter, sort, limit: 20, after: cursor }));
  const search = await latency(queries, (i) => people().find({ name: { $regex: `^${FIRST[i % FIRST.length]}`, $options: 'i' } }, { sort: [['email', -1]], limit: 25 }));
  const count = await latency(queries, () => people().count(filter));
  await store.close();
  return {
    docs: docs,
    queries,
    writeDocsPerSecond: write.opsPerSecond,
    replayOpsPerSecond: replay.opsPerSecond,
    replayApplied: replay.applied,
    patchOpsPerSecond: patch.opsPerSecond,
    firstQueryAfterRestartMs: firstQuery.ms,
    pageFirstMs: firstPage,
    pageNextMs: nextPage,
    regexSearchMs: search,
    countMs: count,
  };
};

const embedded = async () => {
  const dir = tempDir('read-store');
  const file = join(dir, 'read-models.sqlite');
  try {
    return await scenarios(
      'embedded',
      EMBEDDED,
      async () => new EmbeddedReadStore({ file }),
      async (store) => (await store.close(), new EmbeddedReadStore({ file })),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const mongo = async (url) => {
  const database = `read_store_bench_${process.pid}_${Date.now().toString(36)}`;
  const open = () => MongoReadStore.create({ url, database });
  try {
    return await scenarios('mongodb', MONGO, open, async (store) => (await store.close(), open()));
  } finally {
    const store = await open();
    await store.dropDatabase();
    await store.close();
  }
};

const results = { embedded: await embedded() };
if (process.env.MONGO_URL) results.mongodb = await mongo(process.env.MONGO_URL);
else console.log('mongodb read store: skipped (MONGO_URL not set)');

console.log(`Read store: writes in batches of ${BATCH}; pages of 20 filtered by organisation, status and city, sorted by name`);
const rows = {};
for (const [adapter, r] of Object.entries(results)) {
  rows[adapter] = {
    docs: r.docs,
    'queries per figure': r.queries,
    'write docs/s': r.writeDocsPerSecond,
    'replay ops/s': r.replayOpsPerSecond,
    'patch ops/s': r.patchOpsPerSecond,
    'restart, 1st query ms': r.firstQueryAfterRestartMs,
    'page p50/p99 ms': `${r.pageFirstMs.p50} / ${r.pageFirstMs.p99}`,
    'next page p50/p99 ms': `${r.pageNextMs.p50} / ${r.pageNextMs.p99}`,
    'regex find p50/p99 ms': `${r.regexSearchMs.p50} / ${r.regexSearchMs.p99}`,
    'count p50/p99 ms': `${r.countMs.p50} / ${r.countMs.p99}`,
  };
}
console.table(rows);
emitJson('read-store', results);
