// Shared helpers for the benchmark scripts: percentiles, a free port, a child api process, printing.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const summarise = (latenciesMs) => {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

export const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const tempDir = (name) => mkdtempSync(join(tmpdir(), `profyle-bench-${name}-`));

// A bench cut short (a time limit's SIGTERM, Ctrl-C) takes the api processes it started with it.
const apis = new Set();
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    for (const child of apis) child.kill('SIGKILL');
    process.exit(130);
  });
}

/** Starts the built api as a child process and resolves once /health answers. */
export const startApi = async (env) => {
  const port = await freePort();
  const child = spawn('node', [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  apis.add(child);
  child.once('exit', () => apis.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('api did not start');
};

/** Runs `task(i)` with `concurrency` workers until `total` tasks are done; returns per-task latencies in ms. */
export const runConcurrently = async (total, concurrency, task) => {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      await task(i);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
};

export const printTable = (title, rows) => {
  console.log(`\n${title}`);
  console.table(rows);
};

export const emitJson = (name, figures) => console.log(`BENCH_JSON ${JSON.stringify({ bench: name, ...figures })}`);

/**
 * Admin users written straight into the event store of a data directory before its api starts (the api
 * checks every request against a real session and user): the seed's CreateUser, from the built code.
 * `users`: { userId, email, organisationId, password, superadmin? }.
 */
export const registerUsers = async (dataDir, users) => {
  const require = createRequire(import.meta.url);
  const { eventUpcasters, userDecider, userEmailDecider, userEmailStreamId, userStreamId } = require(join(root, 'libs/domain/dist/index.js'));
  const { SqliteEventStore } = require(join(root, 'libs/infrastructure/dist/index.js'));
  const { CommandShell } = require(join(root, 'apps/api/dist/shared/command-shell/command-shell.js'));
  const { PasswordHasher } = require(join(root, 'apps/api/dist/shared/auth/password-hasher.js'));
  const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  const shell = new CommandShell(events, eventUpcasters);
  for (const user of users) {
    const metadata = { organisationId: user.organisationId, actor: { userId: 'bench-setup', email: 'setup@bench.example' }, correlationId: `setup-${user.userId}`, now: new Date().toISOString() };
    await shell.execute({ streamId: userEmailStreamId(user.email), decider: userEmailDecider, command: { type: 'ClaimUserEmail', data: { email: user.email, userId: user.userId }, metadata } });
    const passwordHash = await new PasswordHasher().hash(user.password);
    const data = { userId: user.userId, email: user.email, name: user.userId, organisationId: user.organisationId, admin: true, superadmin: user.superadmin ?? false, owner: true, passwordHash };
    await shell.execute({ streamId: userStreamId(user.userId), decider: userDecider, command: { type: 'CreateUser', data, metadata } });
  }
  await events.close();
};

/** Signs a registered user in through the api's password route; answers the access token. */
export const signIn = async (url, email, password) => {
  const response = await fetch(`${url}/v1/auth/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(body)}`);
  return body.accessToken;
};
