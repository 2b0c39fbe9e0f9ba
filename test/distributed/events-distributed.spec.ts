/**
 * Events and their notifications in distributed mode, across real processes: the built api
 * (PROJECTOR=external, read models on MongoDB-wire, Kafka bus, its own notification dispatcher) and the
 * projector process, sharing one SQLite event store file. What embedded mode proves in
 * test/http/events.spec.ts must hold here too: during an active event a member of its group has the
 * event's layout on the public page (the precedence reads the `events` read model from MongoDB), an
 * introduction captured meanwhile is linked to the event and counted, a notification is claimed, sent
 * and logged by the api's dispatcher (its due query, with `lease_until`, runs on the MongoDB-wire server),
 * and the list, the map pins and the warnings filter by timing.
 * Needs KAFKA_BROKERS and MONGO_URL (scripts/servers.sh start; eval "$(scripts/servers.sh env)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@profyle/infrastructure';
import { collectionName, eventNotificationDeliveriesProjection, eventNotificationsProjection, eventsProjection } from '@profyle/projector';
import { httpClient } from '../support/http-client';
import { clusterEnv, eventuallyOf, organisationWithOwner } from './support/cluster';
import { deleteTopics } from './support/kafka-tap';
import { buildDist, freePort, type NodeProcess, root, startNode, until } from './support/processes';
import { MongoClient } from './support/read-models';

const brokers = process.env.KAFKA_BROKERS;
const mongoUrl = process.env.MONGO_URL;
const skipReason = !brokers || !mongoUrl ? `${[!brokers && 'KAFKA_BROKERS', !mongoUrl && 'MONGO_URL'].filter(Boolean).join(' and ')} not set` : null;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

if (skipReason) {
  console.warn(`distributed events suite skipped: ${skipReason} (scripts/servers.sh start; eval "$(scripts/servers.sh env)")`);
  describe(`events in distributed mode (skipped: ${skipReason})`, () => {
    it.skip('serves events, their layouts, introductions and notifications with Kafka and MongoDB', () => undefined);
  });
} else {
  describe('events in distributed mode', () => {
    const run = `evts${process.pid}x${Date.now().toString(36)}`;
    const topic = `${run}.integration-events`;
    const database = `${run}_read`;
    const organisation = `${run}_acme`;
    const dataDir = mkdtempSync(join(tmpdir(), 'distributed-events-'));
    const processes: NodeProcess[] = [];
    let apiUrl: string;
    let admin: ReturnType<typeof httpClient>;
    let mongo: MongoClient;
    let ada: string;
    let grace: string;
    let salesGroup: string;
    let groupLayout: string;
    let eventLayout: string;
    let kickOff: string;

    const cluster = { run, dataDir, database, topic, mongoUrl: mongoUrl as string, brokers: brokers as string, authSecret: 'distributed-events-secret-0123456789abcdef' };
    const visit = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(apiUrl + path, { redirect: 'manual', ...init });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const eventually = eventuallyOf(processes);
    const person = async (body: Record<string, unknown>) => {
      const created = await admin.put(`/v1/enterprise/${organisation}/people`, { position: 'Engineer', ...body });
      expect(created.status).toBe(201);
      expect((await admin.put(`/v1/enterprise/${organisation}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
      return created.body.personId as string;
    };
    const form = (changes: Record<string, unknown> = {}) => ({ name: 'Event', location: 'London, United Kingdom', lat: 51.5, lng: -0.12, radius: 400, country: 'GB', start: at(-HOUR), end: at(3 * HOUR), attendee_type: 'all', ...changes });
    const createEvent = async (changes: Record<string, unknown>) => {
      const created = await admin.post(`/v2/org/${organisation}/events`, form(changes));
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const ids = (answer: { body?: { data?: { id: string }[] } }) => (answer.body?.data ?? []).map((item) => item.id);

    beforeAll(async () => {
      buildDist();
      mongo = await MongoClient.connect(mongoUrl as string);
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}`;
      // The api's dispatcher passes every 200 ms, so a notification due in a few seconds goes out promptly.
      const api = startNode('api', join(root, 'apps/api/dist/main.js'), clusterEnv(cluster, { PROJECTOR: 'external', PORT: String(port), HOST: '127.0.0.1', NOTIFICATIONS_INTERVAL_MS: '200' }));
      processes.push(api);
      await until(() => `the api on ${apiUrl}; output:\n${api.output().slice(-3000)}`, async () => (await fetch(`${apiUrl}/health`).catch(() => null))?.ok === true, 30_000);
      const projector = startNode('projector', join(root, 'apps/projector/dist/main.js'), clusterEnv(cluster));
      processes.push(projector);
      await projector.waitForOutput(/\[projector\] running/, 30_000);

      const { adminToken } = await organisationWithOwner(apiUrl, dataDir, { id: organisation, name: 'Acme Ltd', subscriptions: 5 });
      admin = httpClient(apiUrl, adminToken);

      groupLayout = (await admin.post(`/v1/enterprise/${organisation}/configurations`, { label: 'Sales', name: 'Sales Layout Ltd', template: 'header-2024' })).body.id;
      eventLayout = (await admin.post(`/v1/enterprise/${organisation}/configurations`, { label: 'Summit', name: 'Summit Layout Ltd', template: 'headshot-2024' })).body.id;
      const group = await eventually(
        'the group accepted with its layout',
        () => admin.post(`/v1/enterprise/${organisation}/groups`, { name: 'Sales', parent_id: 'none', configuration_id: groupLayout, enable_exchange: true, location_ids: [] }),
        (answer) => answer.status === 200,
      );
      salesGroup = group.body.id;
      expect((await admin.call('PATCH', `/v1/enterprise/${organisation}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, consents: [], fields: { company_name: true } } })).status).toBe(200);
      ada = await person({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example', group_id: salesGroup });
      grace = await person({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.example' });
    }, 120_000);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await mongo?.db(database).dropDatabase();
      await mongo?.close();
      if (brokers) await deleteTopics(brokers, [topic]);
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it("serves the event's layout to its group's members while it is active, and links an introduction captured meanwhile", async () => {
      await eventually("the group's layout on Ada's page", () => visit(`/c/${ada}`), (answer) => answer.status === 200 && answer.text.includes('<body class="theme-header-2024"'));
      kickOff = await createEvent({ name: 'Sales Kick-off', attendee_type: 'group', attendee_group_ids: [salesGroup], configuration_id: eventLayout });
      const during = await eventually("the event's layout on Ada's page", () => visit(`/c/${ada}`), (answer) => answer.text.includes('<body class="theme-headshot-2024"'));
      expect(during.text).toContain('Summit Layout Ltd');
      // Grace is not in the group: her page keeps the default.
      expect((await visit(`/c/${grace}`)).text).toContain('<body class="theme-modern-2024"');

      const body = new URLSearchParams({ name: 'Visitor One', email: 'one@visitors.example', company_name: 'Visitors Ltd', notes: 'Met at the stand' });
      const sent = await visit(`/c/${ada}/exchange`, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(sent.status).toBe(303);
      const event = await eventually('the introduction and the visit counted on the event', () => admin.get(`/v2/org/${organisation}/events/${kickOff}`), (answer) => answer.body?.introductionCount === 1 && answer.body?.visitCount >= 1);
      expect(event.body).toMatchObject({ name: 'Sales Kick-off', status: 'current', configId: eventLayout, value: 3980, layout: { id: eventLayout, label: 'Summit' }, attendeeGroups: [{ id: salesGroup, name: 'Sales' }] });
      const contacts = await eventually('the contact filtered by the event', () => admin.get(`/v2/org/${organisation}/intros?event=${kickOff}`), (answer) => answer.body?.data?.length === 1);
      expect(contacts.body.data[0]).toMatchObject({ name: 'Visitor One', ownerId: ada, events: [kickOff] });
      const related = await admin.get(`/v2/org/${organisation}/events/${kickOff}/contacts`);
      expect(related.body).toMatchObject({ total: 1, data: [{ name: 'Visitor One', company: 'Visitors Ltd', ownerId: ada }] });
      expect(await mongo.db(database).collection(collectionName(eventsProjection)).findOne({ _id: kickOff as never })).toMatchObject({ introductionCount: 1, organisation_id: organisation });
    }, 90_000);

    it("sends a notification from the api's dispatcher at its time, with a delivery log per recipient in MongoDB", async () => {
      const notifications = `/v2/org/${organisation}/events/${kickOff}/notifications`;
      // Ada is the group's one member; Grace joins the list of a second, all-people event below.
      expect((await admin.get(`${notifications}/recipients`)).body).toMatchObject({ total: 1, push: 0 });
      const scheduled = await admin.post(notifications, { title: 'Keynote soon', body: 'The keynote starts in 10 minutes in hall A.', send_time: at(2500) });
      expect(scheduled.status).toBe(201);
      const id = scheduled.body.id as string;
      const pending = await eventually('the notification pending in the list', () => admin.get(notifications), (answer) => ids(answer).includes(id));
      expect(pending.body.data.find((n: { id: string }) => n.id === id)).toMatchObject({ status: 'pending', canCancel: true });

      const sent = await eventually('the notification sent', () => admin.get(`${notifications}/${id}`), (answer) => answer.body?.status === 'sent', 45_000);
      expect(sent.body).toMatchObject({ status: 'sent', canCancel: false, delivered: 1, recipients: 1, error: null });
      const log = await eventually('the delivery log', () => admin.get(`${notifications}/${id}/deliveries`), (answer) => answer.body?.total === 1);
      expect(log.body.data).toEqual([{ id: ada, email: 'ada@acme.example', timestamp: expect.any(String), pushStatus: 'unavailable', emailStatus: 'sent' }]);
      expect(await mongo.db(database).collection(collectionName(eventNotificationDeliveriesProjection)).countDocuments({ notification_id: id })).toBe(1);
      expect(await mongo.db(database).collection(collectionName(eventNotificationsProjection)).findOne({ _id: id as never })).toMatchObject({ status: 'sent', lease_until: null, delivered: 1 });

      type Mail = { to: string; subject: string; text: string };
      const mails = ((await (await fetch(`${apiUrl}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()) as { messages: Mail[] }).messages.filter((mail) => mail.subject === 'Keynote soon');
      expect(mails.map((mail) => mail.to)).toEqual(['ada@acme.example']);
      expect(mails[0].text).toContain('The keynote starts in 10 minutes in hall A.');
      expect(await admin.patch(`${notifications}/${id}/cancel`)).toMatchObject({ status: 409 });

      // A second one, cancelled while pending, is never sent.
      const later = await admin.post(notifications, { title: 'Drinks', body: 'Drinks at six.', send_time: at(HOUR) });
      expect((await admin.patch(`${notifications}/${later.body.id}/cancel`)).body).toMatchObject({ status: 'cancelled', canCancel: false });
    }, 90_000);

    it("takes over a notification whose sender died (its claim ran out), found by the dispatcher's lease query on MongoDB", async () => {
      // Another worker claimed this notification a while ago and died before serving anyone: its stream,
      // written here as that worker left it, says sending with a claim that ran out a minute ago.
      const notificationId = `dead-${run}`;
      const metadata = (occurredAt: string) => ({ organisationId: organisation, actor: { userId: 'scheduler:event-notifications' }, correlationId: notificationId, causationId: notificationId, occurredAt, schemaVersion: 1 });
      const events = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
      try {
        await events.append(
          `eventnotification-${notificationId}`,
          [
            { id: `${notificationId}-1`, type: 'EventNotificationScheduled', data: { notificationId, eventId: kickOff, organisationId: organisation, title: 'Lunch is served', body: 'Lunch in the foyer.', sendTime: at(-10 * 60_000), scheduledAt: at(-HOUR), scheduledBy: 'admin@acme.example' }, metadata: metadata(at(-HOUR)) },
            { id: `${notificationId}-2`, type: 'EventNotificationClaimed', data: { notificationId, worker: 'worker-that-died', attempt: 1, claimedAt: at(-2 * 60_000), leaseUntil: at(-60_000) }, metadata: metadata(at(-2 * 60_000)) },
          ],
          'no-stream',
        );
        const notification = `/v2/org/${organisation}/events/${kickOff}/notifications/${notificationId}`;
        const sent = await eventually('the notification taken over and sent', () => admin.get(notification), (answer) => answer.body?.status === 'sent', 45_000);
        expect(sent.body).toMatchObject({ delivered: 1, recipients: 1 });
        const claims = (await events.readStream(`eventnotification-${notificationId}`)).filter((event) => event.type === 'EventNotificationClaimed');
        expect(claims.map((event) => (event.data as { worker: string; attempt: number }).attempt)).toEqual([1, 2]);
        expect((claims[1].data as { worker: string }).worker).not.toBe('worker-that-died');
        expect((await admin.get(`${notification}/deliveries`)).body.data).toEqual([expect.objectContaining({ email: 'ada@acme.example', emailStatus: 'sent' })]);
      } finally {
        await events.close();
      }
    }, 90_000);

    it('filters the list, the map pins and the warnings by timing', async () => {
      const past = await createEvent({ name: 'Past Expo', start: at(-50 * HOUR), end: at(-48 * HOUR), lat: 48.86, lng: 2.33, country: 'FR' });
      const future = await createEvent({ name: 'Future Fair', start: at(48 * HOUR), end: at(50 * HOUR) });
      const allHandsA = await createEvent({ name: 'All Hands A', attendee_type: 'all' });
      await eventually('every event in the list', () => admin.get(`/v2/org/${organisation}/events`), (answer) => answer.body?.total === 4);

      const all = await admin.get(`/v2/org/${organisation}/events`);
      expect(all.body).toMatchObject({ total: 4, page: 0, pageSize: 20 });
      // Start date descending.
      expect(ids(all)[0]).toBe(future);
      expect(ids(all).slice(1, 3).sort()).toEqual([allHandsA, kickOff].sort());
      expect(ids(all)[3]).toBe(past);
      const status = Object.fromEntries(all.body.data.map((event: { id: string; status: string }) => [event.id, event.status]));
      expect([status[past], status[kickOff], status[allHandsA], status[future]]).toEqual(['past', 'current', 'current', 'future']);
      expect(ids(await admin.get(`/v2/org/${organisation}/events?active=false&future=false`))).toEqual([past]);
      expect(ids(await admin.get(`/v2/org/${organisation}/events?past=false&future=false`)).sort()).toEqual([allHandsA, kickOff].sort());
      expect(ids(await admin.get(`/v2/org/${organisation}/events?active=false&past=false`))).toEqual([future]);
      expect((await admin.get(`/v2/org/${organisation}/events?active=false&future=false&past=false`)).body).toEqual({ data: [], total: 0, page: 0, pageSize: 20 });
      const paged = await admin.get(`/v2/org/${organisation}/events?pageSize=10&page=1`);
      expect(paged.body).toMatchObject({ data: [], total: 4, page: 1, pageSize: 10 });

      const pins = await admin.get(`/v2/org/${organisation}/events/pins?past=false`);
      expect(ids(pins).sort()).toEqual([allHandsA, future, kickOff].sort());
      expect(pins.body.data.find((pin: { id: string }) => pin.id === future)).toMatchObject({ name: 'Future Fair', pinColor: 'orange', coordinate: { latitude: 51.5, longitude: -0.12 } });
      const pastPins = await admin.get(`/v2/org/${organisation}/events/pins?active=false&future=false`);
      expect(pastPins.body.data).toEqual([expect.objectContaining({ id: past, pinColor: 'red', coordinate: { latitude: 48.86, longitude: 2.33 } })]);

      // One current event for all people: no warning; a second one: both named.
      expect((await admin.get(`/v2/org/${organisation}/events/warnings`)).body).toEqual({ concurrentAllPeople: [] });
      const allHandsB = await createEvent({ name: 'All Hands B', attendee_type: 'all' });
      const warned = await eventually('the warning', () => admin.get(`/v2/org/${organisation}/events/warnings`), (answer) => answer.body?.concurrentAllPeople?.length === 2);
      expect(warned.body.concurrentAllPeople.map((event: { id: string }) => event.id).sort()).toEqual([allHandsA, allHandsB].sort());
      expect((await admin.delete(`/v2/org/${organisation}/events/${allHandsB}`)).status).toBe(200);
      expect((await admin.delete(`/v2/org/${organisation}/events/${allHandsA}`)).status).toBe(200);
      await eventually('the warning gone', () => admin.get(`/v2/org/${organisation}/events/warnings`), (answer) => answer.body?.concurrentAllPeople?.length === 0);
    }, 90_000);

    it("puts the group's layout back once the event is over", async () => {
      expect((await admin.put(`/v2/org/${organisation}/events/${kickOff}`, form({ name: 'Sales Kick-off', start: at(-3 * HOUR), end: at(-2 * HOUR), attendee_type: 'group', attendee_group_ids: [salesGroup], configuration_id: eventLayout }))).status).toBe(200);
      await eventually("the group's layout back on Ada's page", () => visit(`/c/${ada}`), (answer) => answer.text.includes('<body class="theme-header-2024"'));
      expect((await admin.get(`/v2/org/${organisation}/events/${kickOff}`)).body).toMatchObject({ status: 'past', introductionCount: 1 });
    }, 60_000);
  });
}
