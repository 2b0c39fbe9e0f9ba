// The web app's two user-facing figures:
//  1. the production build size of the initial route: the gzip size of every JS and CSS file index.html
//     loads up front (its module script, module preloads and stylesheets; lazy route chunks excluded);
//  2. the time to first render of the people list with 10,000 people: in Debian's chromium, from
//     navigation start to the first list row in the DOM, cold (a fresh browser context each run).
// The 10,000 people are appended straight to the SQLite event store of a stopped api (after a first run
// created the demo organisation and its owner), then the api is started and its projections catch up.
// Usage: node bench/web.bench.mjs  (or `npm run bench web`; builds first if apps/web/dist is missing)
// Env: BENCH_PEOPLE (default 10000), BENCH_RUNS (default 7), CHROMIUM_PATH (default /usr/bin/chromium).
/* global window, document, MutationObserver -- these callbacks run inside the page (page.evaluate and init scripts). */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { emitJson, freePort, printTable, root, round, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ORGANISATION = 'acme_events';
const OWNER = { email: 'owner@acme-events.example', password: 'acme-owner-demo' };

const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(root, 'apps/api/dist/main.js'))) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

// 1. What index.html loads before anything else.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialFiles = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
];
const initial = initialFiles.map((file) => {
  const body = readFileSync(join(dist, file.replace(/^\//, '')));
  return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const initialGzip = initial.reduce((sum, f) => sum + f.gzip, 0) + gzipSync(Buffer.from(html), { level: 9 }).length;
const initialRaw = initial.reduce((sum, f) => sum + f.bytes, 0);

// 2. An api with 10,000 people.
const dataDir = tempDir('web');
const startApi = async (seed) => {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: String(seed), MAIL: 'captured', SIGN_IN_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited:\n${output}`);
    try {
      const health = await (await fetch(`${url}/health`)).json();
      const caughtUp = health.projections.every((projection) => projection.lag === 0);
      if (caughtUp && (!seed || output.includes('Sign in at'))) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`api not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => new Promise((resolve) => (child.once('close', resolve), child.kill('SIGTERM'))) };
};

const first = await startApi(true);
await first.stop();

const { SqliteEventStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));
const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
const metadata = () => ({ organisationId: ORGANISATION, actor: { userId: 'demo-owner' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (type, data) => ({ id: randomUUID(), type, data, metadata: metadata() });
const seedStarted = performance.now();
const appends = [];
for (let i = 0; i < PEOPLE; i++) {
  const personId = randomUUID();
  const profile = { ...emptyPersonProfile(), first_name: `Bench${String(i).padStart(5, '0')}`, last_name: `Person`, position: 'Sales Executive', department: 'Sales', email: `bench.${i}@acme-events.example` };
  appends.push(events.append(`organisation-${ORGANISATION}`, [event('PersonEmailClaimed', { personId, email: profile.email })], 'any'));
  appends.push(
    events.append(`person-${personId}`, [event('PersonCreated', { personId, organisationId: ORGANISATION, profile, unverified: false, selfRegistration: false, createdAt: new Date().toISOString(), createdBy: 'demo-owner' })], 'no-stream'),
  );
  if (appends.length >= 1000) await Promise.all(appends.splice(0));
}
await Promise.all(appends);
await events.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const catchUpStarted = performance.now();
const api = await startApi(false);
const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

const session = await (await fetch(`${api.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) })).json();
const total = (await (await fetch(`${api.url}/v1/enterprise/${ORGANISATION}/people?page_size=10`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()).total;

const { chromium } = require('playwright-core');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const stored = JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken, expiresAt: Date.now() + session.expiresIn * 1000, selectedOrganisationId: null });
const timings = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => {
    localStorage.setItem('profyle.session', value);
    // Records when the first row of the people list enters the DOM, in ms since navigation start.
    new MutationObserver((_, observer) => {
      if (document.querySelector('tbody tr[data-person-id]')) {
        window.__firstRow = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, stored);
  const page = await context.newPage();
  await page.goto(`${api.url}/portal/people`);
  await page.waitForFunction(() => typeof window.__firstRow === 'number', null, { timeout: 60_000 });
  timings.push(await page.evaluate(() => window.__firstRow));
  await context.close();
}
await browser.close();
await api.stop();
rmSync(dataDir, { recursive: true, force: true });

const sorted = [...timings].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
printTable('Initial route (what index.html loads before any route chunk)', [
  ...initial.map((f) => ({ file: f.file, 'raw KB': round(f.bytes / 1024, 1), 'gzip KB': round(f.gzip / 1024, 1) })),
  { file: 'total incl. index.html', 'raw KB': round(initialRaw / 1024, 1), 'gzip KB': round(initialGzip / 1024, 1) },
]);
printTable(`People list, time to the first row (cold browser context, ${RUNS} runs)`, [
  { people: total, 'median ms': round(median, 0), 'min ms': round(sorted[0], 0), 'max ms': round(sorted[sorted.length - 1], 0), 'seed s': round(seedSeconds, 1), 'projection catch-up s': round(catchUpSeconds, 1) },
]);
emitJson('web', {
  initialRoute: { files: initial.map((f) => f.file), rawBytes: initialRaw, gzipBytes: initialGzip },
  peopleList: { people: total, runs: RUNS, firstRowMs: { median: round(median, 1), min: round(sorted[0], 1), max: round(sorted[sorted.length - 1], 1) } },
  seed: { seconds: round(seedSeconds, 1), projectionCatchUpSeconds: round(catchUpSeconds, 1) },
});
