// The public Profyle page (embedded mode) with 10,000 subscribed people:
//  1. the ceiling: a static file of about the page's size, served by the same server (express static);
//  2. the public page: GET /c/<id> for random people, p50/p99 and requests per second at a fixed
//     concurrency, each view recording a visit (queued, appended in batches, projected into counters);
//  3. visits recorded per second: the page views of run 2 divided by the time from the run's start until
//     every visit is in the event store and every projection (person counters, day buckets) has caught up.
// The people are appended straight to the SQLite event store of a stopped api (after a first run created
// the demo organisation), then the api is started and its projections catch up before measuring.
// Usage: node bench/profyle.bench.mjs  (or `npm run bench profyle`)
//  4. the visits pipeline alone: a burst of visits appended as the recorder does, until the counters have them.
// Env: BENCH_PEOPLE (default 10000), BENCH_REQUESTS (default 5000), BENCH_CONCURRENCY (default 16),
// BENCH_VISIT_BURST (default 20000).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, freePort, printTable, root, round, runConcurrently, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const VISIT_BURST = Number(process.env.BENCH_VISIT_BURST ?? 20_000);
const ORGANISATION = 'acme_events';

if (!existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(join(root, 'apps/api/dist/main.js'))) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

const dataDir = tempDir('profyle');
const startApi = async (seed) => {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: String(seed), MAIL: 'captured' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited:\n${output}`);
    if (await caughtUp(url).catch(() => false)) {
      if (!seed || output.includes('Sign in at')) break;
    }
    if (Date.now() > deadline) throw new Error(`api not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => new Promise((resolve) => (child.once('close', resolve), child.kill('SIGTERM'))) };
};

/** Every projection has processed the whole log. */
const caughtUp = async (url) => {
  const health = await (await fetch(`${url}/health`)).json();
  return health.projections.every((projection) => projection.lag === 0);
};

const first = await startApi(true);
await first.stop();

// 10,000 people, each with a digital subscription, straight into the event store.
const { SqliteEventStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));
const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
const metadata = () => ({ organisationId: ORGANISATION, actor: { userId: 'demo-owner' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (type, data) => ({ id: randomUUID(), type, data, metadata: metadata() });
const people = [];
const appends = [];
for (let i = 0; i < PEOPLE; i++) {
  const personId = randomUUID();
  people.push(personId);
  const profile = {
    ...emptyPersonProfile(),
    first_name: `Bench${String(i).padStart(5, '0')}`,
    last_name: 'Person',
    position: 'Sales Executive',
    department: 'Sales',
    email: `bench.${i}@acme-events.example`,
    mobile: '+44 20 7946 0000',
    linked_in: `bench-${i}`,
    bio: 'Helping customers find the right solution.',
  };
  appends.push(
    events.append(`person-${personId}`, [event('PersonCreated', { personId, organisationId: ORGANISATION, profile, unverified: false, selfRegistration: false, createdAt: new Date().toISOString(), createdBy: 'demo-owner' })], 'no-stream'),
  );
  if (appends.length >= 1000) await Promise.all(appends.splice(0));
}
await Promise.all(appends);
// The organisation stream takes one subscription per person (one stream: appended in order).
for (let i = 0; i < PEOPLE; i += 500) {
  const batch = people.slice(i, i + 500).flatMap((personId, j) => [
    event('PersonEmailClaimed', { personId, email: `bench.${i + j}@acme-events.example` }),
    event('SubscriptionAssigned', { personId, type: 'digital', cardShortCode: null, sendEmail: false, used: i + j + 1, nfcUsed: 0 }),
  ]);
  await events.append(`organisation-${ORGANISATION}`, batch, 'any');
}
await events.close();

const api = await startApi(false);

const session = await (await fetch(`${api.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@acme-events.example', password: 'acme-owner-demo' }) })).json();
// The public address of each person: /c/<id>, the link their QR code and wallet pass open.
const paths = people.map((personId) => `/c/${personId}`);

const probe = await fetch(`${api.url}${paths[0]}`);
const pageBytes = (await probe.text()).length;
if (probe.status !== 200) throw new Error(`the public page answered ${probe.status}`);

// The ceiling: the static asset closest to the page's size, from the same server.
const assets = readdirSync(join(root, 'apps/web/dist/assets')).map((name) => ({ name, size: statSync(join(root, 'apps/web/dist/assets', name)).size }));
const asset = assets.sort((a, b) => Math.abs(a.size - pageBytes) - Math.abs(b.size - pageBytes))[0];

const get = async (path) => {
  const response = await fetch(`${api.url}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
};

// Warm both paths up first (JIT, caches), then measure.
await runConcurrently(500, CONCURRENCY, () => get(`/assets/${asset.name}`));
await runConcurrently(500, CONCURRENCY, (i) => get(paths[(i * 7919) % paths.length]));
await new Promise((resolve) => setTimeout(resolve, 500));
while (!(await caughtUp(api.url))) await new Promise((resolve) => setTimeout(resolve, 100));

const staticRun = await runConcurrently(REQUESTS, CONCURRENCY, () => get(`/assets/${asset.name}`));
const pageStarted = performance.now();
const pageRun = await runConcurrently(REQUESTS, CONCURRENCY, () => get(paths[Math.floor(Math.random() * paths.length)]));
while (!(await caughtUp(api.url))) await new Promise((resolve) => setTimeout(resolve, 20));
const recordedSeconds = (performance.now() - pageStarted) / 1000;

// The visits pipeline on its own: VISIT_BURST visits appended as the recorder appends them (batches of
// 500 on the day's stream, no expected revision) by a second writer on the same log, then the time until
// every projection of the running api has counted them. This is how many visits per second the counters
// absorb, whatever the page can serve.
const writer = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
const burstStarted = performance.now();
const burstAppends = [];
for (let i = 0; i < VISIT_BURST; i += 500) {
  const visitedAt = new Date().toISOString();
  const batch = Array.from({ length: Math.min(500, VISIT_BURST - i) }, (_, j) =>
    event('ProfyleVisited', { organisationId: ORGANISATION, personId: people[(i + j) % people.length], visitedAt, country: 'GB', via: 'link', cardId: null, eventId: null }),
  );
  burstAppends.push(writer.append(`visits-${ORGANISATION}_${day}`, batch, 'any'));
}
await Promise.all(burstAppends);
const burstAppendedSeconds = (performance.now() - burstStarted) / 1000;
while (!(await caughtUp(api.url))) await new Promise((resolve) => setTimeout(resolve, 20));
const burstSeconds = (performance.now() - burstStarted) / 1000;
await writer.close();
// The counters agree: the person page's visit counter of a person in the burst.
const counted = await (await fetch(`${api.url}/v1/enterprise/${ORGANISATION}/people/${people[0]}`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json();

await api.stop();
// Every view was recorded: the visits in the log are the views made (warm-up, probe, measured run, burst).
const stored = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
const recorded = (await stored.readAll({ filter: { eventTypePrefixes: ['ProfyleVisited'] } })).length;
await stored.close();
rmSync(dataDir, { recursive: true, force: true });
const viewsMade = 500 + 1 + REQUESTS + VISIT_BURST;

const staticFigures = summarise(staticRun.latencies);
const pageFigures = summarise(pageRun.latencies);
printTable(`Public Profyle vs a static file from the same server (embedded, ${PEOPLE} people, ${REQUESTS} requests, concurrency ${CONCURRENCY})`, [
  { what: `static file (${asset.name}, ${round(asset.size / 1024, 1)} KB)`, 'p50 ms': staticFigures.p50, 'p99 ms': staticFigures.p99, 'requests/s': round(REQUESTS / staticRun.seconds, 0) },
  { what: `public page /c/<id> (${round(pageBytes / 1024, 1)} KB, visit recorded)`, 'p50 ms': pageFigures.p50, 'p99 ms': pageFigures.p99, 'requests/s': round(REQUESTS / pageRun.seconds, 0) },
]);
printTable('Visits', [
  { measure: 'page views of the measured run, recorded and projected', visits: REQUESTS, seconds: round(recordedSeconds, 2), 'visits/s': round(REQUESTS / recordedSeconds, 0) },
  { measure: 'a burst appended in batches of 500, until every projection counted it', visits: VISIT_BURST, seconds: round(burstSeconds, 2), 'visits/s': round(VISIT_BURST / burstSeconds, 0) },
]);
console.log(`burst appended in ${round(burstAppendedSeconds, 2)} s; visits in the log / views made (all runs): ${recorded} / ${viewsMade}; counter of one person in the burst: ${counted.counter}`);
emitJson('profyle', {
  people: PEOPLE,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  staticFile: { bytes: asset.size, ...staticFigures, requestsPerSecond: round(REQUESTS / staticRun.seconds, 0) },
  publicPage: { bytes: pageBytes, ...pageFigures, requestsPerSecond: round(REQUESTS / pageRun.seconds, 0) },
  visits: { recordedWithinSeconds: round(recordedSeconds, 2), perSecond: round(REQUESTS / recordedSeconds, 0), inLog: recorded, viewsMade },
  visitBurst: { visits: VISIT_BURST, appendedSeconds: round(burstAppendedSeconds, 2), projectedSeconds: round(burstSeconds, 2), perSecond: round(VISIT_BURST / burstSeconds, 0) },
});
if (recorded !== viewsMade) throw new Error(`${viewsMade} views made but ${recorded} visits in the log`);
