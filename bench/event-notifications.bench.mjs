// Event notifications delivered per second: one notification to an event for all people of an
// organisation of 10,000 (BENCH_ATTENDEES), sent by the NotificationDispatcher the api runs, on the
// embedded runtime (SQLite event store, embedded read store, every projection running meanwhile, as in
// `npm start`). Mail goes to the captured mailer (a JSON file per message under a temp dir, with its
// idempotency key), push to the captured push sender (PUSH=captured, the api's default: a JSON file per message). Every attendee is given a
// device token here, so both channels are exercised for everyone. Also: the same with two dispatchers
// sharing the work of 20 notifications to 500 attendees each (claims racing on the streams).
// Usage: node bench/event-notifications.bench.mjs   (build first: node scripts/build.mjs --no-web)
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emitJson, printTable, root, round, tempDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { SqliteEventStore, EmbeddedReadStore, CapturedMailer, CapturedPushSender } = require(join(root, 'libs/infrastructure/dist/index.js'));
const { ProjectionRunner, allProjections, collectionName, personDetailProjection } = require(join(root, 'apps/projector/dist/index.js'));
const { emptyPersonProfile } = require(join(root, 'libs/domain/dist/index.js'));
const { AttendeeDirectory } = require(join(root, 'apps/api/dist/modules/events/notifications/attendee-directory.js'));
const { NotificationChannels } = require(join(root, 'apps/api/dist/modules/events/notifications/notification-channels.js'));
const { NotificationDispatcher } = require(join(root, 'apps/api/dist/modules/events/notifications/notification-dispatcher.js'));

const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 10_000);
const ORG = 'bench_events';
const dir = tempDir('notifications');
const events = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const store = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
const now = () => new Date().toISOString();
const meta = () => ({ organisationId: ORG, actor: { userId: 'bench' }, correlationId: 'c', causationId: 'c', occurredAt: now(), schemaVersion: 1 });
const event = (type, data) => ({ id: randomUUID(), type, data, metadata: meta() });

/** Every attendee holds a device token (their push is ACTIVE). */
class DirectoryWithTokens extends AttendeeDirectory {
  async recipientsOf(doc) {
    return (await super.recipientsOf(doc)).map((recipient) => ({ ...recipient, pushToken: `device-${recipient.id}` }));
  }
}

const people = async (count, prefix) => {
  const appends = [];
  for (let i = 0; i < count; i++) {
    const personId = randomUUID();
    const profile = { ...emptyPersonProfile(), first_name: `${prefix}${i}`, last_name: 'Attendee', position: 'Guest', email: `${prefix}${i}@bench.example` };
    appends.push(events.append(`person-${personId}`, [event('PersonCreated', { personId, organisationId: ORG, profile, unverified: false, selfRegistration: false, createdAt: now(), createdBy: 'bench' })], 'no-stream'));
    if (appends.length >= 500) await Promise.all(appends.splice(0));
  }
  await Promise.all(appends);
};
const details = (name, type, ids) => ({ name, location: 'London', country: 'GB', latitude: 51.5, longitude: -0.12, radius: 200, start: new Date(Date.now() - 3_600_000).toISOString(), end: new Date(Date.now() + 3_600_000).toISOString(), attendeeType: type, attendeeGroupIds: [], attendeePeopleIds: ids, configId: null, customIntroEmailHtml: '', currency: null, leadValue: null, cost: null });
const createEvent = async (name, type = 'all', ids = []) => {
  const eventId = randomUUID();
  await events.append(`event-${eventId}`, [event('EventCreated', { eventId, organisationId: ORG, details: details(name, type, ids), sourceId: null, dummy: null, createdAt: now(), createdBy: 'bench' })], 'no-stream');
  return eventId;
};
const schedule = async (eventId, title) => {
  const notificationId = randomUUID();
  await events.append(`eventnotification-${notificationId}`, [event('EventNotificationScheduled', { notificationId, eventId, organisationId: ORG, title, body: `${title}: the keynote starts in ten minutes in hall A.`, sendTime: new Date(Date.now() - 1000).toISOString(), scheduledAt: now(), scheduledBy: 'bench' })], 'no-stream');
  return notificationId;
};
const caughtUp = async (runner) => {
  const head = await events.headPosition();
  while (!(await runner.waitFor(head, 60_000)));
};

const runner = new ProjectionRunner(events, store, allProjections, { batchSize: 1000 });
await runner.start();
await people(ATTENDEES, 'p');
const big = await createEvent('Summit');
await schedule(big, 'Welcome');
await caughtUp(runner);

// The dispatcher's defaults, as the api runs it: batches of 25 recipients, each recorded as started before
// it is sent and as delivered after (two durable appends per batch), 25 served at once.
const dispatcher = (name, mailDir, pushDir) =>
  new NotificationDispatcher(events, store, new DirectoryWithTokens(store, events), new NotificationChannels(new CapturedMailer({ dir: mailDir, from: 'bench@profyle.example' }), new CapturedPushSender({ dir: pushDir })), { workerId: name });

const rows = [];
{
  const mailDir = join(dir, 'mail-1');
  const pushDir = join(dir, 'push-1');
  const started = performance.now();
  await dispatcher('worker-1', mailDir, pushDir).drain();
  const seconds = (performance.now() - started) / 1000;
  const mails = readdirSync(mailDir).filter((f) => f.endsWith('.json') && !f.startsWith('.')).length;
  const pushes = readdirSync(pushDir).filter((f) => f.endsWith('.json') && !f.startsWith('.')).length;
  rows.push({ scenario: `1 notification to ${ATTENDEES} attendees, 1 worker`, recipients: ATTENDEES, mails, pushes, seconds: round(seconds), 'recipients/s': Math.round(ATTENDEES / seconds), 'messages/s': Math.round((mails + pushes) / seconds) });
}
{
  const group = [];
  const SMALL = 500;
  await people(SMALL, 'q');
  await caughtUp(runner);
  const q = (await store.collection(collectionName(personDetailProjection)).find({ organisation_id: ORG, first_name: { $regex: '^q' } }, { limit: SMALL })).map((doc) => doc.person_id);
  for (let i = 0; i < 20; i++) group.push(await schedule(await createEvent(`Breakout ${i}`, 'list', q), `Breakout ${i}`));
  await caughtUp(runner);
  const started = performance.now();
  const [a, b] = await Promise.all([dispatcher('worker-a', join(dir, 'mail-2'), join(dir, 'push-2')).drain(), dispatcher('worker-b', join(dir, 'mail-2'), join(dir, 'push-2')).drain()]);
  const seconds = (performance.now() - started) / 1000;
  const mails = readdirSync(join(dir, 'mail-2')).filter((f) => f.endsWith('.json') && !f.startsWith('.')).length;
  const pushes = readdirSync(join(dir, 'push-2')).filter((f) => f.endsWith('.json') && !f.startsWith('.')).length;
  rows.push({ scenario: `20 notifications to ${q.length} attendees each, 2 workers (${a} + ${b})`, recipients: 20 * q.length, mails, pushes, seconds: round(seconds), 'recipients/s': Math.round((20 * q.length) / seconds), 'messages/s': Math.round((mails + pushes) / seconds) });
}
await runner.stop();
printTable('Event notifications delivered (captured mail and push, embedded runtime)', rows);
emitJson('event-notifications', { rows });
await store.close?.();
await events.close?.();
