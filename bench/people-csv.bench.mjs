// People CSV: import of BENCH_IMPORT_ROWS (default 10,000) rows through POST /v1/enterprise/{orgId}/import
// (each row its own command: person stream + organisation stream, polled while it runs), and the streamed
// export of BENCH_EXPORT_PEOPLE (default 100,000) people from the person-detail read model, with the api
// process's peak memory. Embedded mode always; the import again with read models on MongoDB-wire
// (FerretDB in CI) and the Kafka bus when MONGO_URL and KAFKA_BROKERS are set.
// Usage: node bench/people-csv.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, freePort, printTable, root, round, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { TokenService } = require(join(root, 'apps/api/dist/shared/auth/token.service.js'));
const { EmbeddedReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));

const SECRET = 'bench-secret-bench-secret-bench-secret-0';
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
/** FerretDB on SQLite scans a collection per guarded update: the distributed run uses fewer rows by default. */
const DISTRIBUTED_IMPORT_ROWS = Number(process.env.BENCH_DISTRIBUTED_IMPORT_ROWS ?? 2_000);
const EXPORT_PEOPLE = Number(process.env.BENCH_EXPORT_PEOPLE ?? 100_000);
const ORG = 'bench_csv';
const tokens = new TokenService(SECRET);

/** The built api as a child process; its pid lets the bench read its peak memory. */
const startApi = async (env) => {
  const port = await freePort();
  const child = spawn('node', [join(root, 'apps/api/dist/main.js')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', AUTH_SECRET: SECRET, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, pid: child.pid, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('api did not start');
};

const memoryMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return round(Number(line.split(/\s+/)[1]) / 1024, 1);
};

const setUp = async (api) => {
  const root = await tokens.sign({ userId: 'bench-super', email: 'super@bench.example', organisationId: 'hq', organisationIds: ['hq'], admin: true, superadmin: true }, '1h');
  await fetch(`${api.url}/v1/enterprise`, { method: 'POST', headers: { authorization: `Bearer ${root}`, 'content-type': 'application/json' }, body: JSON.stringify({ organisation_id: ORG, name: 'Bench CSV' }) });
  return tokens.sign({ userId: 'bench-admin', email: 'admin@bench.example', organisationId: ORG, organisationIds: [ORG], admin: true, superadmin: false }, '1h');
};

const csvOf = (rows) =>
  ['first_name,last_name,position,email,mobile,department,tags', ...Array.from({ length: rows }, (_, i) => `Person${i},Bench,Tester,person${i}@bench.example,+44 7700 ${String(900000 + i).padStart(6, '0')},Dept ${i % 20},tag${i % 7};bench`)].join('\n');

const importOnce = async (api, token, csv) => {
  const form = new FormData();
  form.append('import', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const answer = await fetch(`${api.url}/v1/enterprise/${ORG}/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const firstAnswerMs = performance.now() - started;
  let job = (await answer.json()).data;
  while (job.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await fetch(`${api.url}/v1/enterprise/${ORG}/import/${job.id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'completed' || job.skipped > 0) throw new Error(`import ${job.status}: ${job.skipped} skipped, ${job.error ?? job.results.find((r) => !r.success)?.error}`);
  return { seconds, firstAnswerMs, status: answer.status };
};

const importScenario = async (mode, env, rows = IMPORT_ROWS) => {
  const api = await startApi(env);
  try {
    const token = await setUp(api);
    const csv = csvOf(rows);
    const first = await importOnce(api, token, csv);
    // The same file again: every row is matched by e-mail and records nothing (re-run, no duplicates).
    const again = await importOnce(api, token, csv);
    return {
      mode,
      rows,
      'insert rows/s': round(rows / first.seconds, 0),
      'insert s': round(first.seconds, 1),
      'first answer ms': round(first.firstAnswerMs, 0),
      'first answer status': first.status,
      're-run rows/s': round(rows / again.seconds, 0),
      'peak RSS MB': memoryMb(api.pid, 'VmHWM'),
    };
  } finally {
    await api.stop();
  }
};

/** 100,000 people straight into the person-detail read model (the export reads nothing else), then GET /export. */
const exportScenario = async () => {
  const dataDir = tempDir('csv-export');
  const store = new EmbeddedReadStore({ file: join(dataDir, 'read-models.sqlite') });
  const people = store.collection('person_detail_v1');
  const now = new Date().toISOString();
  for (let start = 0; start < EXPORT_PEOPLE; start += 5000) {
    const ops = [];
    for (let i = start; i < Math.min(EXPORT_PEOPLE, start + 5000); i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      ops.push({
        kind: 'upsert',
        version: 1,
        doc: {
          _id: id, person_id: id, organisation_id: ORG, prefix: '', first_name: `Person${i}`, last_name: 'Bench', pronouns: '', nominals: '', position: 'Tester', department: `Dept ${i % 20}`,
          bio: 'Runs the bench, writes figures down, and checks them twice before anyone reads them.', email: `person${i}@bench.example`, mobile: `+44 7700 ${900000 + i}`, calendar_url: '', linked_in: `https://www.linkedin.com/in/person${i}`,
          twitter: '', instagram: '', photo_url: '', address: '', tags: ['bench', `tag${i % 7}`], group_id: null, crm_id: null, custom_fields: {}, notifications: { weekly_intros: true }, linked_profyles: 'disabled', linked_ids: [],
          locations: 'none', location_ids: [], redirect_enabled: false, redirect_url: '', password_mode: 'disabled', translations: {}, visible: true, password_set: false, unverified: false, self_registration: false,
          subscription: null, counter: i % 100, intro_counter: i % 10, revision: 0, meta: { createdAt: now, createdBy: 'bench', updatedAt: now, updatedBy: 'bench' },
        },
      });
    }
    await people.write(ops);
  }
  await store.close();

  const api = await startApi({ DATA_DIR: dataDir });
  try {
    const token = await setUp(api);
    const before = memoryMb(api.pid, 'VmRSS');
    const started = performance.now();
    const response = await fetch(`${api.url}/v1/enterprise/${ORG}/export`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let firstByteMs = null;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
    }
    const seconds = (performance.now() - started) / 1000;
    return { people: EXPORT_PEOPLE, 'rows/s': round(EXPORT_PEOPLE / seconds, 0), seconds: round(seconds, 1), 'first byte ms': round(firstByteMs, 0), MB: round(bytes / 1024 / 1024, 1), 'RSS before MB': before, 'peak RSS MB': memoryMb(api.pid, 'VmHWM') };
  } finally {
    await api.stop();
  }
};

const imports = [await importScenario('embedded', { DATA_DIR: tempDir('csv-import') })];
if (process.env.MONGO_URL && process.env.KAFKA_BROKERS) {
  imports.push(await importScenario('read models on MongoDB-wire, Kafka bus', { DATA_DIR: tempDir('csv-import-d'), READ_STORE: 'mongodb', MONGO_URL: process.env.MONGO_URL, MONGO_DB: `bench_csv_${Date.now()}`, BUS: 'kafka', KAFKA_BROKERS: process.env.KAFKA_BROKERS }, DISTRIBUTED_IMPORT_ROWS));
} else {
  console.log('distributed import: skipped (set MONGO_URL and KAFKA_BROKERS, see scripts/servers.sh)');
}
printTable('people import', imports);
const exported = await exportScenario();
printTable(`people export, ${EXPORT_PEOPLE} people (embedded read store)`, [exported]);
emitJson('people-csv', { imports, export: exported });
