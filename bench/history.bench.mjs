// Full-history audit: with 100,000 events in one organisation (BENCH_HISTORY_PEOPLE people, default
// 20,000, five events each, personal data sealed as the running product seals it), the latency of the
// organisation history's first page (plain and filtered), a person's state as of a moment, a person's
// timeline, the organisation stream's own state as of a moment (a 60,000-event stream: snapshots), and
// the streamed CSV export of the whole history. Embedded mode, then the api in distributed configuration
// (read models on MongoDB-wire, Kafka bus, external projector) on the same log when MONGO_URL and
// KAFKA_BROKERS are set.
// Usage: node bench/history.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, freePort, printTable, root, round, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { SqliteEventStore, SqliteKeyStore, PersonalDataProtector, PersonalDataProtectingEventStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));

const PEOPLE = Number(process.env.BENCH_HISTORY_PEOPLE ?? 20_000);
const REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 200);
const ORG = 'bench_history';
const ADMINS = ['ann', 'bob', 'cy', 'dee', 'eve'].map((name) => ({ userId: `admin-${name}`, email: `${name}@bench-history.example` }));
const START = Date.parse('2025-01-01T00:00:00.000Z');
const STEP_MS = 60_000;
const dir = tempDir('history');

/** Writes the log through the same personal-data protection the running product uses. */
const writeLog = async () => {
  const inner = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const keys = new SqliteKeyStore({ file: join(dir, 'personal-data-keys.sqlite') });
  const store = new PersonalDataProtectingEventStore(inner, new PersonalDataProtector(keys));
  let tick = 0;
  let correlation = randomUUID();
  const meta = (actor, command) => {
    tick += 1;
    if (tick % 100 === 0) correlation = randomUUID();
    return { organisationId: ORG, actor, correlationId: correlation, causationId: randomUUID(), command, occurredAt: new Date(START + tick * STEP_MS).toISOString(), schemaVersion: 1 };
  };
  const event = (type, data, actor, command) => ({ id: randomUUID(), type, data, metadata: meta(actor, command) });
  const started = performance.now();
  await store.append(`organisation-${ORG}`, [
    event('OrganisationCreated', {
      organisationId: ORG, name: 'Bench History Ltd', isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
      subscriptions: { type: 'Enterprise', purchased: PEOPLE }, nfcCards: { purchased: 0 },
      features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } }, createdAt: new Date(START).toISOString(),
    }, ADMINS[0], 'CreateOrganisation'),
  ], 'no-stream');
  const people = [];
  let used = 0;
  const BATCH = 200;
  for (let from = 0; from < PEOPLE; from += BATCH) {
    const appends = [];
    for (let i = from; i < Math.min(PEOPLE, from + BATCH); i++) {
      const personId = randomUUID();
      const actor = ADMINS[i % ADMINS.length];
      const profile = { ...emptyPersonProfile(), first_name: `First${i}`, last_name: `Last${i}`, position: 'Engineer', email: `p${i}@bench-history.example`, mobile: `+44 7700 ${String(900000 + i)}`, tags: ['bench'] };
      const org = [event('PersonEmailClaimed', { personId, email: profile.email }, actor, 'PlacePerson')];
      const own = [event('PersonCreated', { personId, organisationId: ORG, profile, unverified: false, selfRegistration: false, createdAt: org[0].metadata.occurredAt, createdBy: actor.userId }, actor, 'CreatePerson')];
      own.push(event('PersonUpdated', { personId, profile: { ...profile, position: 'Senior Engineer' }, changed: ['position'], updatedAt: 'x', updatedBy: actor.userId }, actor, 'UpdatePerson'));
      used += 1;
      org.push(event('SubscriptionAssigned', { personId, type: 'digital', cardShortCode: null, sendEmail: false, used, nfcUsed: 0 }, actor, 'AssignSubscription'));
      own.push(event('PersonUpdated', { personId, profile: { ...profile, position: 'Lead Engineer', department: 'R&D' }, changed: ['position', 'department'], updatedAt: 'y', updatedBy: actor.userId }, actor, 'UpdatePerson'));
      people.push({ personId, at: own[1].metadata.occurredAt });
      appends.push(store.append(`organisation-${ORG}`, org, 'any'), store.append(`person-${personId}`, own, 'no-stream'));
    }
    await Promise.all(appends);
  }
  const head = await inner.headPosition();
  await store.close();
  await keys.close();
  return { people, events: head, seconds: round((performance.now() - started) / 1000, 1) };
};

/** The built api; a first start on a 100,000-event log catches its read models up before it listens. */
const startApi = async (env) => {
  const port = await freePort();
  const child = spawn('node', [join(root, 'apps/api/dist/main.js')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < 600_000) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  child.kill('SIGKILL');
  throw new Error('api did not start');
};

/** The demo superadmin's token; the seed runs right after start-up, so a first try may find no user yet. */
const signIn = async (url) => {
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'support@profyle.example', password: 'profyle-support-demo' }) });
    if (answer.ok) return (await answer.json()).accessToken;
    if (answer.status !== 404 || attempt > 120) throw new Error(`sign-in ${answer.status}: ${await answer.text()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
};

const waitForProjections = async (url) => {
  for (;;) {
    const health = await (await fetch(`${url}/health`)).json();
    if ((health.maxLag ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
};

const timed = async (label, n, path, token, url) => {
  const latencies = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const answer = await fetch(`${url}${typeof path === 'function' ? path(i) : path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await answer.text();
    latencies.push(performance.now() - started);
    if (!answer.ok) throw new Error(`${label}: ${answer.status} ${body.slice(0, 200)}`);
    bytes = body.length;
  }
  return { measure: label, ...summarise(latencies), first_ms: round(latencies[0]), bytes };
};

const measure = async (mode, env, people, log) => {
  const api = await startApi({ DATA_DIR: dir, ...env });
  try {
    if (env.PROJECTOR !== 'external') await waitForProjections(api.url);
    const token = await signIn(api.url);
    const h = `/v1/enterprise/${ORG}/history`;
    const pick = (i) => people[(i * 7919) % people.length];
    const rows = [
      await timed('organisation history, first page of 50', REQUESTS, `${h}?limit=50`, token, api.url),
      await timed('  filtered by actor', REQUESTS, `${h}?limit=50&actor=${encodeURIComponent('cy@bench')}`, token, api.url),
      await timed('  filtered by action (subscription created)', REQUESTS, `${h}?limit=50&action=subscription-created`, token, api.url),
      await timed('  filtered by a date range a month back', REQUESTS, `${h}?limit=50&from=2025-01-10&to=2025-01-20`, token, api.url),
      await timed("a person's state as of a moment", REQUESTS, (i) => `${h}/streams/person-${pick(i).personId}/state?at=${encodeURIComponent(pick(i).at)}`, token, api.url),
      await timed("a person's timeline (first page, with diffs)", REQUESTS, (i) => `${h}/streams/person-${pick(i).personId}`, token, api.url),
      await timed('organisation stream state as of a moment (60,000-event stream)', 50, (i) => `${h}/streams/organisation-${ORG}/state?at=${encodeURIComponent(pick(i * 13).at)}`, token, api.url),
      await timed('organisation stream timeline, newest page', 50, `${h}/streams/organisation-${ORG}`, token, api.url),
    ];
    const started = performance.now();
    const csv = await (await fetch(`${api.url}${h}/export?format=csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    const exportSeconds = round((performance.now() - started) / 1000, 2);
    const exportRows = csv.trim().split('\r\n').length - 1;
    rows.push({ measure: `CSV export of the whole history (${exportRows.toLocaleString('en-GB')} rows)`, count: 1, p50: round(exportSeconds * 1000), p99: round(exportSeconds * 1000), first_ms: round(exportSeconds * 1000), bytes: csv.length });
    printTable(`${mode}: ${log.events.toLocaleString('en-GB')} events in ${ORG}, latencies in ms over sequential requests`, rows);
    return { mode, rows };
  } finally {
    await api.stop();
  }
};

// The demo seed (with its superadmin, who reads the history here) runs only on an empty log: first.
const seeding = await startApi({ DATA_DIR: dir, SEED_DEMO: 'true' });
await signIn(seeding.url);
await seeding.stop();
const log = await writeLog();
console.log(`log written: ${log.events} events (${PEOPLE} people) in ${log.seconds} s, personal data sealed`);
const results = [await measure('embedded', {}, log.people, log)];
if (process.env.MONGO_URL && process.env.KAFKA_BROKERS) {
  results.push(
    await measure(
      'distributed (read models on MongoDB-wire, Kafka bus, external projector)',
      { READ_STORE: 'mongodb', MONGO_URL: process.env.MONGO_URL, MONGO_DB: `bench_history_${Date.now()}`, BUS: 'kafka', KAFKA_BROKERS: process.env.KAFKA_BROKERS, PROJECTOR: 'external', CONSISTENCY_WAIT_MS: '0' },
      log.people,
      log,
    ),
  );
} else {
  console.log('distributed: skipped (set MONGO_URL and KAFKA_BROKERS, see scripts/servers.sh)');
}
emitJson('history', { events: log.events, people: PEOPLE, writeSeconds: log.seconds, results });
