// The people list with BENCH_LIST_PEOPLE (default 100,000) people in one organisation, and bulk assign of
// BENCH_BULK_PEOPLE (default 1,000) people, both over loopback HTTP against the built api as a child process.
// On MongoDB-wire (FerretDB here, which scans for every query) the sizes are BENCH_MONGO_LIST_PEOPLE (default
// 10,000) and BENCH_DISTRIBUTED_BULK_PEOPLE (default 100), so the whole run stays within minutes.
//
// List: the people-list read model is written straight into the read store (what the projection would
// build; the list reads nothing else but the groups read model, whose three groups are made through the
// api), then GET /v1/enterprise/{orgId}/people is asked page after page, sorted and filtered as the list
// screen asks, and GET .../people-ids as "all matching the filter" asks: p50/p99 per query. Embedded read
// store always; MongoDB-wire (FerretDB in CI) too when MONGO_URL is set, with BENCH_LIST_MONGO_QUERIES
// (default 3) queries per figure.
//
// Bulk assign: the people imported through POST .../import, their ids from GET .../people-ids, then the
// portal's run: the dry run in batches of 100 carrying `reserved`, then the assignment in batches of 100
// (welcome e-mails on, as the dialog's default), every row its own command. Embedded mode always; read
// models on MongoDB-wire with the Kafka bus too when MONGO_URL and KAFKA_BROKERS are set.
// Usage: node bench/people-list.bench.mjs   (build first: node scripts/build.mjs --no-web)
//        BENCH_PEOPLE_PARTS=list-mongo node bench/people-list.bench.mjs   (one scenario: list-embedded,
//        list-mongo, bulk-embedded, bulk-distributed)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, startApi as startSupportApi, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { EmbeddedReadStore, MongoReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { collectionName, peopleListProjection } = require(join(root, 'apps/projector/dist/index.js'));

const LIST_PEOPLE = Number(process.env.BENCH_LIST_PEOPLE ?? 100_000);
const EMBEDDED_QUERIES = Number(process.env.BENCH_LIST_QUERIES ?? 50);
const MONGO_QUERIES = Number(process.env.BENCH_LIST_MONGO_QUERIES ?? 3);
// FerretDB (CI's MongoDB-wire server) scans for every query: smaller sizes keep a run within minutes.
const MONGO_LIST_PEOPLE = Number(process.env.BENCH_MONGO_LIST_PEOPLE ?? 10_000);
const BULK_PEOPLE = Number(process.env.BENCH_BULK_PEOPLE ?? 1_000);
const DISTRIBUTED_BULK_PEOPLE = Number(process.env.BENCH_DISTRIBUTED_BULK_PEOPLE ?? 100);
const BULK_BATCH = 100;
const progress = (message) => process.stderr.write(`people-list bench: ${message}\n`);

/** The built api with the demo seed (its superadmin signs the bench in) and captured e-mails. */
const startApi = (env) => startSupportApi({ SEED_DEMO: 'true', MAIL: 'captured', ACCESS_TOKEN_TTL_SECONDS: '3600', ...env });

/**
 * Every request is checked against a real session, so the bench signs in as the demo superadmin (the
 * api runs with the demo seed, whose users exist once the seed has run) and acts inside its own
 * organisation as superadmins do.
 */
const SUPERADMIN = { email: 'support@profyle.example', password: 'profyle-support-demo' };
const signIn = async (api) => {
  for (let i = 0; i < 300; i++) {
    const answer = await fetch(`${api.url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPERADMIN) });
    if (answer.ok) return (await answer.json()).accessToken;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the demo superadmin could not sign in');
};

/** Opens the organisation (with its pools); answers the superadmin's token. */
const openOrganisation = async (api, organisationId, pools = {}) => {
  const token = await signIn(api);
  const opened = await fetch(`${api.url}/v1/enterprise`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ organisation_id: organisationId, name: 'Bench People', ...pools }) });
  if (!opened.ok) throw new Error(`organisation not opened: ${opened.status} ${await opened.text()}`);
  return token;
};

const call = async (api, token, method, path, body) => {
  const response = await fetch(`${api.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

// ---- the people list ----

const FIRST = ['Ada', 'Alan', 'Grace', 'Katherine', 'Margaret', 'Tim', 'Barbara', 'Edsger', 'Frances', 'Donald', 'Radia', 'Ken'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Johnson', 'Hamilton', 'Berners-Lee', 'Liskov', 'Dijkstra', 'Allen', 'Knuth', 'Perlman', 'Thompson'];

/** The people-list row the projection builds for person i: a third hold a subscription, half of those a card. */
const row = (organisationId, i, groups) => {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const first = FIRST[i % FIRST.length];
  const last = `${LAST[(i * 7) % LAST.length]} ${i}`;
  const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  const subscription =
    i % 3 === 0 ? { type: i % 2 === 0 ? 'nfc' : 'digital', card_short_code: i % 2 === 0 ? (i * 2654435761).toString(16).slice(-6).toUpperCase().padStart(6, '0') : null, card_id: null, digital_id: null } : null;
  return {
    _id: id, person_id: id, organisation_id: organisationId, first_name: first, last_name: last, sort_name: `${first} ${last}`.toLowerCase(), email: `person${i}@bench.example`,
    position: ['Engineer', 'Designer', 'Sales Lead', 'Data Analyst'][i % 4], department: `Dept ${i % 20}`, photo_url: '', group_id: i % 10 < 7 ? groups[i % groups.length] : null,
    tags: ['bench', `tag${i % 7}`], unverified: i % 50 === 0, subscription, created_at: at, updated_at: new Date(Date.parse(at) + (i % 997) * 1000).toISOString(),
  };
};

const seedList = async (store, organisationId, groups, count) => {
  const people = store.collection(collectionName(peopleListProjection));
  for (let start = 0; start < count; start += 2000) {
    const ops = [];
    for (let i = start; i < Math.min(count, start + 2000); i++) ops.push({ kind: 'upsert', version: 1, doc: row(organisationId, i, groups) });
    await people.write(ops);
    if (start % 20_000 === 0) progress(`${start + ops.length} people written`);
  }
};

/** The groups through the api (Company with Sales and Support below it); their ids for the rows. */
const makeGroups = async (api, token, organisationId) => {
  const create = (name, parent) => call(api, token, 'POST', `/v1/enterprise/${organisationId}/groups`, { name, parent_id: parent ?? 'none', configuration_id: 'default', enable_exchange: false, location_ids: [] });
  const company = (await create('Company')).id;
  const sales = (await create('Sales', company)).id;
  const support = (await create('Support', company)).id;
  return { company, sales, support };
};

const listQueries = (groups, count, middlePage = Math.floor(count / 2 / 50), emailPage = Math.floor(count / 4 / 200)) => [
  ['name, page 1', 'sort=name'],
  [`name, page ${middlePage + 1} (skip ${middlePage * 50})`, `sort=name&page=${middlePage}`],
  ['newest first, page 1', 'sort=-created'],
  [`e-mail, 200 a page, page ${emailPage + 1}`, `sort=email&page_size=200&page=${emailPage}`],
  ['with a subscription, by name', 'subscription=active&sort=name'],
  ['with an NFC card, last updated', 'card=true&sort=-updated'],
  ['group with subgroups, by name', `group=${groups.company}&sort=name`],
  ['one subgroup, no subscription', `group=${groups.sales}&subscription=inactive&sort=name`],
  ['search "hopper 12", by name', 'search=hopper%2012&sort=name'],
  ['search "dept 7", page 2', 'search=dept%207&sort=name&page=1'],
];

const timed = async (queries, run) => {
  const latencies = [];
  let answer;
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    answer = await run(i);
    latencies.push(performance.now() - started);
  }
  return { ...summarise(latencies), answer };
};

const listScenario = async (mode, env, seedStore, queries, count) => {
  const organisationId = `bench_list_${Date.now()}`;
  // The organisation and its groups first (events and the groups read model), then the people rows.
  let api = await startApi(env);
  const groups = await makeGroups(api, await openOrganisation(api, organisationId), organisationId);
  await api.stop();
  progress(`${mode}: writing ${count} people-list rows`);
  const seedStarted = performance.now();
  await seedStore(organisationId, [groups.company, groups.sales, groups.support], count);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  api = await startApi(env);
  try {
    const token = await signIn(api);
    progress(`${mode}: queries`);
    const firstStarted = performance.now();
    const first = await call(api, token, 'GET', `/v1/enterprise/${organisationId}/people`);
    const firstMs = performance.now() - firstStarted;
    if (first.total !== count) throw new Error(`the list counts ${first.total} people, not ${count}`);
    const rows = [];
    for (const [name, query] of listQueries(groups, count)) {
      progress(`${mode}: ${name}`);
      const { p50, p99, answer } = await timed(queries, () => call(api, token, 'GET', `/v1/enterprise/${organisationId}/people?${query}`));
      if (answer.data.length === 0) throw new Error(`${name}: an empty page`);
      rows.push({ query: name, matching: answer.total, rows: answer.data.length, 'p50 ms': round(p50, 1), 'p99 ms': round(p99, 1) });
    }
    for (const [name, query] of [['ids, all matching "with a subscription"', 'subscription=active'], [`ids, all ${count}`, '']]) {
      const { p50, p99, answer } = await timed(Math.min(queries, 10), () => call(api, token, 'GET', `/v1/enterprise/${organisationId}/people-ids?${query}`));
      rows.push({ query: name, matching: answer.total, rows: answer.ids.length, 'p50 ms': round(p50, 1), 'p99 ms': round(p99, 1) });
    }
    return { mode, people: count, queries, seedSeconds: round(seedSeconds, 1), firstQueryAfterStartMs: round(firstMs, 0), rows };
  } finally {
    await api.stop();
  }
};

const embeddedList = () => {
  const dataDir = tempDir('people-list');
  return listScenario('embedded', { DATA_DIR: dataDir }, async (organisationId, groups, count) => {
    const store = new EmbeddedReadStore({ file: join(dataDir, 'read-models.sqlite') });
    await seedList(store, organisationId, groups, count);
    await store.close();
  }, EMBEDDED_QUERIES, LIST_PEOPLE);
};

const mongoList = () => {
  const database = `bench_list_${Date.now()}`;
  return listScenario('read models on MongoDB-wire', { DATA_DIR: tempDir('people-list-m'), READ_STORE: 'mongodb', MONGO_URL: process.env.MONGO_URL, MONGO_DB: database }, async (organisationId, groups, count) => {
    const store = await MongoReadStore.create({ url: process.env.MONGO_URL, database });
    await seedList(store, organisationId, groups, count);
    await store.close();
  }, MONGO_QUERIES, MONGO_LIST_PEOPLE);
};

// ---- bulk assign ----

const importPeople = async (api, token, organisationId, count) => {
  const csv = ['first_name,last_name,position,email', ...Array.from({ length: count }, (_, i) => `Person${i},Bulk,Tester,bulk${i}@bench.example`)].join('\n');
  const form = new FormData();
  form.append('import', new Blob([csv], { type: 'text/csv' }), 'bulk.csv');
  const answer = await fetch(`${api.url}/v1/enterprise/${organisationId}/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  let job = (await answer.json()).data;
  while (job.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    job = (await call(api, token, 'GET', `/v1/enterprise/${organisationId}/import/${job.id}`)).data;
  }
  if (job.status !== 'completed' || job.skipped > 0) throw new Error(`import ${job.status}: ${job.skipped} skipped`);
};

/** As the portal runs it: batches of 100; the dry run carries what earlier batches would take. */
const inBatches = async (api, token, organisationId, ids, body) => {
  const started = performance.now();
  const batches = [];
  let reserved = 0;
  let succeeded = 0;
  for (let start = 0; start < ids.length; start += BULK_BATCH) {
    const batchStarted = performance.now();
    const { results } = await call(api, token, 'POST', `/v1/enterprise/${organisationId}/bulk-assign-subscriptions`, { peopleIds: ids.slice(start, start + BULK_BATCH), ...body, ...(body.dryRun ? { reserved } : {}) });
    batches.push(performance.now() - batchStarted);
    const ok = results.filter((r) => r.success).length;
    reserved += ok;
    succeeded += ok;
  }
  return { seconds: (performance.now() - started) / 1000, succeeded, batch: summarise(batches) };
};

const bulkScenario = async (mode, env, count) => {
  const organisationId = `bench_bulk_${Date.now()}`;
  const api = await startApi(env);
  try {
    const token = await openOrganisation(api, organisationId, { subscriptions: count });
    progress(`${mode}: importing ${count} people`);
    await importPeople(api, token, organisationId, count);
    const { ids } = await call(api, token, 'GET', `/v1/enterprise/${organisationId}/people-ids?subscription=inactive`);
    if (ids.length !== count) throw new Error(`${ids.length} people without a subscription, not ${count}`);
    progress(`${mode}: dry run and assignment`);
    const dry = await inBatches(api, token, organisationId, ids, { dryRun: true });
    const run = await inBatches(api, token, organisationId, ids, { dryRun: false, sendEmail: true });
    if (dry.succeeded !== count || run.succeeded !== count) throw new Error(`dry run ${dry.succeeded}, assigned ${run.succeeded} of ${count}`);
    // Every row answered once its read models caught up or CONSISTENCY_WAIT_MS (3 s) passed; a lagging
    // read store (FerretDB) can still be behind, so the list is asked until it shows every assignment.
    const answered = performance.now();
    let left = await call(api, token, 'GET', `/v1/enterprise/${organisationId}/people?subscription=inactive`);
    while (left.total !== 0) {
      if (performance.now() - answered > 60_000) throw new Error(`${left.total} people still without a subscription 60 s after the last answer`);
      await new Promise((r) => setTimeout(r, 250));
      left = await call(api, token, 'GET', `/v1/enterprise/${organisationId}/people?subscription=inactive`);
    }
    const caughtUp = (performance.now() - answered) / 1000;
    return {
      mode,
      people: count,
      'dry run rows/s': round(count / dry.seconds, 0),
      'dry run batch p50 ms': round(dry.batch.p50, 0),
      'assign rows/s': round(count / run.seconds, 0),
      'assign s': round(run.seconds, 1),
      'assign batch p50 ms': round(run.batch.p50, 0),
      'assign batch p99 ms': round(run.batch.p99, 0),
      'list shows all, s after': round(caughtUp, 1),
    };
  } finally {
    await api.stop();
  }
};

// BENCH_PEOPLE_PARTS picks the scenarios (comma-separated; all by default), so a long one can run on its own.
const PARTS = new Set((process.env.BENCH_PEOPLE_PARTS ?? 'list-embedded,list-mongo,bulk-embedded,bulk-distributed').split(',').map((part) => part.trim()));
// Each table as soon as it is measured: a later scenario failing keeps the earlier figures.
const printList = (list) => printTable(`people list, ${list.people} people, ${list.queries} queries a figure (${list.mode}; rows written in ${list.seedSeconds} s, first query after start ${list.firstQueryAfterStartMs} ms)`, list.rows);
const lists = [];
if (PARTS.has('list-embedded')) {
  lists.push(await embeddedList());
  printList(lists.at(-1));
}
if (PARTS.has('list-mongo')) {
  if (process.env.MONGO_URL) {
    lists.push(await mongoList());
    printList(lists.at(-1));
  } else console.log('people list on MongoDB-wire: skipped (set MONGO_URL, see scripts/servers.sh)');
}

const bulks = [];
if (PARTS.has('bulk-embedded')) bulks.push(await bulkScenario('embedded', { DATA_DIR: tempDir('bulk') }, BULK_PEOPLE));
if (PARTS.has('bulk-distributed')) {
  if (process.env.MONGO_URL && process.env.KAFKA_BROKERS) {
    bulks.push(await bulkScenario('read models on MongoDB-wire, Kafka bus', { DATA_DIR: tempDir('bulk-d'), READ_STORE: 'mongodb', MONGO_URL: process.env.MONGO_URL, MONGO_DB: `bench_bulk_${Date.now()}`, BUS: 'kafka', KAFKA_BROKERS: process.env.KAFKA_BROKERS }, DISTRIBUTED_BULK_PEOPLE));
  } else console.log('distributed bulk assign: skipped (set MONGO_URL and KAFKA_BROKERS, see scripts/servers.sh)');
}
if (bulks.length > 0) printTable('bulk assign subscriptions, batches of 100', bulks);
emitJson('people-list', { lists, bulks });
