// HTTP command throughput and latency for assign and remove subscription, against the built api in
// embedded mode (SQLite events with synchronous=FULL, embedded read models), over real loopback HTTP.
// Every command answers after its read models include it (read-your-writes), so that is in the figures.
// Usage: node bench/http-commands.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, runConcurrently, startApi, summarise, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { TokenService } = require(join(root, 'apps/api/dist/shared/auth/token.service.js'));

const SECRET = 'bench-secret-bench-secret-bench-secret-0';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ORGS = [1, 8];

const tokens = new TokenService(SECRET);
const principal = (org, superadmin = false) => ({
  userId: superadmin ? 'bench-super' : `bench-${org}`,
  email: 'bench@example.com',
  organisationId: superadmin ? 'hq' : org,
  organisationIds: [superadmin ? 'hq' : org],
  admin: true,
  superadmin,
});

const call = async (url, token, method, path, body) => {
  const response = await fetch(url + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
};

const scenario = async (orgCount) => {
  const api = await startApi({ DATA_DIR: tempDir('http'), AUTH_SECRET: SECRET });
  try {
    const root = await tokens.sign(principal(null, true), '1h');
    const orgs = Array.from({ length: orgCount }, (_, i) => `bench_org_${i}`);
    const admins = {};
    for (const org of orgs) {
      await call(api.url, root, 'POST', '/v1/enterprise', { organisation_id: org, name: org, subscriptions: PEOPLE, nfc_cards: 0 });
      admins[org] = await tokens.sign(principal(org), '1h');
    }
    const people = [];
    const created = await runConcurrently(PEOPLE, CONCURRENCY, async (i) => {
      const org = orgs[i % orgs.length];
      const response = await fetch(`${api.url}/v1/enterprise/${org}/people`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admins[org]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: `P${i}`, last_name: 'Bench', position: 'Tester', email: `p${i}@bench.example` }),
      });
      people.push({ org, id: (await response.json()).personId });
    });

    const assign = [];
    const remove = [];
    let failures = 0;
    let assignSeconds = 0;
    let removeSeconds = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const a = await runConcurrently(people.length, CONCURRENCY, async (i) => {
        const { org, id } = people[i];
        if ((await call(api.url, admins[org], 'PUT', `/v1/enterprise/${org}/people/${id}/assign-subscription`, { type: 'digital', send_email: false })) !== 204) failures++;
      });
      const d = await runConcurrently(people.length, CONCURRENCY, async (i) => {
        const { org, id } = people[i];
        if ((await call(api.url, admins[org], 'PUT', `/v1/enterprise/${org}/people/${id}/remove-subscription`)) !== 200) failures++;
      });
      assign.push(...a.latencies);
      remove.push(...d.latencies);
      assignSeconds += a.seconds;
      removeSeconds += d.seconds;
    }
    return {
      organisations: orgCount,
      createPerson: { perSecond: round(PEOPLE / created.seconds, 0), ...summarise(created.latencies) },
      assign: { perSecond: round(assign.length / assignSeconds, 0), ...summarise(assign) },
      remove: { perSecond: round(remove.length / removeSeconds, 0), ...summarise(remove) },
      failures,
    };
  } finally {
    await api.stop();
  }
};

const results = [];
for (const orgs of ORGS) results.push(await scenario(orgs));
printTable(
  `HTTP commands (concurrency ${CONCURRENCY}, ${PEOPLE} people, ${ROUNDS} rounds of assign + remove each)`,
  results.flatMap((r) =>
    ['createPerson', 'assign', 'remove'].map((op) => ({ organisations: r.organisations, command: op, 'ops/s': r[op].perSecond, 'p50 ms': r[op].p50, 'p99 ms': r[op].p99, requests: r[op].count, failed: r.failures })),
  ),
);
emitJson('http-commands', { concurrency: CONCURRENCY, results });
