// Contacts and analytics at scale (embedded mode), one organisation with BENCH_VISITS (default 1,000,000)
// visits over the last 12 weeks and BENCH_INTROS (default 100,000) introductions, by 1,000 people:
//  1. catch-up: the analytics projections (organisation, person and people-per-day buckets) and the contacts read
//     model built from the SQLite event store by the projection runner into the embedded read store,
//     in events per second;
//  2. queries, through the same reader classes the api's handlers call (the HTTP layer adds about a
//     millisecond): the analytics counts for 12 weeks (and the comparison period), the top 10 and the
//     countries for 12 weeks, a group-less dashboard series of 6 months, and the contacts first page
//     (newest first, 20) with and without a tag filter; p50/p99 over BENCH_QUERIES (default 200) each.
// The facts are appended straight to the event store, as the visit recorder and the exchange form would.
// Usage: node bench/contacts-analytics.bench.mjs  (or `npm run bench contacts-analytics`; build first)
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { emitJson, printTable, root, round, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { SqliteEventStore, EmbeddedReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { ProjectionRunner, organisationAnalyticsProjection, personAnalyticsProjection, peopleAnalyticsProjection, contactsProjection, contactTagsProjection, personNamesProjection } = require(join(root, 'apps/projector/dist/index.js'));
const { AnalyticsReader } = require(join(root, 'apps/api/dist/modules/analytics/analytics-reader.js'));
const { OrganisationClock } = require(join(root, 'apps/api/dist/modules/analytics/organisation-clock.js'));
const { ContactsReader } = require(join(root, 'apps/api/dist/modules/contacts/contacts-reader.js'));

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const INTROS = Number(process.env.BENCH_INTROS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const PEOPLE = 1000;
const ORG = 'bench_analytics';
const DAYS = 84;
const COUNTRIES = ['GB', 'US', 'FR', 'DE', 'IE', 'NL', 'ES', 'IT', 'SE', 'PL', 'IN', 'JP', 'AU', 'CA', 'BR', 'ZA', 'NG', 'MX', 'SG', null];

const dir = tempDir('contacts-analytics');
const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const now = Date.now();
const start = now - DAYS * 86_400_000;
const people = Array.from({ length: PEOPLE }, () => randomUUID());
const metadata = (at) => ({ organisationId: ORG, actor: { userId: 'visitor' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: at, schemaVersion: 1 });
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

// Visits: in time order, appended per UTC day stream in batches (no expected revision, as the recorder does).
const appendStarted = performance.now();
const step = (now - start) / VISITS;
let batch = [];
let batchDay = '';
const flush = async () => {
  if (batch.length) await events.append(`visits-${ORG}_${batchDay}`, batch, 'any');
  batch = [];
};
for (let i = 0; i < VISITS; i++) {
  const at = new Date(start + i * step).toISOString();
  const day = at.slice(0, 10).replace(/-/g, '');
  if (day !== batchDay || batch.length >= 5000) {
    await flush();
    batchDay = day;
  }
  const personId = people[Math.floor(random() * random() * PEOPLE)];
  batch.push({ id: randomUUID(), type: 'ProfyleVisited', data: { organisationId: ORG, personId, visitedAt: at, country: COUNTRIES[Math.floor(random() * COUNTRIES.length)], via: 'link', cardId: null, eventId: null }, metadata: metadata(at) });
}
await flush();
// Introductions: each on its own stream, appended concurrently (group commit).
const introStep = (now - start) / INTROS;
let pending = [];
for (let i = 0; i < INTROS; i++) {
  const at = new Date(start + i * introStep).toISOString();
  const introductionId = randomUUID();
  const personId = people[Math.floor(random() * random() * PEOPLE)];
  const captured = { introductionId, organisationId: ORG, personId, owner: `${personId}@bench.example`, contact: { name: `Visitor ${i}`, email: `visitor${i}@bench.example`, phone: '', company: `Company ${i % 500}`, website: '', note: '' }, consents: [], via: 'exchange', country: COUNTRIES[i % COUNTRIES.length], eventId: null, capturedAt: at };
  const appended = [{ id: randomUUID(), type: 'IntroductionCaptured', data: captured, metadata: metadata(at) }];
  if (i % 10 === 0) appended.push({ id: randomUUID(), type: 'ContactTagsChanged', data: { introductionId, tags: ['vip'], added: ['vip'], removed: [] }, metadata: metadata(at) });
  pending.push(events.append(`introduction-${introductionId}`, appended, 'no-stream'));
  if (pending.length >= 2000) await Promise.all(pending.splice(0));
}
await Promise.all(pending);
const appendSeconds = (performance.now() - appendStarted) / 1000;
const head = await events.headPosition();

// 1. Catch-up of each read model on its own (one runner each, so each rate is its own).
const store = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
const catchUp = async (projection, facts) => {
  const runner = new ProjectionRunner(events, store, [projection], { batchSize: 2000 });
  const started = performance.now();
  await runner.start();
  for (;;) {
    const [status] = await runner.status();
    if (status.checkpoint >= head) break;
    if (status.state === 'failed') throw new Error(`${projection.name}: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  return { readModel: projection.name, events: facts, seconds: round(seconds, 1), perSecond: Math.round(facts / seconds) };
};
const catchUps = [
  await catchUp(organisationAnalyticsProjection, VISITS + INTROS),
  await catchUp(personAnalyticsProjection, VISITS + INTROS),
  await catchUp(peopleAnalyticsProjection, VISITS + INTROS),
  await catchUp(contactsProjection, INTROS + INTROS / 10),
  await catchUp(contactTagsProjection, INTROS / 10),
  await catchUp(personNamesProjection, 0),
];

// 2. Queries.
const clock = new OrganisationClock(store);
const analytics = new AnalyticsReader(store, clock);
const contacts = new ContactsReader(store, clock);
const today = new Date(now).toISOString().slice(0, 10);
const twelveWeeksAgo = new Date(now - 83 * 86_400_000).toISOString().slice(0, 10);
const before = new Date(now - 167 * 86_400_000).toISOString().slice(0, 10);
const beforeEnd = new Date(now - 84 * 86_400_000).toISOString().slice(0, 10);
const sixMonths = `${new Date(now - 150 * 86_400_000).toISOString().slice(0, 7)}-01`;
const time = async (name, task) => {
  await task();
  const latencies = [];
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    await task();
    latencies.push(performance.now() - started);
  }
  const { p50, p99 } = summarise(latencies);
  return { query: name, p50Ms: round(p50, 1), p99Ms: round(p99, 1) };
};
let checked = await analytics.counts(ORG, { from: twelveWeeksAgo, to: today });
const counted = checked.data.reduce((sum, row) => sum + row.visits, 0);
if (checked.width !== 'WEEK' || counted < VISITS * 0.95) throw new Error(`counts for 12 weeks: ${checked.width}, ${counted} visits`);
const firstPage = await contacts.page({ organisationId: ORG, pageSize: 20 });
if (firstPage.data.length !== 20 || !firstPage.next) throw new Error('contacts first page is not a full page');
checked = null;
const queries = [
  await time('analytics counts, 12 weeks (weekly)', () => analytics.counts(ORG, { from: twelveWeeksAgo, to: today })),
  await time('analytics counts, previous 12 weeks', () => analytics.counts(ORG, { from: before, to: beforeEnd })),
  await time('analytics counts, 28 days (daily)', () => analytics.counts(ORG, { from: new Date(now - 27 * 86_400_000).toISOString().slice(0, 10), to: today })),
  await time('dashboard monthly series, 6 months', () => analytics.series(ORG, { from: sixMonths, to: today }, 'MONTH', 'Europe/London')),
  await time('analytics countries, 12 weeks', () => analytics.countries(ORG, { from: twelveWeeksAgo, to: today, mode: 'visit' })),
  await time('analytics top 10, 12 weeks', () => analytics.top(ORG, { from: twelveWeeksAgo, to: today, mode: 'visit', number: 10 })),
  await time('contacts first page (20, newest first)', () => contacts.page({ organisationId: ORG, pageSize: 20 })),
  await time('contacts second page (cursor)', () => contacts.page({ organisationId: ORG, pageSize: 20, after: firstPage.next })),
  await time('contacts first page, tag filter', () => contacts.page({ organisationId: ORG, pageSize: 20, tags: 'vip' })),
];

console.log(`${VISITS} visits and ${INTROS} introductions (${head} events) appended in ${round(appendSeconds, 1)} s`);
printTable('Catch-up from the event store (embedded read store)', catchUps);
printTable(`Queries (${QUERIES} each, after one warm-up)`, queries);
emitJson('contacts-analytics', { visits: VISITS, intros: INTROS, catchUps, queries });
await store.close();
await events.close();
