/**
 * Distributed mode across real processes and real servers: the built api (PROJECTOR=external, MongoDB
 * read store, Kafka bus) and the projector process share one SQLite event store file; a test-side kafkajs
 * consumer taps the integration topic, and the workers process (webhooks consumer group) delivers signed
 * webhooks to a subscriber on 127.0.0.1 that verifies them with `standardwebhooks`, including across a
 * short outage of that subscriber. Then the faults: the projector SIGKILLed at random points of a
 * catch-up (its read models must equal a clean rebuild and every integration event must be on Kafka, in
 * per-organisation order), and a consumer group member SIGKILLed mid-stream (nothing lost).
 * Needs KAFKA_BROKERS and MONGO_URL (scripts/servers.sh start; eval "$(scripts/servers.sh env)").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore, KafkaIntegrationBus, PersonalDataProtectingEventStore, PersonalDataProtector, SqliteEventStore, SqliteKeyStore } from '@profyle/infrastructure';
import { allProjections, checkpointName, collectionName, INTEGRATION_PUBLISHER_CHECKPOINT, personDetailProjection, toIntegrationEvent, writeOrganisationStories } from '@profyle/projector';
import { httpClient } from '../support/http-client';
import { registerUser } from '../support/registered-user';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/support/webhook-receiver';
import { deleteTopics, type KafkaTap, tapTopic } from './support/kafka-tap';
import { loopbackDoor, type LoopbackDoor } from './support/loopback-door';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from './support/processes';
import { checkpoints, MongoClient, readModelSnapshot } from './support/read-models';

const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const skipReason = !brokers || !mongoUrl ? `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set` : null;

const CHECKPOINTS = [...allProjections.map(checkpointName), INTEGRATION_PUBLISHER_CHECKPOINT];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the first record of each id, per organisation: the order a consumer with an inbox acts in. */
const firstSeenByOrganisation = (events: { id: string; organisationid: string }[]): Map<string, string[]> => {
  const seen = new Set<string>();
  const map = new Map<string, string[]>();
  for (const e of events) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    map.set(e.organisationid, [...(map.get(e.organisationid) ?? []), e.id]);
  }
  return map;
};

if (skipReason) {
  console.warn(`distributed suite skipped: ${skipReason} (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`);
  describe(`distributed mode across processes (skipped: ${skipReason})`, () => {
    it.skip('runs the api and the projector as processes against real Kafka and MongoDB', () => undefined);
  });
} else {
  describe('distributed mode across processes', () => {
    const run = `dist${process.pid}x${Date.now().toString(36)}`;
    const topic = `${run}.integration-events`;
    const restartTopic = `${run}.consumer-restart`;
    const database = `${run}_read`;
    const rebuildDatabase = `${run}_rebuild`;
    const inboxDatabase = `${run}_inbox`;
    const secret = 'distributed-suite-secret-0123456789abcdef';
    const organisation = `${run}_acme`;
    const dataDir = mkdtempSync(join(tmpdir(), 'distributed-'));
    const processes: NodeProcess[] = [];
    let mongo: MongoClient;
    let tap: KafkaTap;
    /** The log as the processes read it: through the personal-data protection, with the keys beside it. */
    let events: EventStore;
    let keys: SqliteKeyStore;
    let api: NodeProcess;
    let projector: NodeProcess;
    let apiUrl: string;
    let workers: NodeProcess;
    let receiver: WebhookReceiver;
    let door: LoopbackDoor;

    const env = (overrides: Record<string, string> = {}): Record<string, string> => ({
      EVENT_STORE: 'sqlite',
      DATA_DIR: dataDir,
      READ_STORE: 'mongodb',
      MONGO_URL: mongoUrl as string,
      MONGO_DB: database,
      BUS: 'kafka',
      KAFKA_BROKERS: brokers as string,
      INTEGRATION_TOPIC: topic,
      AUTH_SECRET: secret,
      SEED_DEMO: 'false',
      EVENT_POLL_MS: '50',
      ...overrides,
    });

    const startProjector = async (overrides: Record<string, string> = {}): Promise<NodeProcess> => {
      const p = startNode(`projector ${overrides.MONGO_DB ?? database}`, join(root, 'apps/projector/dist/main.js'), env(overrides));
      processes.push(p);
      await p.waitForOutput(/\[projector\] running/, 30_000);
      return p;
    };

    /** Every checkpoint of the database (projections and publisher) at or past the log's head. */
    let lastCheckpoints: Record<string, number> = {};
    const caughtUp = async (db: string, head: number) => {
      lastCheckpoints = await checkpoints(mongo, db);
      return CHECKPOINTS.every((name) => (lastCheckpoints[name] ?? 0) >= head);
    };
    const progress = (p: NodeProcess, head: number) => `${p.name} to reach ${head}; checkpoints ${JSON.stringify(lastCheckpoints)}; output:\n${p.output().slice(-3000)}`;

    beforeAll(async () => {
      buildDist();
      mongo = await MongoClient.connect(mongoUrl as string);
      tap = await tapTopic(brokers as string, topic, `${run}.tap`);
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}`;
      api = startNode('api', join(root, 'apps/api/dist/main.js'), env({ PROJECTOR: 'external', PORT: String(port), HOST: '127.0.0.1', WEBHOOKS_ALLOW_LOOPBACK: 'true' }));
      processes.push(api);
      await until(
        () => `the api on ${apiUrl}; output:\n${api.output().slice(-3000)}`,
        async () => (await fetch(`${apiUrl}/health`).catch(() => null))?.ok === true,
        30_000,
      );
      // The workers process: every registered consumer (webhooks) in groups of its own run, on the run's topic.
      receiver = await startWebhookReceiver();
      door = await loopbackDoor(Number(new URL(receiver.url()).port));
      workers = startNode('workers', join(root, 'apps/projector/dist/workers.js'), env({ WEBHOOKS_ALLOW_LOOPBACK: 'true', KAFKA_GROUP_PREFIX: `${run}.`, KAFKA_CLIENT_ID: `${run}-workers` }));
      processes.push(workers);
      [projector] = await Promise.all([startProjector(), workers.waitForOutput(/\[workers\] consumer webhooks running in group /, 30_000)]);
      keys = new SqliteKeyStore({ file: join(dataDir, 'personal-data-keys.sqlite') });
      events = new PersonalDataProtectingEventStore(new SqliteEventStore({ file: join(dataDir, 'events.sqlite') }), new PersonalDataProtector(keys));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await tap?.stop();
      await door?.close();
      await receiver?.close();
      await events?.close();
      await keys?.close();
      for (const db of [database, rebuildDatabase, inboxDatabase]) await mongo?.db(db).dropDatabase();
      await mongo?.close();
      if (brokers) await deleteTopics(brokers, [topic, restartTopic, `${topic}.dlq.${run}.webhooks`]);
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('serves a command through the api, the projector process builds the MongoDB read model and publishes the CloudEvents to Kafka in order, and the workers process delivers them as signed webhooks', async () => {
      // Real users signed in through the api: every request is checked against its session and the
      // user's record, both in the MongoDB read models the projector process writes.
      await registerUser(events, { userId: 'u-super', email: 'super@profyle.example', organisationId: 'profyle_hq', password: 'super-password', superadmin: true });
      await registerUser(events, { userId: 'u-admin', email: 'admin@acme.example', organisationId: organisation, password: 'admin-password', owner: true });
      const signIn = async (email: string, password: string): Promise<string> => {
        const session = await httpClient(apiUrl).post('/v1/auth/password', { email, password });
        if (session.status !== 200) throw new Error(`sign-in of ${email}: ${session.status} ${JSON.stringify(session.body)}`);
        return session.body.accessToken;
      };
      const asSuperadmin = httpClient(apiUrl, await signIn('super@profyle.example', 'super-password'));
      const asAdmin = httpClient(apiUrl, await signIn('admin@acme.example', 'admin-password'));

      expect((await asSuperadmin.post('/v1/enterprise', { organisation_id: organisation, name: 'Acme Ltd', subscriptions: 2 })).status).toBe(201);
      // The webhook endpoint is configured through the api; the projector builds its read model in MongoDB,
      // where the workers process looks it up when an integration event arrives.
      const saved = await asAdmin.put(`/v1/enterprise/${organisation}/webhooks/default`, { enabled: true, url: door.url('/profyle'), secret: '', events: ['profyle.created', 'subscription.allocated'] });
      expect({ status: saved.status, body: saved.body }).toMatchObject({ status: 200, body: { enabled: true, url: door.url('/profyle') } });
      receiver.secret = saved.body.secret;
      await until(
        () => `the webhook endpoint in the read model`,
        async () => (await asAdmin.get(`/v1/enterprise/${organisation}/webhooks/default`)).body?.configured === true,
      );
      const created = await asAdmin.put(`/v1/enterprise/${organisation}/people`, { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@acme.example' });
      expect(created.status).toBe(201);
      const personId: string = created.body.personId;
      expect((await asAdmin.put(`/v1/enterprise/${organisation}/people/${personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);

      // The read model lives in MongoDB and is written only by the projector process.
      let detail: { status: number; body: any } = { status: 0, body: null };
      await until(
        () => `the person's subscription in the read model, last answer ${detail.status} ${JSON.stringify(detail.body)}`,
        async () => {
          detail = await asAdmin.get(`/v1/enterprise/${organisation}/people/${personId}`);
          return detail.status === 200 && detail.body.subscription?.type === 'digital';
        },
      );
      expect(detail.body).toMatchObject({ person_id: personId, first_name: 'Ada', email: 'ada@acme.example' });
      expect(await mongo.db(database).collection(collectionName(personDetailProjection)).countDocuments({ _id: personId } as never)).toBe(1);

      const ours = () => tap.records.filter((r) => r.key === organisation);
      await until(() => `two CloudEvents for ${organisation}, have ${ours().length}`, () => ours().length >= 2);
      const [profyleCreated, allocated] = ours();
      expect(ours().map((r) => r.event.type)).toEqual(['profyle.created', 'subscription.allocated']);
      expect(profyleCreated.event).toMatchObject({
        specversion: '1.0',
        source: `/organisations/${organisation}`,
        organisationid: organisation,
        dataschema: 'profyle.profyle.created.v1',
        data: { person_id: personId, organisation_id: organisation, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example' },
      });
      expect(allocated.event.data).toEqual({ person_id: personId, organisation_id: organisation, type: 'digital', card_short_code: null });
      expect(profyleCreated.headers).toMatchObject({ 'content-type': 'application/cloudevents+json', ce_type: 'profyle.created', ce_id: profyleCreated.event.id });
      // The CloudEvent ids are the domain event ids in the store.
      const stored = await events.readAll();
      expect(stored.find((e) => e.id === profyleCreated.event.id)?.type).toBe('PersonCreated');
      expect(stored.find((e) => e.id === allocated.event.id)?.type).toBe('SubscriptionAssigned');

      // The workers process consumed them from Kafka and delivered them, signed, in order.
      const webhooks = await receiver.waitFor(2, 20_000).catch((error: Error) => {
        throw new Error(`${error.message}; workers output:\n${workers.output().slice(-3000)}`);
      });
      expect(webhooks.map((r) => ({ id: r.headers['webhook-id'], type: r.payload?.type, path: r.path, verified: r.verified, error: r.verifyError }))).toEqual([
        { id: profyleCreated.event.id, type: 'profyle.created', path: '/profyle', verified: true, error: undefined },
        { id: allocated.event.id, type: 'subscription.allocated', path: '/profyle', verified: true, error: undefined },
      ]);
      expect(webhooks[0].payload).toEqual({ type: 'profyle.created', timestamp: profyleCreated.event.time, data: profyleCreated.event.data });
      expect(webhooks[1].payload).toEqual({ type: 'subscription.allocated', timestamp: allocated.event.time, data: allocated.event.data });
      // An attempt is logged once its response is in, just after the subscriber saw the request.
      let logs: { status: number; body: any } = { status: 0, body: null };
      await until(
        () => `two entries in the webhook log, last answer ${logs.status} ${JSON.stringify(logs.body)}`,
        async () => {
          logs = await asAdmin.get(`/v1/enterprise/${organisation}/webhooks/default/logs`);
          return logs.status === 200 && logs.body.total >= 2;
        },
      );
      const story = (entries: { messageId: string; event: string; attempt: number; code: number; isOk: boolean }[]) =>
        entries.map(({ messageId, event, attempt, code, isOk }) => ({ messageId, event, attempt, code, isOk }));
      const deliveredFirst = [
        { messageId: allocated.event.id, event: 'subscription.allocated', attempt: 1, code: 200, isOk: true },
        { messageId: profyleCreated.event.id, event: 'profyle.created', attempt: 1, code: 200, isOk: true },
      ];
      expect({ total: logs.body.total, entries: story(logs.body.data) }).toEqual({ total: 2, entries: deliveredFirst });

      // The subscriber goes down: nothing listens on its port. The next event's immediate attempt is
      // refused and logged; the subscriber is back before the retry 5 s later, which delivers it once.
      await door.close();
      const grace = await asAdmin.put(`/v1/enterprise/${organisation}/people`, { first_name: 'Grace', last_name: 'Hopper', position: 'Admiral', email: 'grace@acme.example' });
      expect(grace.status).toBe(201);
      let entries: { messageId: string; event: string; attempt: number; code: number; isOk: boolean; message: string; timestamp: string }[] = [];
      await until(
        () => `a refused attempt in the webhook log, have ${JSON.stringify(entries.slice(0, 3))}`,
        async () => {
          entries = (await asAdmin.get(`/v1/enterprise/${organisation}/webhooks/default/logs`)).body.data;
          return entries.length > 2;
        },
        20_000,
      );
      await door.open();
      const graceRecord = () => ours().find((r) => r.event.type === 'profyle.created' && (r.event.data as { person_id?: string }).person_id === grace.body.personId);
      await until(() => `Grace's profyle.created on Kafka`, () => graceRecord() !== undefined);
      const graceCreated = graceRecord();
      const refusedAt = Date.parse(entries[0].timestamp);
      expect(entries[0]).toMatchObject({ messageId: graceCreated?.event.id, event: 'profyle.created', attempt: 1, code: 0, isOk: false });
      expect(entries[0].message).toBe(`Request failed: ECONNREFUSED. Attempt 1 failed; next attempt at ${new Date(refusedAt + 5_000).toISOString()}`);
      expect(receiver.received).toHaveLength(2);

      const [, , retried] = await receiver.waitFor(3, 20_000);
      expect({ id: retried.headers['webhook-id'], type: retried.payload?.type, verified: retried.verified }).toEqual({ id: graceCreated?.event.id, type: 'profyle.created', verified: true });
      expect(retried.receivedAt.getTime()).toBeGreaterThanOrEqual(refusedAt + 5_000);
      await until(
        () => `the delivered retry in the webhook log, have ${JSON.stringify(entries.slice(0, 3))}`,
        async () => {
          entries = (await asAdmin.get(`/v1/enterprise/${organisation}/webhooks/default/logs`)).body.data;
          return entries.length > 3;
        },
      );
      expect(story(entries)).toEqual([
        { messageId: graceCreated?.event.id, event: 'profyle.created', attempt: 2, code: 200, isOk: true },
        { messageId: graceCreated?.event.id, event: 'profyle.created', attempt: 1, code: 0, isOk: false },
        ...deliveredFirst,
      ]);

      // Signing out ends the access token on the next request: the api reads the session from MongoDB.
      expect((await asAdmin.post('/v1/auth/sign-out', {})).status).toBe(204);
      expect((await asAdmin.get(`/v1/enterprise/${organisation}/webhooks/default/logs`)).status).toBe(401);

      // The workers process stops cleanly, and never sent anything twice.
      expect(await workers.kill('SIGTERM')).toBe(0);
      expect(workers.output()).toMatch(/\[workers\] stopped/);
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([profyleCreated.event.id, allocated.event.id, graceCreated?.event.id]);
    }, 90_000);

    it('survives SIGKILLs of the projector during a catch-up: read models equal a clean rebuild, every integration event is on Kafka in per-organisation order', async () => {
      await projector.kill('SIGKILL');
      const { appended, head } = await writeOrganisationStories(events, { organisations: 16, peoplePerOrganisation: 45, prefix: `${run}-org` });
      expect(appended).toBeGreaterThan(2_500);

      const killedMidway: boolean[] = [];
      for (let round = 0; round < 3; round++) {
        const doomed = await startProjector();
        // The first kill comes early, while the publisher is still sending; later ones anywhere in the catch-up.
        await sleep(round === 0 ? 50 + Math.floor(Math.random() * 350) : 150 + Math.floor(Math.random() * 1_200));
        killedMidway.push(!(await caughtUp(database, head)));
        await doomed.kill('SIGKILL');
      }
      // The kills must have hit a catch-up in progress, or this test proves nothing.
      expect(killedMidway.filter(Boolean).length).toBeGreaterThanOrEqual(1);

      projector = await startProjector();
      await until(() => progress(projector, head), () => caughtUp(database, head), 120_000, 250);

      // A fresh projector run into an empty database, publishing nowhere, is the reference.
      const rebuild = await startProjector({ MONGO_DB: rebuildDatabase, BUS: 'in-process' });
      await until(() => progress(rebuild, head), () => caughtUp(rebuildDatabase, head), 120_000, 250);
      await rebuild.kill('SIGTERM');
      const faulted = await readModelSnapshot(mongo, database);
      const clean = await readModelSnapshot(mongo, rebuildDatabase);
      expect(Object.keys(faulted).sort()).toEqual(Object.keys(clean).sort());
      expect(Object.values(clean).reduce((n, docs) => n + docs.length, 0)).toBeGreaterThan(1_000);
      for (const name of Object.keys(clean)) expect({ name, docs: faulted[name] }).toEqual({ name, docs: clean[name] });

      const expected = (await events.readAll()).map(toIntegrationEvent).filter((e) => e !== null);
      const expectedIds = new Set(expected.map((e) => e.id));
      const tappedIds = () => new Set(tap.records.map((r) => r.event.id));
      await until(() => `${expectedIds.size} integration events on Kafka, have ${tappedIds().size}`, () => tappedIds().size >= expectedIds.size, 60_000);
      for (const r of tap.records) expect(expectedIds.has(r.event.id)).toBe(true);
      expect(tappedIds()).toEqual(expectedIds);
      expect(firstSeenByOrganisation(tap.records.map((r) => r.event))).toEqual(firstSeenByOrganisation(expected));
      // A repeat is the same record again: same key, same CloudEvent.
      const byId = new Map(expected.map((e) => [e.id, e]));
      for (const r of tap.records) expect({ key: r.key, event: r.event }).toEqual({ key: byId.get(r.event.id)?.organisationid, event: byId.get(r.event.id) });
      console.log(
        `projector fault test: ${appended} events, kills mid catch-up ${killedMidway.filter(Boolean).length}/3, ${tap.records.length} records on Kafka for ${expectedIds.size} integration events (${tap.records.length - expectedIds.size} repeats)`,
      );
    }, 180_000);

    it('loses nothing when a consumer group member is SIGKILLed mid-stream and started again', async () => {
      // A topic of its own with 600 of the real integration events: the inbox lives in the MongoDB-wire
      // server, whose SQLite backend makes each inbox write cost milliseconds, so the stream is kept short.
      const group = `${run}.recorder`;
      const out = join(dataDir, 'handled.log');
      const sample = (await events.readAll()).map(toIntegrationEvent).flatMap((e) => (e ? [e] : [])).slice(0, 600);
      const expected = new Set(sample.map((e) => e.id));
      const bus = new KafkaIntegrationBus({ brokers: (brokers as string).split(','), clientId: `${run}-seed`, log: () => undefined });
      await bus.publish(sample.map((event) => ({ topic: restartTopic, key: event.organisationid, event })));
      await bus.close();
      const member = () => {
        const p = startNode('recorder', join(root, 'test/distributed/fixtures/recording-worker.cjs'), {
          KAFKA_BROKERS: brokers as string,
          MONGO_URL: mongoUrl as string,
          MONGO_DB: inboxDatabase,
          TOPIC: restartTopic,
          GROUP: group,
          OUT: out,
          DELAY_MS: '5',
        });
        processes.push(p);
        return p;
      };
      const handled = (): string[] => {
        try {
          return readFileSync(out, 'utf8').split('\n').filter(Boolean);
        } catch {
          return [];
        }
      };
      const inboxCount = () => mongo.db(inboxDatabase).collection('consumer_inbox').countDocuments({ group });

      const first = member();
      const second = member();
      await first.waitForOutput(/ready/);
      await second.waitForOutput(/ready/);
      await until(() => `150 handled before the kill, have ${handled().length}`, () => handled().length >= 150, 60_000, 20);
      await first.kill('SIGKILL');
      const handledAtKill = new Set(handled()).size;
      expect(handledAtKill).toBeLessThan(expected.size);

      const restarted = member();
      await restarted.waitForOutput(/ready/);
      let inboxed = 0;
      await until(() => `the inbox to hold all ${expected.size} ids, has ${inboxed}; members:\n${[second, restarted].map((p) => p.output().slice(-1500)).join('\n')}`, async () => (inboxed = await inboxCount()) >= expected.size, 120_000, 250);

      const counts = new Map<string, number>();
      for (const id of handled()) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(new Set(counts.keys())).toEqual(expected);
      expect(await inboxCount()).toBe(expected.size);
      // The inbox turns the broker's repeats into no-ops: an id runs twice at most, if the kill fell
      // between its handler finishing and its inbox entry being written.
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      console.log(`consumer fault test: ${expected.size} ids, ${handledAtKill} handled before the kill, ${[...counts.values()].filter((n) => n > 1).length} handled twice`);
      await Promise.all([second.kill('SIGTERM'), restarted.kill('SIGTERM')]);
    }, 180_000);
  });
}
