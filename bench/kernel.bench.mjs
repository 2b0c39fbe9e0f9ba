// The kernel benchmark (issue 20): the command path side by side with its ceilings, in one run.
//
//   http        assign-then-remove subscription pairs over keep-alive HTTP against the built api (embedded
//               mode, 1 and 8 organisations), a bare NestJS POST handler and plain node:http, at
//               concurrency 1, 16 and 64; requests/s and p50/p99 per request, the api's RSS, and the
//               subscription-ended e-mails still owed when a command-path cell ended and how long they took.
//   projections the same command path (1 organisation, concurrency 16) with the real read models and with
//               20 more registered (bench/servers/api.cjs adds synthetic ones for capabilities the commands never touch).
//   memory      RSS of the api after each of several rounds of 1,500 commands.
//   rebuild     every read model built from position 0 by the ProjectionRunner, against a raw catch-up of
//               the same log: better-sqlite3 reads, each event decoded once, the same evolve functions over
//               plain Maps, the touched documents written as JSON in one transaction per batch.
//   list        GET people pages of 50 with 100,000 people in one organisation: every sort, several
//               filters, first and last page, through HTTP.
//   list-mongo  the same list served from MongoDB (when MONGO_URL is set; BENCH_MONGO_LIST_PEOPLE people).
//   pairs       the three ratios that cells minutes apart measure poorly on a machine whose speed drifts:
//               both servers up at once and measured in turn, BENCH_PAIRS rounds (default 5) of bare NestJS
//               then the command path (1 organisation, c16), of the api with the real read models then
//               with 20 more, and of the api with 1 organisation then with 8; each round's ratio, and their median.
//   floor       BENCH_PAIRS rounds of bare NestJS, then the command path as it runs, without the integration
//               consumers, and without the publisher either: what that asynchronous work costs per command.
//               Every cell also gives the client's CPU per request and the share of the machine left idle.
//
// Usage: node scripts/build.mjs --no-web && node bench/kernel.bench.mjs [http projections memory rebuild list list-mongo pairs floor]
// Run it on a quiet machine (the whole benchmark under the CPU lock); BENCH_SECONDS sets each cell's length,
// BENCH_CONCURRENCIES (1,16,64) and BENCH_ORGANISATIONS (1,8) the http cells, BENCH_CPU_PROF=<dir> profiles the api.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, freePort, percentile, printTable, registerUsers, root, round, signIn, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const SECRET = 'bench-secret-bench-secret-bench-secret-0';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCIES ?? '1,16,64').split(',').map(Number);
const ORGANISATIONS = (process.env.BENCH_ORGANISATIONS ?? '1,8').split(',').map(Number);
const LIST_PEOPLE = Number(process.env.BENCH_LIST_PEOPLE ?? 100_000);
const REBUILD_PEOPLE = Number(process.env.BENCH_REBUILD_PEOPLE ?? 10_000);
const REBUILD_RUNS = Number(process.env.BENCH_REBUILD_RUNS ?? 3);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
/** FerretDB (CI's MongoDB-wire server) scans a collection for every such query, hence fewer by default. */
const MONGO_LIST_PEOPLE = Number(process.env.BENCH_MONGO_LIST_PEOPLE ?? 10_000);
const sections = process.argv.slice(2);
const wanted = (name) => sections.length === 0 || sections.includes(name);

const PASSWORD = 'bench-password';
/** The superadmin (org null) or the admin of an organisation the bench signs in as. */
const benchUser = (org) => ({ userId: `bench-${org ?? 'root'}`, email: `${org ?? 'root'}@bench.example`, organisationId: org ?? 'hq', password: PASSWORD, superadmin: !org });
const orgName = (o) => `bench_org_${o}`;
/** Writes the bench's users into a data directory's event store (before its api starts). */
const prepareUsers = (dir, orgs) => registerUsers(dir, [benchUser(null), ...orgs.map(benchUser)]);
const tokenOf = (api, org) => signIn(`http://127.0.0.1:${api.port}`, benchUser(org).email, PASSWORD);

// --- servers and a keep-alive client ---------------------------------------------------------------------

const startServer = async (script, env = {}) => {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each api server (written when it stops), for finding where time goes.
  const profile = process.env.BENCH_CPU_PROF && script.endsWith('api.cjs') ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, ['--expose-gc', ...profile, script], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    pid: child.pid,
    /** CPU time of the server process (every thread), in ms: /proc's utime + stime at 100 ticks a second. */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
    },
    rssMb: () => round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024, 0),
    /** Heap used after a full collection (bench/servers/api.cjs answers over IPC). */
    heapMb: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(round(message.heap / 1024 / 1024, 1)));
        child.send('heap');
      }),
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
};

const client = (port, concurrency) => {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
  const send = (method, path, token, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-length': Buffer.byteLength(payload) } : { 'content-length': 0 }) };
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
};

/**
 * `concurrency` workers call `step(worker, i)` (one request each) for `seconds` after a one-second warm-up.
 * A worker stops only after an odd step, so an assign is always followed by its remove.
 */
const measure = async (concurrency, seconds, step, server) => {
  const latencies = [];
  let failed = 0;
  let measuring = false;
  let stop = false;
  const worker = async (w) => {
    for (let i = 0; !(stop && i % 2 === 0); i++) {
      const started = performance.now();
      const ok = await step(w, i);
      if (!measuring) continue;
      latencies.push(performance.now() - started);
      if (!ok) failed++;
    }
  };
  const running = Array.from({ length: concurrency }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, 1000));
  measuring = true;
  const started = performance.now();
  const cpuBefore = server?.cpuMs();
  const clientBefore = process.cpuUsage();
  const idleBefore = machineTicks();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpuAfter = server?.cpuMs();
  const clientCpu = process.cpuUsage(clientBefore);
  const idleAfter = machineTicks();
  const cpu = server ? cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system : null;
  const system = server ? cpuAfter.system - cpuBefore.system : null;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(running);
  const sorted = latencies.sort((a, b) => a - b);
  // The server's CPU per request (all its threads): less moved by other load on the machine than the rate.
  const cpuMsPerRequest = cpu === null || sorted.length === 0 ? undefined : round(cpu / sorted.length, 3);
  const systemShare = cpu ? round(system / cpu, 2) : undefined;
  // This process (the client) per request, and how much of the machine's CPU nobody used meanwhile.
  const clientCpuMsPerRequest = sorted.length === 0 ? undefined : round((clientCpu.user + clientCpu.system) / 1000 / sorted.length, 3);
  const idleShare = round((idleAfter.idle - idleBefore.idle) / (idleAfter.total - idleBefore.total), 2);
  return { perSecond: round(sorted.length / elapsed, 0), p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), requests: sorted.length, failed, cpuMsPerRequest, systemShare, clientCpuMsPerRequest, idleShare };
};

/** The machine's CPU ticks (all cores) from /proc/stat: idle (with iowait) and in all. */
const machineTicks = () => {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((sum, t) => sum + t, 0) };
};

// --- the command path -------------------------------------------------------------------------------------

/** An api with `orgCount` organisations and `perOrg` people each, ready for assign/remove pairs. */
const commandWorld = async (api, orgCount, perOrg) => {
  const c = client(api.port, 16);
  const rootToken = await tokenOf(api, null);
  const orgs = [];
  for (let o = 0; o < orgCount; o++) {
    const org = orgName(o);
    const created = await c.send('POST', '/v1/enterprise', rootToken, { organisation_id: org, name: org, subscriptions: 100_000, nfc_cards: 0 });
    if (created.status !== 201) throw new Error(`creating ${org}: ${created.status} ${created.body}`);
    orgs.push({ org, token: await tokenOf(api, org), people: [] });
  }
  await Promise.all(
    orgs.flatMap((o) =>
      Array.from({ length: perOrg }, async (_, i) => {
        const res = await c.send('PUT', `/v1/enterprise/${o.org}/people`, o.token, { first_name: `P${i}`, last_name: o.org, position: 'Tester', email: `p${i}@${o.org}.example` });
        if (res.status !== 201) throw new Error(`creating a person: ${res.status} ${res.body}`);
        o.people.push(JSON.parse(res.body).personId);
      }),
    ),
  );
  c.close();
  return orgs;
};

/**
 * Worker w owns its own people (so its assign and remove never meet another worker's) and alternates.
 * `done.removals` counts the removals answered: each is an e-mail the subscription-ended consumer sends.
 */
const commandPairs = (orgs, concurrency, done = { removals: 0 }) => {
  const owned = Array.from({ length: concurrency }, (_, w) => {
    const o = orgs[w % orgs.length];
    const slot = Math.floor(w / orgs.length);
    const stride = Math.ceil(concurrency / orgs.length);
    return { o, people: o.people.filter((_, i) => i % stride === slot) };
  });
  return (send) => async (w, i) => {
    const { o, people } = owned[w];
    const person = people[Math.floor(i / 2) % people.length];
    const assign = i % 2 === 0;
    const res = await send('PUT', `/v1/enterprise/${o.org}/people/${person}/${assign ? 'assign-subscription' : 'remove-subscription'}`, o.token, assign ? { type: 'digital', send_email: false } : {});
    if (!assign && res.status === 200) done.removals += 1;
    return res.status === (assign ? 204 : 200);
  };
};

/** The e-mails in the api's captured mailbox (a count in its SQLite file). */
const mailCount = async (dir) => {
  const db = new Database(join(dir, 'mail/mailbox.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT COUNT(*) AS n FROM messages').get().n;
  } finally {
    db.close();
  }
};

/**
 * What the consumers still owed when a cell ended: the subscription-ended e-mails not sent yet
 * (`mailBacklog`), and how long after the cell the last of them took (`drainMs`, polled every 50 ms; null
 * when they were not all there within 60 s). A rate whose consumers fall behind is not one it can keep.
 */
const mailBacklog = async (dir, expected) => {
  const ended = performance.now();
  const mailBacklog = expected - (await mailCount(dir));
  while ((await mailCount(dir)) < expected) {
    if (performance.now() - ended > 60_000) return { mailBacklog, drainMs: null };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { mailBacklog, drainMs: round(performance.now() - ended, 0) };
};

const httpSection = async () => {
  const rows = [];
  const ceilings = [
    ['node:http', join(root, 'bench/servers/plain-http.cjs'), '/'],
    ['bare NestJS', join(root, 'bench/servers/bare-nest.cjs'), '/bare'],
  ];
  for (const [name, script, path] of ceilings) {
    const server = await startServer(script);
    for (const concurrency of CONCURRENCIES) {
      const c = client(server.port, concurrency);
      const r = await measure(concurrency, SECONDS, async () => (await c.send('POST', path, null, { type: 'digital', send_email: false })).status === 200, server);
      c.close();
      rows.push({ server: name, organisations: '-', concurrency, ...r });
    }
    await server.stop();
  }
  for (const orgCount of ORGANISATIONS) {
    const dir = tempDir('kernel-http');
    await prepareUsers(dir, Array.from({ length: orgCount }, (_, o) => orgName(o)));
    const api = await startServer(join(root, 'bench/servers/api.cjs'), { DATA_DIR: dir, AUTH_SECRET: SECRET });
    const orgs = await commandWorld(api, orgCount, Math.max(64, 8 * orgCount));
    for (const concurrency of CONCURRENCIES) {
      const c = client(api.port, concurrency);
      const mailsBefore = await mailCount(dir);
      const done = { removals: 0 };
      const r = await measure(concurrency, SECONDS, commandPairs(orgs, concurrency, done)(c.send), api);
      c.close();
      rows.push({ server: 'command path', organisations: orgCount, concurrency, ...r, rssMb: api.rssMb(), ...(await mailBacklog(dir, mailsBefore + done.removals)) });
    }
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(`HTTP: assign/remove subscription pairs vs a bare NestJS handler vs node:http (${SECONDS} s per cell, keep-alive)`, rows);
  const rate = (server, orgs, concurrency) => rows.find((r) => r.server === server && r.organisations === orgs && r.concurrency === concurrency)?.perSecond;
  const ratios = {
    oneOrgC16VsBareNest: round(rate('command path', 1, 16) / rate('bare NestJS', '-', 16), 3),
    eightOrgsVsOneC16: round(rate('command path', 8, 16) / rate('command path', 1, 16), 2),
  };
  printTable('HTTP ratios (targets: >= 0.40 of bare NestJS at 16 with p99 < 25 ms; 8 organisations >= 1.5 x 1)', [ratios]);
  return { rows, ratios };
};

/** 20 more read models than the real ones (the 10 -> 30): synthetic ones the commands never touch. */
const EXTRA_PROJECTIONS = 20;

/** An api (embedded, `orgCount` organisations with 64 people each) ready for assign/remove pairs at `concurrency`. */
const commandApi = async (concurrency, env = {}, seconds = SECONDS, orgCount = 1) => {
  const dir = tempDir('kernel-command');
  await prepareUsers(dir, Array.from({ length: orgCount }, (_, o) => orgName(o)));
  const api = await startServer(join(root, 'bench/servers/api.cjs'), { DATA_DIR: dir, AUTH_SECRET: SECRET, ...env });
  const orgs = await commandWorld(api, orgCount, 64);
  const c = client(api.port, concurrency);
  return {
    run: () => measure(concurrency, seconds, commandPairs(orgs, concurrency)(c.send), api),
    stop: async () => {
      c.close();
      await api.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const projectionsSection = async () => {
  const rows = [];
  for (const extra of [0, EXTRA_PROJECTIONS]) {
    const api = await commandApi(16, { BENCH_EXTRA_PROJECTIONS: String(extra) }, SECONDS * 2);
    rows.push({ projections: projector.allProjections.length + extra, organisations: 1, concurrency: 16, ...(await api.run()) });
    await api.stop();
  }
  const drop = round(1 - rows[1].perSecond / rows[0].perSecond, 3);
  printTable(`Command rate with the ${rows[0].projections} real read models and with ${EXTRA_PROJECTIONS} more registered (target: drop < 10%; drop ${round(drop * 100, 1)}%)`, rows);
  return { rows, drop };
};

/** `rounds` rounds of `a` then `b`, both already up: each round's figures and `ratio` of b over a. */
const alternate = async (rounds, a, b, ratio) => {
  const rows = [];
  for (let n = 1; n <= rounds; n++) {
    const first = await a.run();
    const second = await b.run();
    rows.push({ round: n, ...ratio(first, second) });
  }
  return rows;
};

/** Bare NestJS up and a keep-alive client at c16: `run` measures one cell, `stop` ends both. */
const bareNestCell = async () => {
  const server = await startServer(join(root, 'bench/servers/bare-nest.cjs'));
  const c = client(server.port, 16);
  return {
    run: () => measure(16, SECONDS, async () => (await c.send('POST', '/bare', null, { type: 'digital', send_email: false })).status === 200, server),
    stop: async () => {
      c.close();
      await server.stop();
    },
  };
};

const median = (values) => percentile([...values].sort((x, y) => x - y), 50);

const pairsSection = async () => {
  const bare = await bareNestCell();
  const command = await commandApi(16);
  const http = await alternate(PAIRS, bare, command, (n, c) => ({
    bareNestPerSecond: n.perSecond,
    commandPerSecond: c.perSecond,
    commandP99: c.p99,
    ratio: round(c.perSecond / n.perSecond, 3),
    cpuRatio: round(c.cpuMsPerRequest / n.cpuMsPerRequest, 2),
  }));
  await bare.stop();
  const withMore = await commandApi(16, { BENCH_EXTRA_PROJECTIONS: String(EXTRA_PROJECTIONS) });
  const projections = await alternate(PAIRS, command, withMore, (real, more) => ({
    realPerSecond: real.perSecond,
    morePerSecond: more.perSecond,
    drop: round(1 - more.perSecond / real.perSecond, 3),
    cpuMsPerRequest: `${real.cpuMsPerRequest} -> ${more.cpuMsPerRequest}`,
  }));
  await withMore.stop();
  const eight = await commandApi(16, {}, SECONDS, 8);
  const organisations = await alternate(PAIRS, command, eight, (one, many) => ({
    onePerSecond: one.perSecond,
    eightPerSecond: many.perSecond,
    ratio: round(many.perSecond / one.perSecond, 2),
    cpuMsPerRequest: `${one.cpuMsPerRequest} -> ${many.cpuMsPerRequest}`,
  }));
  await command.stop();
  await eight.stop();
  const figures = {
    oneOrgC16VsBareNest: median(http.map((r) => r.ratio)),
    commandP99: median(http.map((r) => r.commandP99)),
    dropWith20More: median(projections.map((r) => r.drop)),
    eightOrgsVsOne: median(organisations.map((r) => r.ratio)),
  };
  printTable(`Side by side, ${PAIRS} rounds of bare NestJS then the command path (1 organisation, c16, ${SECONDS} s each; target ratio >= 0.40 with p99 < 25 ms): median ratio ${figures.oneOrgC16VsBareNest}, median p99 ${figures.commandP99} ms`, http);
  printTable(`Side by side, ${PAIRS} rounds of the api with the ${projector.allProjections.length} real read models then with ${EXTRA_PROJECTIONS} more (target: drop < 10%): median drop ${round(figures.dropWith20More * 100, 1)}%`, projections);
  printTable(`Side by side, ${PAIRS} rounds of the api with 1 organisation then with 8 (c16; target >= 1.5): median ratio ${figures.eightOrgsVsOne}`, organisations);
  return { http, projections, organisations, ...figures };
};

/**
 * What the command path costs without its asynchronous work, side by side: BENCH_PAIRS rounds of bare NestJS,
 * then the api as it runs (every read model, the integration publisher, every consumer), then without the
 * consumers, then without the publisher either (nothing reaches the bus). All at c16, 1 organisation. Each
 * cell gives its rate against bare NestJS's in the same round, its CPU per request against bare NestJS's
 * (all threads of the server), the client's CPU per request and the share of the machine left idle.
 */
const floorSection = async () => {
  const bare = await bareNestCell();
  const variants = [
    ['as it runs', await commandApi(16)],
    ['no consumers', await commandApi(16, { BENCH_CONSUMERS: 'none' })],
    ['no publisher, no consumers', await commandApi(16, { BENCH_CONSUMERS: 'none', BENCH_PUBLISH: 'false' })],
  ];
  const rows = [];
  for (let n = 1; n <= PAIRS; n++) {
    const b = await bare.run();
    rows.push({ round: n, server: 'bare NestJS', perSecond: b.perSecond, p99: b.p99, cpuMsPerRequest: b.cpuMsPerRequest, clientCpuMsPerRequest: b.clientCpuMsPerRequest, idleShare: b.idleShare });
    for (const [name, api] of variants) {
      const c = await api.run();
      rows.push({ round: n, server: `command path, ${name}`, perSecond: c.perSecond, p99: c.p99, cpuMsPerRequest: c.cpuMsPerRequest, clientCpuMsPerRequest: c.clientCpuMsPerRequest, idleShare: c.idleShare, ratio: round(c.perSecond / b.perSecond, 3), cpuRatio: round(c.cpuMsPerRequest / b.cpuMsPerRequest, 2) });
    }
  }
  await bare.stop();
  for (const [, api] of variants) await api.stop();
  const medians = ['bare NestJS', ...variants.map(([name]) => `command path, ${name}`)].map((server) => {
    const of = rows.filter((r) => r.server === server);
    const m = (key) => (of[0][key] === undefined ? undefined : median(of.map((r) => r[key])));
    return { server, perSecond: m('perSecond'), p99: m('p99'), cpuMsPerRequest: m('cpuMsPerRequest'), clientCpuMsPerRequest: m('clientCpuMsPerRequest'), idleShare: m('idleShare'), ratio: m('ratio'), cpuRatio: m('cpuRatio') };
  });
  printTable(`Floor: ${PAIRS} rounds of bare NestJS then the command path as it runs, without consumers, and without publisher and consumers (1 organisation, c16, ${SECONDS} s each)`, rows);
  printTable('Floor: medians over the rounds (ratio and cpuRatio against bare NestJS in the same round)', medians);
  return { rows, medians };
};

const memorySection = async () => {
  const dir = tempDir('kernel-memory');
  await prepareUsers(dir, [orgName(0)]);
  const api = await startServer(join(root, 'bench/servers/api.cjs'), { DATA_DIR: dir, AUTH_SECRET: SECRET });
  const orgs = await commandWorld(api, 1, 64);
  const c = client(api.port, 16);
  const pairs = commandPairs(orgs, 16)(c.send);
  const rows = [{ round: 0, commands: 0, rssMb: api.rssMb(), heapAfterGcMb: await api.heapMb() }];
  const ROUND = 1500;
  for (let r = 1; r <= 6; r++) {
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; next < ROUND; i++) {
          next++;
          await pairs(w, r * 1000 + i);
        }
      }),
    );
    rows.push({ round: r, commands: r * ROUND, rssMb: api.rssMb(), heapAfterGcMb: await api.heapMb() });
  }
  c.close();
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
  printTable('Memory: RSS of the api, and its heap after a full collection, after each round of 1,500 commands (1 organisation, concurrency 16)', rows);
  return { rows, rssGrowthAfterFirstRoundMb: rows[rows.length - 1].rssMb - rows[1].rssMb, heapGrowthAfterFirstRoundMb: round(rows[rows.length - 1].heapAfterGcMb - rows[1].heapAfterGcMb, 1) };
};

// --- the log for rebuild and list -------------------------------------------------------------------------

const { SqliteEventStore, EmbeddedReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
const projector = require(join(root, 'apps/projector/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Radia', 'Linus', 'Frances', 'John', 'Hedy', 'Tim', 'Karen', 'Dennis'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Thompson', 'Perlman', 'Torvalds', 'Allen', 'McCarthy', 'Lamarr', 'Berners-Lee', 'Jones', 'Ritchie'];
const DEPARTMENTS = ['Sales', 'Engineering', 'Marketing', 'Support', 'Finance', 'Operations'];

/** Writes organisations and people straight into a SQLite event store, as the api would have appended them. */
const writePeopleLog = async (file, orgCount, people) => {
  const events = new SqliteEventStore({ file });
  const meta = (organisationId, at) => ({ organisationId, actor: { userId: 'bench' }, correlationId: 'c', causationId: 'c', occurredAt: at, schemaVersion: 1 });
  const event = (organisationId, type, data, at) => ({ id: randomUUID(), type, data, metadata: meta(organisationId, at) });
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let o = 0; o < orgCount; o++) {
    const org = `org${o}`;
    const at = new Date(start).toISOString();
    await events.append(
      `organisation-${org}`,
      [
        event(org, 'OrganisationCreated', {
          organisationId: org, name: org, isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
          subscriptions: { type: 'Enterprise', purchased: people }, nfcCards: { purchased: people },
          features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } }, createdAt: at,
        }, at),
      ],
      'no-stream',
    );
  }
  const used = new Array(orgCount).fill(0);
  let appends = [];
  for (let i = 0; i < people; i++) {
    const org = `org${i % orgCount}`;
    const personId = randomUUID();
    const at = new Date(start + i * 1000 + (i % 7) * 13).toISOString();
    const first = FIRST[(i * 7) % FIRST.length];
    const last = LAST[(i * 11) % LAST.length];
    const profile = { ...emptyPersonProfile(), first_name: `${first}${i % 997}`, last_name: last, position: i % 3 === 0 ? 'Engineer' : 'Manager', department: DEPARTMENTS[i % DEPARTMENTS.length], email: `${first.toLowerCase()}.${i}@bench.example` };
    appends.push(events.append(`organisation-${org}`, [event(org, 'PersonEmailClaimed', { personId, email: profile.email }, at)], 'any'));
    appends.push(events.append(`person-${personId}`, [event(org, 'PersonCreated', { personId, organisationId: org, profile, unverified: i % 10 === 0, selfRegistration: false, createdAt: at, createdBy: 'bench' }, at)], 'no-stream'));
    if (i % 2 === 0) {
      used[i % orgCount] += 1;
      const nfc = i % 6 === 0;
      appends.push(events.append(`organisation-${org}`, [event(org, 'SubscriptionAssigned', { personId, type: nfc ? 'nfc' : 'digital', cardShortCode: null, sendEmail: false, used: used[i % orgCount], nfcUsed: 0 }, at)], 'any'));
    }
    if (i % 5 === 0) {
      const later = new Date(start + people * 1000 + ((i * 7919) % people) * 1000).toISOString();
      appends.push(events.append(`person-${personId}`, [event(org, 'PersonUpdated', { personId, profile: { ...profile, position: 'Lead' }, updatedAt: later, updatedBy: 'bench' }, later)], 0));
    }
    if (appends.length >= 2000) await Promise.all(appends.splice(0));
  }
  await Promise.all(appends);
  const head = await events.headPosition();
  await events.close();
  return head;
};

// --- rebuild against a raw catch-up ----------------------------------------------------------------------

const rawCatchUp = (file, outFile, projections, batchSize) => {
  const log = new Database(file, { readonly: true });
  const out = new Database(outFile);
  out.pragma('journal_mode = WAL');
  out.pragma('synchronous = NORMAL');
  out.exec('CREATE TABLE docs (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id)); CREATE TABLE checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);');
  const page = log.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
  const put = out.prepare('INSERT OR REPLACE INTO docs (collection, id, doc) VALUES (?, ?, ?)');
  const remove = out.prepare('DELETE FROM docs WHERE collection = ? AND id = ?');
  const checkpoint = out.prepare('INSERT OR REPLACE INTO checkpoints (name, position) VALUES (?, ?)');
  const states = projections.map((p) => ({ p, collection: projector.collectionName(p), types: new Set(p.eventTypes), docs: new Map() }));
  const commit = out.transaction((dirty, position) => {
    for (const [s, ids] of dirty) {
      for (const id of ids) {
        const doc = s.docs.get(id);
        if (doc) put.run(s.collection, id, JSON.stringify(doc));
        else remove.run(s.collection, id);
      }
      checkpoint.run(s.p.name, position);
    }
  });
  let cursor = 0;
  for (;;) {
    const rows = page.all(cursor, batchSize);
    if (rows.length === 0) break;
    const batch = rows.map((r) => ({ id: r.id, streamId: r.stream_id, revision: r.revision, position: r.position, type: r.type, data: JSON.parse(r.data), metadata: JSON.parse(r.metadata), recordedAt: r.recorded_at }));
    const dirty = new Map();
    for (const s of states) {
      const ids = new Set();
      for (const e of batch) {
        if (!s.types.has(e.type)) continue;
        for (const id of projector.documentIdsOf(s.p, e)) {
          const next = s.p.evolve(s.docs.get(id) ?? null, e, id);
          if (next) s.docs.set(id, { ...next, _id: id, _version: e.position });
          else s.docs.delete(id);
          ids.add(id);
        }
      }
      dirty.set(s, ids);
    }
    cursor = batch[batch.length - 1].position;
    commit(dirty, cursor);
  }
  log.close();
  out.close();
};

const rebuildSection = async () => {
  const dir = tempDir('kernel-rebuild');
  const file = join(dir, 'events.sqlite');
  const head = await writePeopleLog(file, 5, REBUILD_PEOPLE);
  const projections = projector.allProjections;
  const results = [];
  // Run 0 warms both paths up (the runner's code is cold on its first pass, the raw loop is small) and is
  // not reported, as every http cell has a warm-up second first.
  for (let run = 0; run <= REBUILD_RUNS; run++) {
    let started = performance.now();
    rawCatchUp(file, join(dir, `raw-${run}.sqlite`), projections, 500);
    const raw = (performance.now() - started) / 1000;

    const events = new SqliteEventStore({ file });
    const store = new EmbeddedReadStore({ file: join(dir, `rebuild-${run}.sqlite`) });
    const runner = new projector.ProjectionRunner(events, store, projections, {});
    started = performance.now();
    await runner.start();
    while (!(await runner.waitFor(head, 120_000)));
    const rebuild = (performance.now() - started) / 1000;
    await runner.stop();
    await store.close();
    await events.close();
    if (run > 0) results.push({ run, events: head, projections: projections.length, rawSeconds: round(raw), rebuildSeconds: round(rebuild), rawEventsPerSecond: round(head / raw, 0), rebuildEventsPerSecond: round(head / rebuild, 0), ratio: round(raw / rebuild, 3) });
  }
  rmSync(dir, { recursive: true, force: true });
  // Runs on this machine move by 30% and more (other load on the host): the median says more than any one.
  const medianRatio = percentile(results.map((r) => r.ratio).sort((a, b) => a - b), 50);
  printTable(`Rebuild (ProjectionRunner, every read model from 0) against a raw better-sqlite3 catch-up of the same log (target ratio >= 0.7; median ${medianRatio})`, results);
  return { results, medianRatio };
};

// --- the people list at scale ----------------------------------------------------------------------------

/**
 * GET pages of 50 of org0's people over HTTP: every sort with its first, middle and last page, `repeats`
 * times each, per filter. Answers a row per filter plus one for all of them.
 */
const listQueries = async (c, token, repeats) => {
  const get = async (query) => {
    const t = performance.now();
    const res = await c.send('GET', `/v1/enterprise/org0/people?${query}`, token);
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.body}`);
    return { ms: performance.now() - t, body: JSON.parse(res.body) };
  };
  // The first query of each sort after a start from an empty read store builds that sort's index (embedded);
  // it is reported on its own (a restart on existing read models builds them while starting).
  const cold = [];
  for (const sort of LIST_SORTS) cold.push((await get(`page=0&page_size=50&sort=${sort}`)).ms);
  const rows = [];
  const all = [];
  for (const [filterName, filter] of Object.entries(LIST_FILTERS)) {
    const latencies = [];
    let total = 0;
    for (const sort of LIST_SORTS) {
      const first = await get(`page=0&page_size=50&sort=${sort}${filter}`);
      total = first.body.total;
      const last = Math.max(0, Math.ceil(total / 50) - 1);
      for (const page of [0, Math.floor(last / 2), last]) {
        for (let i = 0; i < repeats; i++) latencies.push((await get(`page=${page}&page_size=50&sort=${sort}${filter}`)).ms);
      }
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    rows.push({ filter: filterName, total, requests: latencies.length, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies[latencies.length - 1]) });
  }
  all.sort((a, b) => a - b);
  rows.push({ filter: 'all', total: '-', requests: all.length, p50: round(percentile(all, 50)), p99: round(percentile(all, 99)), max: round(all[all.length - 1]) });
  return { rows, coldFirstQueryMaxMs: round(Math.max(...cold)) };
};

const LIST_SORTS = ['name', '-name', 'email', '-email', 'created', '-created', 'updated', '-updated'];
const LIST_FILTERS = { none: '', active: '&subscription=active', inactive: '&subscription=inactive', 'no card': '&card=false', search: '&search=lovelace' };

const listSection = async () => {
  const dir = tempDir('kernel-list');
  await prepareUsers(dir, ['org0']);
  const head = await writePeopleLog(join(dir, 'events.sqlite'), 1, LIST_PEOPLE);
  const started = performance.now();
  const api = await startServer(join(root, 'bench/servers/api.cjs'), { DATA_DIR: dir, AUTH_SECRET: SECRET });
  const c = client(api.port, 1);
  for (;;) {
    const health = JSON.parse((await c.send('GET', '/health')).body);
    if (health.projections.every((p) => p.checkpoint >= head)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const catchUpSeconds = round((performance.now() - started) / 1000);
  const { rows, coldFirstQueryMaxMs } = await listQueries(c, await tokenOf(api, 'org0'), 3);
  const rssMb = api.rssMb();
  c.close();
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
  printTable(`People list, ${LIST_PEOPLE} people in one organisation, pages of 50 over HTTP (first, middle and last page of every sort, 3 times each; target p99 < 50 ms)`, rows);
  printTable('People list: the api catching up on that log at start, then the first query of each sort', [{ events: head, catchUpSeconds, rssMb, coldFirstQueryMaxMs }]);
  return { people: LIST_PEOPLE, rows, catchUpSeconds, rssMb, coldFirstQueryMaxMs };
};

/**
 * The same list on the MongoDB adapter (MONGO_URL): the read models are built from the log into an
 * embedded store, copied into a fresh MongoDB database (with their checkpoints), and an api with
 * READ_STORE=mongodb and PROJECTOR=external serves the queries, having created the declared indexes.
 */
const listMongoSection = async () => {
  if (!process.env.MONGO_URL) {
    console.log('\nPeople list on MongoDB: skipped, MONGO_URL is not set');
    return { skipped: 'MONGO_URL is not set' };
  }
  const { MongoClient } = require(join(root, 'node_modules/mongodb'));
  const { MongoReadStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
  const dir = tempDir('kernel-list-mongo');
  await prepareUsers(dir, ['org0']);
  const head = await writePeopleLog(join(dir, 'events.sqlite'), 1, MONGO_LIST_PEOPLE);
  const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const embedded = new EmbeddedReadStore({ file: join(dir, 'built.sqlite') });
  const runner = new projector.ProjectionRunner(events, embedded, projector.allProjections, {});
  await runner.start();
  while (!(await runner.waitFor(head, 120_000)));
  await runner.stop();
  const database = `bench_list_${process.pid}_${Date.now()}`;
  const mongo = await MongoClient.connect(process.env.MONGO_URL);
  const copied = await MongoReadStore.create({ url: process.env.MONGO_URL, database });
  const started = performance.now();
  for (const name of await embedded.collections()) {
    const docs = await embedded.collection(name).find();
    for (let i = 0; i < docs.length; i += 1000) await mongo.db(database).collection(name).insertMany(docs.slice(i, i + 1000), { ordered: true });
  }
  for (const projection of projector.allProjections) {
    const name = projector.checkpointName(projection);
    const position = await embedded.getCheckpoint(name);
    if (position !== null) await copied.setCheckpoint(name, position);
  }
  const copySeconds = round((performance.now() - started) / 1000);
  await copied.close();
  await embedded.close();
  await events.close();
  const api = await startServer(join(root, 'bench/servers/api.cjs'), { DATA_DIR: dir, AUTH_SECRET: SECRET, READ_STORE: 'mongodb', MONGO_DB: database, PROJECTOR: 'external', CONSISTENCY_WAIT_MS: '0' });
  const c = client(api.port, 1);
  const { rows, coldFirstQueryMaxMs } = await listQueries(c, await tokenOf(api, 'org0'), 1);
  c.close();
  await api.stop();
  await mongo.db(database).dropDatabase();
  await mongo.close();
  rmSync(dir, { recursive: true, force: true });
  printTable(`People list on MongoDB (${process.env.MONGO_URL.replace(/\/\/[^@/]*@/, '//')}), ${MONGO_LIST_PEOPLE} people in one organisation, pages of 50 over HTTP (first, middle and last page of every sort, once each)`, rows);
  return { people: MONGO_LIST_PEOPLE, rows, copySeconds, coldFirstQueryMaxMs };
};

const figures = { machine: `${process.platform} ${process.arch}, node ${process.version}`, at: new Date().toISOString() };
if (wanted('http')) figures.http = await httpSection();
if (wanted('projections')) figures.projections = await projectionsSection();
if (wanted('memory')) figures.memory = await memorySection();
if (wanted('rebuild')) figures.rebuild = await rebuildSection();
if (wanted('list')) figures.list = await listSection();
if (wanted('list-mongo')) figures.listMongo = await listMongoSection();
if (wanted('pairs')) figures.pairs = await pairsSection();
if (wanted('floor')) figures.floor = await floorSection();
emitJson('kernel', figures);
