// Event store throughput on a real disk: the built SQLite adapter (WAL, synchronous=FULL, group commit).
// Build first: `node scripts/build.mjs --no-web`, then `node bench/event-store.bench.mjs`.
// Prints a table and one `BENCH_JSON {...}` line for scripts that collect figures.
// EVENT_STORE_BENCH_DIR picks the directory for the database file (default: the OS temp directory).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { SqliteEventStore } = require('../libs/infrastructure/dist/event-store/sqlite/sqlite-event-store.js');

/** Each write scenario runs this long; with three of them plus reads the whole run stays well under 60 s. */
const SCENARIO_MS = Number(process.env.EVENT_STORE_BENCH_MS ?? 4000);

const metadata = () => ({
  organisationId: 'org-bench',
  actor: { userId: 'bench' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});
const event = (i) => ({ id: randomUUID(), type: 'CardDesignChanged', data: { i, colour: '#336699', title: 'Bench card' }, metadata: metadata() });

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** Runs `workers` loops that each call `appendOnce` until time is up; returns rate and latency figures. */
const measureAppends = async (store, name, workers, appendOnce) => {
  const latencies = [];
  let conflicts = 0;
  const before = store.stats();
  const started = performance.now();
  const deadline = started + SCENARIO_MS;
  const worker = async (w) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await appendOnce(w);
        latencies.push(performance.now() - t0);
      } catch (error) {
        if (error?.name !== 'WrongExpectedRevisionError') throw error;
        conflicts += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  const after = store.stats();
  latencies.sort((a, b) => a - b);
  const transactions = after.transactions - before.transactions;
  return {
    scenario: name,
    concurrency: workers,
    appends: latencies.length,
    appendsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    meanBatch: round((after.appends - before.appends) / Math.max(1, transactions)),
    conflicts,
  };
};

const round = (n) => Math.round(n * 100) / 100;

const hotStreamSequential = async (store) => {
  const stream = `bench-${randomUUID()}`;
  let revision = 'no-stream';
  let i = 0;
  return measureAppends(store, 'one hot stream, sequential, expected revision', 1, async () => {
    const result = await store.append(stream, [event(i++)], revision);
    revision = result.nextRevision;
  });
};

const hotStreamConcurrent = async (store) => {
  const stream = `bench-${randomUUID()}`;
  let i = 0;
  return measureAppends(store, "one hot stream, concurrent, 'any'", 64, () => store.append(stream, [event(i++)], 'any'));
};

const manyStreams = async (store) => {
  const streams = Array.from({ length: 1000 }, () => ({ id: `bench-${randomUUID()}`, revision: 'no-stream' }));
  let next = 0;
  let i = 0;
  return measureAppends(store, '1000 streams, concurrent, expected revision', 64, async () => {
    const stream = streams[next++ % streams.length];
    const result = await store.append(stream.id, [event(i++)], stream.revision);
    stream.revision = result.nextRevision;
  });
};

const catchUpRead = async (store) => {
  const head = await store.headPosition();
  const started = performance.now();
  let after = 0;
  let events = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: 500 });
    if (page.length === 0) break;
    events += page.length;
    after = page[page.length - 1].position;
  }
  const seconds = (performance.now() - started) / 1000;
  if (after !== head) throw new Error(`readAll stopped at ${after}, head is ${head}`);
  return { scenario: 'catch-up readAll, pages of 500', events, eventsPerSecond: Math.round(events / seconds) };
};

const catchUpSubscription = async (store) => {
  const head = await store.headPosition();
  const started = performance.now();
  let events = 0;
  await new Promise((resolve, reject) => {
    const subscription = store.subscribeToAll({ batchSize: 500, onError: reject }, async (batch) => {
      events += batch.length;
      if (batch[batch.length - 1].position >= head) subscription.stop().then(resolve, reject);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  return { scenario: 'catch-up subscribeToAll, batches of 500', events, eventsPerSecond: Math.round(events / seconds) };
};

const printTable = (writes, reads) => {
  const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
  console.log(`SQLite event store (WAL, synchronous=FULL), ${SCENARIO_MS} ms per write scenario`);
  console.log(`${pad('write scenario', 48, true)}${pad('conc', 6)}${pad('appends/s', 11)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('batch', 8)}`);
  for (const w of writes) {
    console.log(
      `${pad(w.scenario, 48, true)}${pad(w.concurrency, 6)}${pad(w.appendsPerSecond, 11)}${pad(w.p50Ms, 9)}${pad(w.p99Ms, 9)}${pad(w.meanBatch, 8)}`,
    );
  }
  console.log(`${pad('read scenario', 48, true)}${pad('events', 17)}${pad('events/s', 18)}`);
  for (const r of reads) console.log(`${pad(r.scenario, 48, true)}${pad(r.events, 17)}${pad(r.eventsPerSecond, 18)}`);
};

const main = async () => {
  const dir = mkdtempSync(join(process.env.EVENT_STORE_BENCH_DIR ?? tmpdir(), 'event-store-bench-'));
  const store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  // EVENT_STORE_BENCH_WITHOUT_AUDIT_INDEXES=1 measures what the two audit indexes cost every append.
  const withoutAuditIndexes = process.env.EVENT_STORE_BENCH_WITHOUT_AUDIT_INDEXES === '1';
  if (withoutAuditIndexes) {
    const Database = require('better-sqlite3');
    const db = new Database(join(dir, 'events.sqlite'));
    db.exec('DROP INDEX events_by_organisation; DROP INDEX events_by_correlation;');
    db.close();
  }
  console.log(`audit indexes: ${withoutAuditIndexes ? 'dropped' : 'kept'}`);
  try {
    const writes = [];
    for (const scenario of [hotStreamSequential, hotStreamConcurrent, manyStreams]) writes.push(await scenario(store));
    const reads = [await catchUpRead(store), await catchUpSubscription(store)];
    printTable(writes, reads);
    console.log(`BENCH_JSON ${JSON.stringify({ bench: 'event-store', adapter: 'sqlite', auditIndexes: !withoutAuditIndexes, scenarioMs: SCENARIO_MS, writes, reads })}`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
