// Projection catch-up: how fast every read model of the embedded runtime is built from an existing log.
// Writes a realistic log (organisations, people, subscriptions) straight into a SQLite event store, then
// runs the ProjectionRunner with all projections into a fresh embedded read store and times it.
// Usage: node bench/projection-catchup.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { SqliteEventStore, EmbeddedReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { ProjectionRunner, allProjections } = require(join(root, 'apps/projector/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const ORGS = 5;
const dir = tempDir('catchup');
const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const meta = (organisationId) => ({ organisationId, actor: { userId: 'bench' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 });
const event = (organisationId, type, data) => ({ id: randomUUID(), type, data, metadata: meta(organisationId) });

const writeLog = async () => {
  for (let o = 0; o < ORGS; o++) {
    const org = `org${o}`;
    await events.append(`organisation-${org}`, [
      event(org, 'OrganisationCreated', {
        organisationId: org, name: org, isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
        subscriptions: { type: 'Enterprise', purchased: PEOPLE }, nfcCards: { purchased: 0 },
        features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } }, createdAt: new Date().toISOString(),
      }),
    ], 'no-stream');
  }
  const used = new Array(ORGS).fill(0);
  const appends = [];
  for (let i = 0; i < PEOPLE; i++) {
    const org = `org${i % ORGS}`;
    const personId = randomUUID();
    const profile = { ...emptyPersonProfile(), first_name: `First${i}`, last_name: `Last${i}`, position: 'Role', email: `p${i}@bench.example` };
    appends.push(events.append(`organisation-${org}`, [event(org, 'PersonEmailClaimed', { personId, email: profile.email })], 'any'));
    appends.push(events.append(`person-${personId}`, [event(org, 'PersonCreated', { personId, organisationId: org, profile, unverified: false, selfRegistration: false, createdAt: new Date().toISOString(), createdBy: 'bench' })], 'no-stream'));
    if (i % 2 === 0) {
      used[i % ORGS] += 1;
      appends.push(events.append(`organisation-${org}`, [event(org, 'SubscriptionAssigned', { personId, type: 'digital', cardShortCode: null, sendEmail: false, used: used[i % ORGS], nfcUsed: 0 })], 'any'));
    }
    if (appends.length >= 500) await Promise.all(appends.splice(0));
  }
  await Promise.all(appends);
};

await writeLog();
const head = await events.headPosition();
const store = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
const runner = new ProjectionRunner(events, store, allProjections, { batchSize: 1000 });
const started = performance.now();
await runner.start();
while (!(await runner.waitFor(head, 60_000)));
const seconds = (performance.now() - started) / 1000;
const memory = process.memoryUsage().rss / 1024 / 1024;
await runner.stop();
await store.close();
await events.close();

const figures = { events: head, projections: allProjections.length, seconds: round(seconds), eventsPerSecond: round(head / seconds, 0), projectedEventsPerSecond: round((head * allProjections.length) / seconds, 0), rssMb: round(memory, 0) };
printTable('Projection catch-up (embedded read store, every projection from position 0)', [figures]);
emitJson('projection-catchup', figures);
