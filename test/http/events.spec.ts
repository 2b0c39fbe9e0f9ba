/**
 * Events over real HTTP on the embedded runtime: the event form's wire names and every refusal in the
 * spec's shape, the list with its status filters and page sizes, the directory's read-only events
 * through its service endpoint, the layout precedence on the public page during an event and the
 * introductions and visits it counts, notifications (validation, soft notes, change, cancel only while
 * pending, delivery by the process's own dispatcher with a delivery log), the location search, the
 * CSV, dummy data, and another organisation refused on every route.
 */
import { join } from 'node:path';
import { personDecider, personStreamId } from '@profyle/domain';
import { capturedMail, capturedPushes } from '@profyle/infrastructure';
import { commandMetadata } from '../../apps/api/src/shared/command-shell/command-metadata';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'events_org';
const OTHER = 'events_other';
const DIRECTORY_TOKEN = 'directory-token-directory-token-0123456789';
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('events over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let root: ReturnType<typeof httpClient>;
  let stranger: ReturnType<typeof httpClient>;
  let ada: string;
  let grace: string;
  let salesGroup: string;
  let salesLayout: string;
  let eventLayout: string;

  const form = (changes: Record<string, unknown> = {}) => ({
    name: 'Spring Summit',
    location: 'London, United Kingdom',
    lat: 51.5,
    lng: -0.12,
    radius: 400,
    country: 'GB',
    start: at(-HOUR),
    end: at(3 * HOUR),
    attendee_type: 'all',
    ...changes,
  });
  const createEvent = async (changes: Record<string, unknown> = {}) => {
    const created = await admin.post(`/v2/org/${ORG}/events`, form(changes));
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const person = async (body: Record<string, unknown>) => {
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, { position: 'Engineer', ...body });
    expect(created.status).toBe(201);
    expect((await admin.put(`/v1/enterprise/${ORG}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    return created.body.personId as string;
  };

  beforeAll(async () => {
    test = await startTestApp({ DIRECTORY_API_TOKEN: DIRECTORY_TOKEN, NOTIFICATIONS_INTERVAL_MS: '100', TRUST_PROXY: 'true' });
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Events Ltd', subscriptions: 10 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd', subscriptions: 2 })).status).toBe(201);
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    stranger = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    salesLayout = (await admin.post(`/v1/enterprise/${ORG}/configurations`, { label: 'Sales', name: 'Sales Layout Ltd', template: 'header-2024' })).body.id;
    eventLayout = (await admin.post(`/v1/enterprise/${ORG}/configurations`, { label: 'Summit', name: 'Summit Layout Ltd', template: 'headshot-2024' })).body.id;
    const group = await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales', parent_id: 'none', configuration_id: salesLayout, enable_exchange: true, location_ids: [] });
    expect(group.status).toBe(200);
    salesGroup = group.body.id;
    expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, consents: [], fields: { company_name: true } } })).status).toBe(200);
    ada = await person({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@events.example', group_id: salesGroup });
    grace = await person({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@events.example' });
  });
  afterAll(() => test.destroy());

  describe('the event form', () => {
    it('requires name, location, start and end, answering every problem in the spec shape', async () => {
      const refused = await admin.post(`/v2/org/${ORG}/events`, { name: ' ', location: '', start: '', end: '' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        errorMessage: 'Name is required',
        errors: [
          { path: 'name', msg: 'Name is required' },
          { path: 'location', msg: 'Location is required' },
          { path: 'start', msg: 'Start time is required' },
          { path: 'end', msg: 'End time is required' },
        ],
      });
    });

    it("refuses an end before the start with the spec's words, and bad values by field", async () => {
      const refused = await admin.post(`/v2/org/${ORG}/events`, form({ start: at(2 * HOUR), end: at(HOUR) }));
      expect(refused.body).toEqual({ errorMessage: 'End time cannot be before start time', errors: [{ path: 'end', msg: 'End time cannot be before start time' }] });
      const values = await admin.post(`/v2/org/${ORG}/events`, form({ currency: 'BTC', lead_value: -1, attendee_type: 'group', attendee_group_ids: ['no-such-group'], configuration_id: 'no-such-layout' }));
      expect(values.status).toBe(400);
      expect(values.body.errors).toEqual([
        { path: 'currency', msg: 'Currency must be one of USD, EUR, GBP, AUD, CAD, JPY, CHF, CNY, INR' },
        { path: 'lead_value', msg: 'Lead value must be a number of 0 or more' },
        { path: 'attendee_group_ids', msg: 'Group no-such-group is not in this organisation' },
        { path: 'configuration_id', msg: 'Layout not found' },
      ]);
      const tooLong = await admin.post(`/v2/org/${ORG}/events`, form({ name: 'x'.repeat(201), lat: 'north' }));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual(expect.arrayContaining([{ path: 'name', msg: 'Name must be 200 characters or less' }, { path: 'lat', msg: 'Latitude must be a number' }]));
    });

    it('creates, reads, changes and deletes an event with the wire names of the spec', async () => {
      const id = await createEvent({ name: 'Launch', start: at(24 * HOUR), end: at(26 * HOUR), currency: 'EUR', lead_value: 250, cost: 1000 });
      const read = await admin.get(`/v2/org/${ORG}/events/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id,
        name: 'Launch',
        location: 'London, United Kingdom',
        country: 'GB',
        coordinate: { latitude: 51.5, longitude: -0.12 },
        radius: 400,
        status: 'future',
        pinColor: 'orange',
        attendeeType: 'all',
        currency: 'EUR',
        leadValue: 250,
        cost: 1000,
        effectiveLeadValue: 250,
        effectiveCurrency: 'EUR',
        sourceId: null,
        visitCount: 0,
        introductionCount: 0,
        value: 0,
      });
      const changed = await admin.put(`/v2/org/${ORG}/events/${id}`, form({ name: 'Launch Day', start: at(24 * HOUR), end: at(26 * HOUR), lead_value: null, cost: 1000 }));
      expect(changed).toMatchObject({ status: 200, body: { message: 'Event updated: Launch Day' } });
      expect((await admin.get(`/v2/org/${ORG}/events/${id}`)).body).toMatchObject({ name: 'Launch Day', leadValue: null, effectiveLeadValue: 3980, effectiveCurrency: 'GBP' });
      const deleted = await admin.delete(`/v2/org/${ORG}/events/${id}`);
      expect(deleted).toMatchObject({ status: 200, body: { id, name: 'Launch Day' } });
      expect((await admin.get(`/v2/org/${ORG}/events/${id}`)).body).toEqual({ errorMessage: 'Event not found', errors: [] });
      expect((await admin.delete(`/v2/org/${ORG}/events/${id}`)).status).toBe(404);
    });
  });

  describe('the list', () => {
    let past: string;
    let current: string;
    let future: string;
    beforeAll(async () => {
      past = await createEvent({ name: 'List Past', start: at(-50 * HOUR), end: at(-48 * HOUR) });
      current = await createEvent({ name: 'List Current', attendee_type: 'list', attendee_people_ids: [grace] });
      future = await createEvent({ name: 'List Future', start: at(48 * HOUR), end: at(50 * HOUR) });
    });

    it('answers {data, total, page, pageSize}, start date descending, with each status', async () => {
      const page = await admin.get(`/v2/org/${ORG}/events?pageSize=10`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 0, pageSize: 10 });
      const ids = page.body.data.map((event: { id: string }) => event.id);
      expect(ids.indexOf(future)).toBeLessThan(ids.indexOf(current));
      expect(ids.indexOf(current)).toBeLessThan(ids.indexOf(past));
      const status = Object.fromEntries(page.body.data.map((event: { id: string; status: string }) => [event.id, event.status]));
      expect([status[past], status[current], status[future]]).toEqual(['past', 'current', 'future']);
    });

    it('filters by timing (defaults true), pages, and validates the page size', async () => {
      const onlyPast = await admin.get(`/v2/org/${ORG}/events?active=false&future=false`);
      expect(onlyPast.body.data.every((event: { status: string }) => event.status === 'past')).toBe(true);
      expect(onlyPast.body.data.map((event: { id: string }) => event.id)).toContain(past);
      const none = await admin.get(`/v2/org/${ORG}/events?active=false&future=false&past=false`);
      expect(none.body).toEqual({ data: [], total: 0, page: 0, pageSize: 20 });
      const all = await admin.get(`/v2/org/${ORG}/events?pageSize=10`);
      const second = await admin.get(`/v2/org/${ORG}/events?pageSize=10&page=1`);
      expect(second.body.data).toEqual(all.body.data.slice(10));
      expect((await admin.get(`/v2/org/${ORG}/events?pageSize=7`)).body).toEqual({ errorMessage: 'Page size must be one of 10, 20, 50, 100, 200', errors: [{ path: 'pageSize', msg: 'Page size must be one of 10, 20, 50, 100, 200' }] });
      expect((await admin.get(`/v2/org/${ORG}/events?active=maybe`)).body.errors).toEqual([{ path: 'active', msg: 'active must be true or false' }]);
    });

    it('answers map pins and the CSV with the spec columns', async () => {
      const pins = await admin.get(`/v2/org/${ORG}/events/pins?past=false`);
      expect(pins.body.data.find((pin: { id: string }) => pin.id === current)).toMatchObject({ name: 'List Current', pinColor: 'green', coordinate: { latitude: 51.5, longitude: -0.12 } });
      expect(pins.body.data.find((pin: { id: string }) => pin.id === past)).toBeUndefined();
      const csv = await fetch(`${test.url}/v1/enterprise/${ORG}/events?active=false&future=false`, { headers: { authorization: `Bearer ${await test.tokenFor(adminOf(ORG))}` } });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="events-events_org-\d{8}-\d{6}\.csv"/);
      const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,name,location,start,end,status,introductionCount,value');
      expect(lines.find((line) => line.startsWith(past))).toMatch(/^[^,]+,List Past,"London, United Kingdom",[^,]+,[^,]+,past,0,0$/);
    });
  });

  describe('directory events', () => {
    const directory = (token = DIRECTORY_TOKEN) => httpClient(test.url, token);

    it('are created and changed only through the directory’s service endpoint, and read-only in the portal', async () => {
      expect((await directory('wrong-token').put('/v2/directory/events/dir-1', { ...form({ name: 'Connect Expo' }), organisation_id: ORG })).status).toBe(401);
      const created = await directory().put('/v2/directory/events/dir-1', { ...form({ name: 'Connect Expo' }), organisation_id: ORG });
      expect(created).toMatchObject({ status: 200, body: { created: true } });
      const id = created.body.id;
      expect((await directory().put('/v2/directory/events/dir-1', { ...form({ name: 'Connect Expo 2' }), organisation_id: ORG })).body).toEqual({ id, created: false });
      expect((await admin.get(`/v2/org/${ORG}/events/${id}`)).body).toMatchObject({ name: 'Connect Expo 2', sourceId: 'dir-1' });
      const message = "You can't edit events that were created from the Profyle Connect Directory";
      expect(await admin.put(`/v2/org/${ORG}/events/${id}`, form({ name: 'Mine' }))).toMatchObject({ status: 403, body: { errorMessage: message } });
      expect(await admin.delete(`/v2/org/${ORG}/events/${id}`)).toMatchObject({ status: 403, body: { errorMessage: message } });
      expect((await directory().put('/v2/directory/events/dir-2', { ...form(), organisation_id: 'no_such_org' })).status).toBe(404);
      expect((await directory().delete(`/v2/directory/events/dir-1?organisation_id=${ORG}`)).body).toEqual({ id, name: 'Connect Expo 2' });
    });
  });

  describe('during an event', () => {
    it('the Profyles of its attendees show its layout, ahead of their group’s, and count its visits and introductions', async () => {
      const before = await fetch(`${test.url}/c/${ada}`);
      expect(await before.text()).toContain('<body class="theme-header-2024"');
      const eventId = await createEvent({ name: 'Sales Kick-off', attendee_type: 'group', attendee_group_ids: [salesGroup], configuration_id: eventLayout });
      const during = await (await fetch(`${test.url}/c/${ada}`)).text();
      expect(during).toContain('<body class="theme-headshot-2024"');
      expect(during).toContain('Summit Layout Ltd');
      // Grace is not in the group: her Profyle keeps the default.
      expect(await (await fetch(`${test.url}/c/${grace}`)).text()).toContain('<body class="theme-modern-2024"');
      const exchange = await fetch(`${test.url}/c/${ada}/exchange`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ name: 'Visitor One', email: 'one@visitors.example', notes: 'Met at the stand' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.1' },
      });
      expect(exchange.status).toBe(303);
      const event = await eventually(
        () => admin.get(`/v2/org/${ORG}/events/${eventId}`),
        (answer) => answer.body.introductionCount === 1 && answer.body.visitCount >= 1,
      );
      // One view of Ada's Profyle during the event (Grace is not an attendee; the form's post is no view).
      expect(event.body).toMatchObject({ introductionCount: 1, visitCount: 1, status: 'current', value: 3980 });
      const contacts = await admin.get(`/v2/org/${ORG}/intros?event=${eventId}`);
      expect(contacts.body.data.map((contact: { name: string; events: string[] }) => [contact.name, contact.events])).toEqual([['Visitor One', [eventId]]]);
      // The contacts filter offers the event by name, and the contact's page names it.
      expect((await admin.get(`/v2/org/${ORG}/events/with-contacts`)).body.data).toContainEqual({ id: eventId, name: 'Sales Kick-off', start: expect.any(String), introductionCount: 1 });
      const contactPath = `/v2/org/${ORG}/people/${ada}/intros/${contacts.body.data[0].id}`;
      expect((await admin.get(contactPath)).body.eventNames).toEqual([{ id: eventId, name: 'Sales Kick-off' }]);
      expect((await admin.delete(`/v2/org/${ORG}/events/${eventId}`)).status).toBe(200);
      expect((await admin.get(contactPath)).body.eventNames).toEqual([{ id: eventId, name: null }]);
      expect((await admin.get(`/v2/org/${ORG}/events/with-contacts`)).body.data.map((event: { id: string }) => event.id)).not.toContain(eventId);
      expect(await (await fetch(`${test.url}/c/${ada}`)).text()).toContain('<body class="theme-header-2024"');
    });

    it('warns when more than one current event applies to all people', async () => {
      const first = await createEvent({ name: 'All Hands A' });
      expect((await admin.get(`/v2/org/${ORG}/events/warnings`)).body.concurrentAllPeople.map((e: { id: string }) => e.id)).not.toContain(first);
      const second = await createEvent({ name: 'All Hands B' });
      const warned = (await admin.get(`/v2/org/${ORG}/events/warnings`)).body.concurrentAllPeople.map((e: { id: string }) => e.id);
      expect(warned).toEqual(expect.arrayContaining([first, second]));
      await admin.delete(`/v2/org/${ORG}/events/${first}`);
      await admin.delete(`/v2/org/${ORG}/events/${second}`);
    });
  });

  describe('notifications', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await createEvent({ name: 'Notified', attendee_type: 'list', attendee_people_ids: [ada, grace] });
    });
    const notifications = () => `/v2/org/${ORG}/events/${eventId}/notifications`;

    it("refuses blank texts and past times with the spec's messages", async () => {
      const refused = await admin.post(notifications(), { title: ' ', body: '', send_time: '' });
      expect(refused).toMatchObject({ status: 400, body: { errorMessage: 'Title is required' } });
      expect(refused.body.errors).toEqual([
        { path: 'title', msg: 'Title is required' },
        { path: 'body', msg: 'Message is required' },
        { path: 'send_time', msg: 'Send time is required' },
      ]);
      expect((await admin.post(notifications(), { title: 'a', body: 'b', send_time: at(-1000) })).body.errors).toEqual([{ path: 'send_time', msg: 'Send time must be in the future' }]);
      expect((await admin.post(`/v2/org/${ORG}/events/no-such-event/notifications`, { title: 'a', body: 'b', send_time: at(HOUR) })).status).toBe(404);
    });

    it('schedules with soft notes, changes and cancels only while pending', async () => {
      const recipients = await admin.get(`${notifications()}/recipients`);
      expect(recipients.body).toMatchObject({ total: 2, push: 0 });
      const scheduled = await admin.post(notifications(), { title: ' A title that is longer than twenty-six ', body: 'Doors open', send_time: at(2 * HOUR) });
      expect(scheduled.status).toBe(201);
      expect(scheduled.body).toMatchObject({ title: 'A title that is longer than twenty-six', status: 'pending', canCancel: true, notes: [{ path: 'title', msg: 'Titles over 26 characters may be truncated on mobile devices' }] });
      const id = scheduled.body.id;
      const changed = await admin.put(`${notifications()}/${id}`, { title: 'Doors open', body: 'Hall B', send_time: at(3 * HOUR) });
      expect(changed.body).toMatchObject({ title: 'Doors open', body: 'Hall B', notes: [] });
      const cancelled = await admin.patch(`${notifications()}/${id}/cancel`);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(await admin.patch(`${notifications()}/${id}/cancel`)).toMatchObject({ status: 409, body: { errorMessage: 'Only a pending notification can be changed or cancelled' } });
      expect((await admin.get(notifications())).body.data.map((n: { id: string }) => n.id)).toContain(id);
    });

    it('is sent at its time to every attendee by e-mail, and by push to those with a device, with a delivery log per recipient', async () => {
      // Ada's phone is registered (she holds a Profyle, so her push is ACTIVE); Grace has no device.
      const registered = await test.runtime.shell.execute({ streamId: personStreamId(ada), decider: personDecider, command: { type: 'ChangePushToken', data: { personId: ada, token: 'device-ada' }, metadata: commandMetadata(adminOf(ORG), ORG) } });
      await test.runtime.awaitProjections(registered.position);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body.push_status).toBe('ACTIVE');
      const scheduled = await admin.post(notifications(), { title: 'Keynote soon', body: 'The keynote starts in 10 minutes in hall A.', send_time: at(1200) });
      expect(scheduled.status).toBe(201);
      const id = scheduled.body.id;
      const sent = await eventually(() => admin.get(`${notifications()}/${id}`), (answer) => answer.body.status === 'sent', 15_000);
      expect(sent.body).toMatchObject({ status: 'sent', canCancel: false, delivered: 2, recipients: 2 });
      const log = await admin.get(`${notifications()}/${id}/deliveries`);
      expect(log.body.total).toBe(2);
      expect(log.body.data.map((entry: { email: string; pushStatus: string; emailStatus: string }) => [entry.email, entry.pushStatus, entry.emailStatus]).sort()).toEqual([
        ['ada@events.example', 'sent', 'sent'],
        ['grace@events.example', 'unavailable', 'sent'],
      ]);
      const pushes = (await capturedPushes(join(test.dataDir, 'push'))).filter((push) => push.title === 'Keynote soon');
      expect(pushes).toEqual([expect.objectContaining({ token: 'device-ada', body: 'The keynote starts in 10 minutes in hall A.', data: expect.objectContaining({ kind: 'event-notification', notification_id: id }) })]);
      // A page at a time: the same log, one recipient a page.
      const first = await admin.get(`${notifications()}/${id}/deliveries?page=0&pageSize=1`);
      const second = await admin.get(`${notifications()}/${id}/deliveries?page=1&pageSize=1`);
      expect([first.body.total, second.body.total, first.body.data.length, second.body.data.length]).toEqual([2, 2, 1, 1]);
      expect([first.body.data[0].email, second.body.data[0].email].sort()).toEqual(['ada@events.example', 'grace@events.example']);
      expect((await admin.get(`${notifications()}/${id}/deliveries?page=2&pageSize=1`)).body).toEqual({ data: [], total: 2 });
      expect((await admin.get(`${notifications()}/${id}/deliveries?pageSize=501`)).status).toBe(400);
      const mails = await capturedMail(join(test.dataDir, 'mail'));
      const keynote = mails.filter((mail) => mail.subject === 'Keynote soon');
      expect(keynote.map((mail) => mail.to).sort()).toEqual(['ada@events.example', 'grace@events.example']);
      expect(keynote[0].text).toContain('The keynote starts in 10 minutes in hall A.');
      expect(await admin.patch(`${notifications()}/${id}/cancel`)).toMatchObject({ status: 409 });
    });
  });

  describe('the location search', () => {
    it('finds cities offline, and answers nothing for nonsense', async () => {
      const london = await admin.get(`/v2/org/${ORG}/geocode?q=London`);
      expect(london.body.results[0]).toMatchObject({ name: 'London', country: 'GB' });
      expect((await admin.get(`/v2/org/${ORG}/geocode?q=Qwxzzvb`)).body).toEqual({ results: [] });
      expect((await admin.get(`/v2/org/${ORG}/geocode/reverse?lat=48.86&lng=2.33`)).body.results[0]).toMatchObject({ name: 'Paris', country: 'FR' });
      expect((await admin.get(`/v2/org/${ORG}/geocode/reverse?lat=91&lng=0`)).status).toBe(400);
    });
  });

  describe('dummy data', () => {
    it('lets a superadmin generate 15 past events and clear them; admins may not', async () => {
      expect((await admin.post(`/v2/org/${ORG}/events/dummy`, { set: 'past' })).status).toBe(403);
      const before = (await admin.get(`/v2/org/${ORG}/events?active=false&future=false&pageSize=200`)).body.total;
      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'past' })).body).toEqual({ created: 15, deleted: 0 });
      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'current' })).body).toEqual({ created: 15, deleted: 0 });
      const pastNow = await admin.get(`/v2/org/${ORG}/events?active=false&future=false&pageSize=200`);
      expect(pastNow.body.total).toBe(before + 15);
      const currentNow = await admin.get(`/v2/org/${ORG}/events?past=false&future=false&pageSize=200`);
      expect(currentNow.body.data.filter((event: { dummy: string | null }) => event.dummy === 'current')).toHaveLength(15);
      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'nope' })).status).toBe(400);
      expect((await root.delete(`/v2/org/${ORG}/events/dummy`)).body).toEqual({ created: 0, deleted: 30 });
      expect((await admin.get(`/v2/org/${ORG}/events?active=false&future=false&pageSize=200`)).body.total).toBe(before);
    });

    it('generates 25 development events of every timing, the 4 demo events and 15 future ones, in real places, and clears them all', async () => {
      type Listed = { id: string; name: string; status: string; dummy: string | null; location: string; country: string | null; coordinate: unknown; attendeeType: string };
      const dummies = async (set: string): Promise<Listed[]> => ((await admin.get(`/v2/org/${ORG}/events?pageSize=200`)).body.data as Listed[]).filter((event) => event.dummy === set);
      const count = (events: Listed[], status: string) => events.filter((event) => event.status === status).length;

      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'development' })).body).toEqual({ created: 25, deleted: 0 });
      const development = await dummies('development');
      expect(development).toHaveLength(25);
      // Past, current and future in turn: 9, 8 and 8.
      expect([count(development, 'past'), count(development, 'current'), count(development, 'future')]).toEqual([9, 8, 8]);
      for (const event of development) {
        expect(event).toMatchObject({ attendeeType: 'all', coordinate: { latitude: expect.any(Number), longitude: expect.any(Number) }, country: expect.stringMatching(/^[A-Z]{2}$/) });
        expect(event.location).toContain(', ');
      }

      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'demo' })).body).toEqual({ created: 4, deleted: 0 });
      const demo = Object.fromEntries((await dummies('demo')).map((event) => [event.name, event.status]));
      expect(demo).toEqual({ 'Annual Sales Kick-off': 'current', 'Partner Summit': 'future', 'Industry Expo': 'past', 'Customer Roadshow': 'future' });
      expect((await dummies('demo')).find((event) => event.name === 'Annual Sales Kick-off')?.location).toMatch(/^London, /);

      expect((await root.post(`/v2/org/${ORG}/events/dummy`, { set: 'future' })).body).toEqual({ created: 15, deleted: 0 });
      const future = await dummies('future');
      expect(future).toHaveLength(15);
      expect(count(future, 'future')).toBe(15);
      // The map shows them too.
      const pins = (await admin.get(`/v2/org/${ORG}/events/pins?active=false&past=false`)).body.data.map((pin: { id: string }) => pin.id);
      expect(future.every((event) => pins.includes(event.id))).toBe(true);

      expect((await admin.delete(`/v2/org/${ORG}/events/dummy`)).status).toBe(403);
      expect((await root.delete(`/v2/org/${ORG}/events/dummy`)).body).toEqual({ created: 0, deleted: 44 });
      expect([...(await dummies('development')), ...(await dummies('demo')), ...(await dummies('future'))]).toEqual([]);
    });
  });

  it("refuses another organisation's admin on every events route", async () => {
    const id = await createEvent({ name: 'Private' });
    const notification = (await admin.post(`/v2/org/${ORG}/events/${id}/notifications`, { title: 'x', body: 'y', send_time: at(HOUR) })).body.id;
    for (const [method, path, body] of [
      ['GET', `/v2/org/${ORG}/events`],
      ['GET', `/v2/org/${ORG}/events/pins`],
      ['GET', `/v2/org/${ORG}/events/warnings`],
      ['GET', `/v2/org/${ORG}/events/with-contacts`],
      ['GET', `/v2/org/${ORG}/events/map-settings`],
      ['GET', `/v2/org/${ORG}/events/${id}`],
      ['POST', `/v2/org/${ORG}/events`, form()],
      ['PUT', `/v2/org/${ORG}/events/${id}`, form()],
      ['DELETE', `/v2/org/${ORG}/events/${id}`],
      ['GET', `/v2/org/${ORG}/events/${id}/notifications`],
      ['GET', `/v2/org/${ORG}/events/${id}/notifications/recipients`],
      ['POST', `/v2/org/${ORG}/events/${id}/notifications`, { title: 'x', body: 'y', send_time: at(HOUR) }],
      ['GET', `/v2/org/${ORG}/events/${id}/notifications/${notification}`],
      ['GET', `/v2/org/${ORG}/events/${id}/notifications/${notification}/deliveries`],
      ['PUT', `/v2/org/${ORG}/events/${id}/notifications/${notification}`, { title: 'x', body: 'y', send_time: at(HOUR) }],
      ['PATCH', `/v2/org/${ORG}/events/${id}/notifications/${notification}/cancel`],
      ['GET', `/v2/org/${ORG}/geocode?q=London`],
      ['GET', `/v1/enterprise/${ORG}/events`],
    ] as [string, string, unknown?][]) {
      const answer = await stranger.call(method, path, body);
      expect([method, path, answer.status, answer.body?.errorMessage]).toEqual([method, path, 403, 'Access Denied']);
    }
    // Nor through its own organisation's paths.
    expect((await stranger.get(`/v2/org/${OTHER}/events/${id}`)).status).toBe(404);
    expect((await stranger.put(`/v2/org/${OTHER}/events/${id}`, form())).status).toBe(404);
    expect((await stranger.get(`/v2/org/${OTHER}/events/${id}/notifications/${notification}`)).status).toBe(404);
    expect((await stranger.patch(`/v2/org/${OTHER}/events/${id}/notifications/${notification}/cancel`)).status).toBe(404);
    expect((await fetch(`${test.url}/v2/org/${ORG}/events`)).status).toBe(401);
  });
});
