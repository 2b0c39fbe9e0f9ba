/**
 * At least once in embedded mode, across crashes: the built api (`node apps/api/dist/main.js`, one
 * process with the projections, the integration publisher, the in-process bus and the webhooks consumer)
 * is SIGKILLed four times while writers create people over HTTP, and restarted on the same data
 * directory each time. Every creation the api acknowledged (201) must reach the subscriber as a signed
 * `profyle.created` webhook: the log holds the event, the publisher republishes from its checkpoint, the
 * bus keeps what it has not delivered in the read store's file, the consumer resumes from its committed
 * offset, and the dispatcher takes up a delivery a kill interrupted. Repeats are allowed (same webhook-id).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@profyle/infrastructure';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from '../distributed/support/processes';
import { httpClient } from '../support/http-client';
import { registerUser } from '../support/registered-user';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const KILLS = 4;
const WRITERS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhooks in embedded mode across crashes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-crash-'));
  const secret = 'embedded-crash-secret-0123456789abcdef';
  const organisation = 'crash_test';
  let receiver: WebhookReceiver;
  let api: NodeProcess | undefined;
  let url: string;
  let port: number;

  const startApi = async (): Promise<NodeProcess> => {
    const started = startNode('api', join(root, 'apps/api/dist/main.js'), {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET: secret,
      SEED_DEMO: 'false',
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    });
    await until(
      () => `the api on ${url}; output:\n${started.output().slice(-3000)}`,
      async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true,
      30_000,
    );
    return started;
  };

  beforeAll(async () => {
    buildDist();
    receiver = await startWebhookReceiver();
    // Real users, signed in through the api: every request is checked against its session.
    const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    await registerUser(events, { userId: 'u-super', email: 'super@profyle.example', organisationId: 'profyle_hq', password: 'super-password', superadmin: true });
    await registerUser(events, { userId: 'u-admin', email: 'admin@crash.example', organisationId: organisation, password: 'admin-password', owner: true });
    await events.close();
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`delivers a webhook for every acknowledged creation although the server was SIGKILLed ${KILLS} times during writes`, async () => {
    api = await startApi();
    const signIn = async (email: string, password: string): Promise<string> => {
      const session = await httpClient(url).post('/v1/auth/password', { email, password });
      if (session.status !== 200) throw new Error(`sign-in of ${email}: ${session.status} ${JSON.stringify(session.body)}`);
      return session.body.accessToken as string;
    };
    const superadmin = httpClient(url, await signIn('super@profyle.example', 'super-password'));
    const adminToken = await signIn('admin@crash.example', 'admin-password');
    const admin = httpClient(url, adminToken);
    expect((await superadmin.post('/v1/enterprise', { organisation_id: organisation, name: 'Crash Test Ltd', subscriptions: 10 })).status).toBe(201);
    const saved = await admin.put(`/v1/enterprise/${organisation}/webhooks/default`, { enabled: true, url: receiver.url('/profyle'), secret: '', events: ['profyle.created'] });
    expect(saved.status).toBe(200);
    receiver.secret = saved.body.secret;

    // Writers create people without pause; a request the kill cut off is simply not acknowledged.
    const acknowledged: string[] = [];
    let attempted = 0;
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        attempted += 1;
        try {
          const response = await fetch(`${url}/v1/enterprise/${organisation}/people`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ first_name: `W${w}`, last_name: `N${i}`, position: 'Tester', email: `w${w}.${i}.${attempted}@crash.example` }),
          });
          const body = (await response.json()) as { personId?: string };
          if (response.status === 201 && body.personId) acknowledged.push(body.personId);
        } catch {
          await sleep(20);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    for (let kill = 0; kill < KILLS; kill++) {
      const before = acknowledged.length;
      await until(() => `writes before kill ${kill + 1}`, () => acknowledged.length >= before + 20, 30_000, 10);
      // Somewhere in the middle of the flow: a commit, a publish, a delivery...
      await sleep(50 + Math.floor(Math.random() * 400));
      await api.kill('SIGKILL');
      api = await startApi();
    }
    const lastBefore = acknowledged.length;
    await until(() => 'writes after the last restart', () => acknowledged.length >= lastBefore + 20, 30_000, 10);
    writing = false;
    await Promise.all(writers);

    const delivered = () => new Set(receiver.received.filter((r) => r.payload?.type === 'profyle.created').map((r) => r.payload?.data.person_id as string));
    let missing: string[] = [];
    await until(
      () => `a profyle.created webhook for each of ${acknowledged.length} acknowledged creations; ${missing.length} missing, e.g. ${missing.slice(0, 3).join(', ')}; api output:\n${api?.output().slice(-2000)}`,
      () => {
        const seen = delivered();
        missing = acknowledged.filter((id) => !seen.has(id));
        return missing.length === 0;
      },
      60_000,
      100,
    );
    const created = receiver.received.filter((r) => r.payload?.type === 'profyle.created');
    expect(created.every((r) => r.verified === true)).toBe(true);
    // A repeat keeps its webhook-id: a subscriber can drop it.
    const byPerson = new Map<string, Set<string>>();
    for (const r of created) byPerson.set(r.payload?.data.person_id, (byPerson.get(r.payload?.data.person_id) ?? new Set()).add(r.headers['webhook-id']));
    expect([...byPerson.values()].every((ids) => ids.size === 1)).toBe(true);
    console.log(
      `embedded crash test: ${KILLS} SIGKILLs, ${attempted} creations attempted, ${acknowledged.length} acknowledged, ${delivered().size} delivered, ${created.length - delivered().size} repeated deliveries`,
    );
  }, 240_000);
});
