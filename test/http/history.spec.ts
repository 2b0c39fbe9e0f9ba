/**
 * The full-history audit over real HTTP (superadmins only): an organisation's history across its
 * streams with filters and cursor paging, an entity's timeline whose state at every revision equals the
 * command side's own fold, states as of a moment, exports, the correlation of an import, and a person's
 * erasure after which their name appears in no response, read model, export or the event log on disk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditedStreamOf, type Decider, groupDecider, groupStreamId, organisationDecider, organisationStreamId, personDecider, personStreamId, stateView } from '@profyle/domain';
import { httpClient } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

const ORG = 'history_org';
const OTHER = 'history_other';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

describe('full history over HTTP', () => {
  let test: TestApp;
  let root: ReturnType<typeof httpClient>;
  let admin: ReturnType<typeof httpClient>;
  let superToken: string;
  let adminToken: string;
  /** After every command: each tracked stream's revision and the command side's state, as history shows it. */
  const commandSide: { streamId: string; revision: number; view: unknown }[] = [];
  let ada: string;
  let sales: string;

  const h = (path: string) => `/v1/enterprise/${ORG}/history${path}`;
  const download = async (path: string, token = superToken) => {
    const response = await fetch(`${test.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, text: (await response.text()).replace(/^\uFEFF/, '') };
  };
  const track = async (streamId: string, decider: Pick<Decider<any, any, any>, 'initialState' | 'evolve'>) => {
    const { state, revision } = await test.runtime.shell.load(streamId, decider);
    commandSide.push({ streamId, revision: revision as number, view: stateView(auditedStreamOf(streamId)!, state) });
  };

  beforeAll(async () => {
    test = await startTestApp();
    superToken = await test.tokenFor(superadmin);
    root = httpClient(test.url, superToken);
    await root.post('/v1/enterprise', { organisation_id: ORG, name: 'History Ltd', subscriptions: 5 });
    await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd' });
    adminToken = await test.tokenFor(adminOf(ORG));
    admin = httpClient(test.url, adminToken);

    sales = (await admin.post(`/v1/enterprise/${ORG}/groups`, { name: 'Sales' })).body.id;
    await track(groupStreamId(sales), groupDecider);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'ada.png');
    const photo = (await (await fetch(`${test.url}/v1/enterprise/${ORG}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${adminToken}` } })).json()).url;
    const person = { first_name: 'Adaline', last_name: 'Quxworthy', position: 'Engineer', email: 'adaline@quxworthy.example', photo_url: photo };
    ada = (await admin.put(`/v1/enterprise/${ORG}/people`, person)).body.personId;
    await track(personStreamId(ada), personDecider);
    await admin.put(`/v1/enterprise/${ORG}/people/${ada}`, { ...person, position: 'Chief Engineer', mobile: '+44 7700 900123', group_id: sales });
    await track(personStreamId(ada), personDecider);
    await admin.put(`/v1/enterprise/${ORG}/people/${ada}/assign-subscription`, { type: 'digital', send_email: false });
    await track(organisationStreamId(ORG), organisationDecider);
    await admin.post(`/v1/enterprise/${ORG}/groups/${sales}`, { name: 'Sales EMEA' });
    await track(groupStreamId(sales), groupDecider);
    await track(personStreamId(ada), personDecider);
  });
  afterAll(() => test.destroy());

  it('is for superadmins only', async () => {
    for (const path of [h(''), h('/export'), h(`/streams/${personStreamId(ada)}`), h(`/streams/${personStreamId(ada)}/state?revision=0`), h(`/streams/${personStreamId(ada)}/0/correlation`)]) {
      expect((await admin.get(path)).body).toEqual({ errorMessage: 'Access Denied', errors: [] });
    }
    expect((await admin.post(`/v1/enterprise/${ORG}/people/${ada}/erase`, { reason: 'x' })).status).toBe(403);
    // The stream must belong to the organisation in the path.
    expect((await root.get(`/v1/enterprise/${OTHER}/history/streams/${personStreamId(ada)}`)).status).toBe(404);
  });

  it('lists the organisation’s events across its streams, newest first, in words, with actor and correlation', async () => {
    const { status, body } = await root.get(h('?limit=200'));
    expect(status).toBe(200);
    const types = body.data.map((e: { type: string }) => e.type);
    expect(types[0]).toBe('GroupRenamed');
    expect(types).toEqual(expect.arrayContaining(['OrganisationCreated', 'GroupCreated', 'GroupPlaced', 'PersonCreated', 'PersonEmailClaimed', 'PersonUpdated', 'PersonGroupChanged', 'SubscriptionAssigned']));
    expect(body.next).toBeUndefined();
    const assigned = body.data.find((e: { type: string }) => e.type === 'SubscriptionAssigned');
    expect(assigned).toMatchObject({
      type_words: 'Subscription assigned',
      action: 'subscription-created',
      entity: 'Organisation',
      entity_id: ORG,
      actor: { user_id: `u-admin-${ORG}`, email: `u-admin-${ORG}@example.com`, impersonating: false },
      command: 'AssignSubscription',
      correlation_id: expect.any(String),
    });
    const created = body.data.find((e: { type: string }) => e.type === 'PersonCreated');
    expect(created).toMatchObject({ entity: 'Person', entity_id: ada, entity_label: 'Adaline Quxworthy', stream_id: personStreamId(ada), revision: 0 });
    const positions = body.data.map((e: { position: number }) => e.position);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
  });

  it('filters by actor, action, event type, entity kind, entity and dates, and pages with a cursor', async () => {
    const types = async (query: string) => (await root.get(h(`?limit=200&${query}`))).body.data.map((e: { type: string }) => e.type);
    expect(await types('actor=super@profyle')).toEqual(['OrganisationCreated']);
    expect(await types('action=subscription-created')).toEqual(['SubscriptionAssigned']);
    expect(await types('type=PersonUpdated')).toEqual(['PersonUpdated']);
    expect(await types('category=group')).toEqual(['GroupRenamed', 'GroupCreated']);
    expect(await types(`entity=${personStreamId(ada)}`)).toEqual(['PersonUpdated', 'PersonCreated']);
    expect(await types('to=2001-01-01')).toEqual([]);
    expect((await types(`from=${new Date().toISOString().slice(0, 10)}`)).length).toBeGreaterThan(5);

    const all = (await root.get(h('?limit=200'))).body.data.map((e: { event_id: string }) => e.event_id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await root.get(h(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`))).body;
      seen.push(...page.data.map((e: { event_id: string }) => e.event_id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(all);

    expect((await root.get(h('?action=nope&from=2025-02-01&to=2025-01-01&limit=0'))).body).toEqual({
      errorMessage: 'Unknown action',
      errors: [
        { path: 'action', msg: 'Unknown action' },
        { path: 'limit', msg: 'Limit must be a whole number from 1 to 200' },
        { path: 'from', msg: 'The start date must not be after the end date' },
      ],
    });
    expect((await root.get(h(`?actor=${'x'.repeat(255)}`))).body.errors).toEqual([{ path: 'actor', msg: 'Actor must be 254 characters or less' }]);
    expect((await root.get(h(`?type=${encodeURIComponent('Person\u0000Created')}`))).body.errors).toEqual([{ path: 'type', msg: 'Event type must not contain control characters' }]);
  });

  it('folds every revision to exactly the state the command side decided on', async () => {
    expect(commandSide.length).toBeGreaterThanOrEqual(6);
    for (const { streamId, revision, view } of commandSide) {
      const { status, body } = await root.get(h(`/streams/${streamId}/state?revision=${revision}`));
      expect(status).toBe(200);
      expect({ streamId, revision: body.revision, state: body.state }).toEqual({ streamId, revision, state: view });
    }
  });

  it('shows a person’s timeline with the fields each event changed, and their state as of a moment', async () => {
    const { body } = await root.get(h(`/streams/${personStreamId(ada)}`));
    expect(body).toMatchObject({ stream_id: personStreamId(ada), entity: 'Person', entity_label: 'Adaline Quxworthy', revision: 1 });
    const [updated, created] = body.data;
    expect(updated.changes.map((c: { label: string }) => c.label)).toEqual(['Profile › Position', 'Profile › Mobile', 'Profile › Group id', 'Updated at']);
    expect(updated.changes[0]).toMatchObject({ path: ['profile', 'position'], before: 'Engineer', after: 'Chief Engineer' });
    expect(created.changes.map((c: { label: string }) => c.label)).toEqual(expect.arrayContaining(['Status', 'Profile › First name', 'Profile › Email']));

    const asOf = await root.get(h(`/streams/${personStreamId(ada)}/state?at=${encodeURIComponent(created.at)}`));
    expect(asOf.body).toMatchObject({ revision: 0, at: created.at, state: { profile: { position: 'Engineer' } } });
    expect((await root.get(h(`/streams/${personStreamId(ada)}/state?at=2001-01-01`))).body).toMatchObject({ revision: null, state: null });
    expect((await root.get(h(`/streams/${personStreamId(ada)}/state`))).body).toEqual({
      errorMessage: 'Give either a revision or a date and time (at)',
      errors: [{ path: 'revision', msg: 'Give either a revision or a date and time (at)' }],
    });
    expect((await root.get(h('/streams/person-nobody'))).status).toBe(404);
  });

  it('exports the organisation history as CSV and JSON, and one stream as JSON', async () => {
    const csv = await download(h('/export?format=csv&category=group'));
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="history-${ORG}-\\d{8}-\\d{6}\\.csv"$`));
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('at,event,action,entity,entity_id,entity_name,actor,actor_user_id,impersonating,command,correlation_id,causation_id,stream_id,revision,event_id,data');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Group renamed', 'Group created']);

    const json = JSON.parse((await download(h('/export?format=json'))).text);
    expect(json).toMatchObject({ organisation_id: ORG });
    expect(json.events.length).toBe((await root.get(h('?limit=200'))).body.data.length);

    const stream = await download(h(`/streams/${personStreamId(ada)}/export`));
    expect(stream.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const exported = JSON.parse(stream.text);
    expect(exported.events.map((e: { type: string; revision: number }) => [e.type, e.revision])).toEqual([
      ['PersonCreated', 0],
      ['PersonUpdated', 1],
    ]);
    expect(exported.state.profile.position).toBe('Chief Engineer');
    expect(exported.events[0].metadata.correlationId).toEqual(expect.any(String));
  });

  it('follows an import’s correlation: every row’s command and event, from any one of them', async () => {
    const form = new FormData();
    form.append('import', new Blob([['first_name,last_name,position,email', 'Bob,One,Tester,bob1@example.com', 'Bob,Two,Tester,bob2@example.com', 'Bob,Three,Tester,bob3@example.com'].join('\n')], { type: 'text/csv' }), 'people.csv');
    const imported = await (await fetch(`${test.url}/v1/enterprise/${ORG}/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${adminToken}` } })).json();
    const second = imported.data.results[1].id;
    const { status, body } = await root.get(h(`/streams/${personStreamId(second)}/0/correlation`));
    expect(status).toBe(200);
    expect(body.event).toMatchObject({ type: 'PersonCreated', entity_id: second });
    expect(body.command).toMatchObject({ command: 'CreatePerson', events: [expect.objectContaining({ event_id: body.event.event_id })] });
    const created = body.commands.filter((c: { command: string }) => c.command === 'CreatePerson');
    expect(created.map((c: { events: { entity_label: string }[] }) => c.events[0].entity_label)).toEqual(['Bob One', 'Bob Two', 'Bob Three']);
    expect(body.commands.some((c: { command: string }) => c.command === 'PlacePerson')).toBe(true);
    expect(new Set(body.commands.flatMap((c: { events: { correlation_id: string }[] }) => c.events.map((e) => e.correlation_id)))).toEqual(new Set([body.correlation_id]));
    expect(body.deliveries).toEqual([]);
    expect(body.truncated).toBe(false);
  });

  describe('layouts, contacts and Profyle visits', () => {
    const layouts = `/v1/enterprise/${ORG}/configurations`;
    let gold: string;
    const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const value = await read();
        if (check(value) || Date.now() > deadline) return value;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    beforeAll(async () => {
      gold = (await admin.post(layouts, { label: 'Gold', name: 'History Gold Ltd', template: 'header-2024' })).body.id;
      expect((await admin.patch(`${layouts}/${gold}`, { field_to_update: 'buttonStyle', buttonStyle: 'rounded' })).status).toBe(200);
      expect((await admin.delete(`${layouts}/${gold}`)).status).toBe(204);
      const exchange = { enabled: true, enableByGroup: false, consents: ['Newsletter'], privacyPolicy: 'https://history.example/privacy', fields: { company_name: true, website: false } };
      expect((await admin.call('PATCH', `/v1/enterprise/${ORG}/settings`, { setting: 'exchange', value: exchange })).status).toBe(200);
      const body = new URLSearchParams({ name: 'Grace Hopper', email: 'grace@navy.example', company_name: 'US Navy', notes: 'Met at the stand', consents: 'Newsletter' });
      const sent = await fetch(`${test.url}/c/${ada}/exchange`, { method: 'POST', redirect: 'manual', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(sent.status).toBe(303);
      expect((await fetch(`${test.url}/c/${ada}`)).status).toBe(200);
    });

    it('a layout: created, changed and deleted, named after deletion, with the spec’s action', async () => {
      const streamId = `configuration-${ORG}_${gold}`;
      const listed = (await root.get(h('?category=configuration'))).body.data;
      expect(listed.map((e: { type: string }) => e.type)).toEqual(['LayoutDeleted', 'LayoutUpdated', 'LayoutCreated']);
      expect(listed[0]).toMatchObject({ stream_id: streamId, entity: 'Layout', entity_label: 'Gold', action: 'layout-deleted', type_words: 'Layout deleted' });
      expect((await root.get(h('?action=layout-deleted'))).body.data.map((e: { stream_id: string }) => e.stream_id)).toEqual([streamId]);

      const timeline = (await root.get(h(`/streams/${streamId}`))).body;
      expect(timeline).toMatchObject({ entity: 'Layout', entity_label: 'Gold', revision: 2 });
      expect(timeline.data[1].changes.map((c: { label: string }) => c.label)).toEqual(['Layout › Button style']);
      expect(timeline.data[1].changes[0]).toMatchObject({ before: 'standard', after: 'rounded' });
      // The state before the deletion is the one the command side folds.
      const { state } = await test.runtime.shell.load(streamId, { initialState: auditedStreamOf(streamId)!.initialState, evolve: auditedStreamOf(streamId)!.evolve });
      expect((await root.get(h(`/streams/${streamId}/state?revision=2`))).body.state).toEqual(JSON.parse(JSON.stringify(stateView(auditedStreamOf(streamId)!, state))));
      expect((await root.get(h(`/streams/${streamId}/state?revision=1`))).body.state.layout).toMatchObject({ label: 'Gold', buttonStyle: 'rounded' });
    });

    it('a contact captured on a Profyle: its own stream, the visitor’s details and the owner’s e-mail', async () => {
      // The contact's later events (its enrichment) come first, newest first: take the capture itself.
      const captured = (await root.get(h('?category=introduction'))).body.data.find((entry: { type: string }) => entry.type === 'IntroductionCaptured');
      expect(captured).toMatchObject({ type: 'IntroductionCaptured', entity: 'Contact', data: expect.objectContaining({ personId: ada, owner: 'adaline@quxworthy.example', contact: expect.objectContaining({ name: 'Grace Hopper', company: 'US Navy' }) }) });
      const timeline = (await root.get(h(`/streams/${captured.stream_id}`))).body;
      const capture = timeline.data.find((entry: { type: string }) => entry.type === 'IntroductionCaptured') ?? timeline.data[0];
      expect(capture.changes.map((c: { label: string }) => c.label)).toEqual(expect.arrayContaining(['Exists', 'Owner id', 'Email', 'Fields › Name']));
      expect(timeline).toMatchObject({ entity: 'Contact', entity_label: 'Grace Hopper' });
    });

    it('a day’s Profyle visits fold into its counters', async () => {
      const visits = await eventually(async () => (await root.get(h('?category=visits'))).body.data as { stream_id: string; revision: number }[], (data) => data.length > 0);
      expect(visits[0]).toMatchObject({ type: 'ProfyleVisited', entity: 'Profyle visits', data: expect.objectContaining({ personId: ada, via: 'link' }) });
      const state = (await root.get(h(`/streams/${visits[0].stream_id}/state?revision=${visits[0].revision}`))).body.state;
      expect(state).toMatchObject({ organisationId: ORG, visits: visits[0].revision + 1, via: { link: visits[0].revision + 1, card: 0 } });
    });
  });

  describe('erasing a person', () => {
    const NAME = /Adaline|Quxworthy/i;
    let erasedAt: string;

    it('needs a reason, and refuses a person of another organisation', async () => {
      expect((await root.post(`/v1/enterprise/${ORG}/people/${ada}/erase`, { reason: ' ' })).body).toEqual({ errorMessage: 'A reason is required', errors: [{ path: 'reason', msg: 'A reason is required' }] });
      expect((await root.post(`/v1/enterprise/${ORG}/people/${ada}/erase`, { reason: 'x'.repeat(501) })).body.errors).toEqual([{ path: 'reason', msg: 'Reason must be 500 characters or less' }]);
      expect((await root.post(`/v1/enterprise/${OTHER}/people/${ada}/erase`, { reason: 'Asked by email' })).body).toEqual({ errorMessage: 'Person not in organisation', errors: [] });
    });

    it('deletes, records the erasure with its reason, and cleans the copies', async () => {
      const { status, body } = await root.post(`/v1/enterprise/${ORG}/people/${ada}/erase`, { reason: 'Data subject request #42' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ person_id: ada, erased_at: expect.any(String), cleaned: { photos: 1, webhook_records: 0, import_rows: 0 } });
      erasedAt = body.erased_at;
      const erasure = (await root.get(h('?action=person-erased'))).body.data;
      expect(erasure).toEqual([expect.objectContaining({ type: 'PersonErased', entity_id: ada, actor: expect.objectContaining({ email: superadmin.email }), data: expect.objectContaining({ reason: 'Data subject request #42' }) })]);
      // Erasing again changes nothing.
      expect((await root.post(`/v1/enterprise/${ORG}/people/${ada}/erase`, { reason: 'Again' })).body.erased_at).toBe(erasedAt);
    });

    it('leaves the name in no read model, export or history response, and not in the event log on disk', async () => {
      const responses = [
        (await admin.get(`/v1/enterprise/${ORG}/people?page_size=200`)).body,
        (await admin.get(`/v1/enterprise/${ORG}/people/${ada}`)).body,
        (await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'Adaline' })).body,
        (await download(`/v1/enterprise/${ORG}/export`, adminToken)).text,
        (await root.get(h('?limit=200'))).body,
        (await download(h('/export?format=csv'))).text,
        (await download(h('/export?format=json'))).text,
        (await root.get(h(`/streams/${personStreamId(ada)}`))).body,
        (await root.get(h(`/streams/${personStreamId(ada)}/state?revision=1`))).body,
        (await root.get(h(`/streams/${organisationStreamId(ORG)}/state?revision=${commandSide.find((c) => c.streamId.startsWith('organisation'))!.revision}`))).body,
        (await download(h(`/streams/${personStreamId(ada)}/export`))).text,
        (await download(h(`/streams/${organisationStreamId(ORG)}/export`))).text,
        (await root.get(h(`/streams/${personStreamId(ada)}/0/correlation`))).body,
      ];
      for (const response of responses) expect(JSON.stringify(response)).not.toMatch(NAME);
      const log = readFileSync(join(test.dataDir, 'events.sqlite')).toString('latin1') + readFileSync(join(test.dataDir, 'events.sqlite-wal')).toString('latin1');
      expect(log).not.toMatch(NAME);
    });

    it('keeps the facts: every event is still there, and which fields changed still shows', async () => {
      const { body } = await root.get(h(`/streams/${personStreamId(ada)}`));
      expect(body.entity_label).toBeNull();
      expect(body.data.map((e: { type: string }) => e.type)).toEqual(['PersonErased', 'PersonDeleted', 'PersonUpdated', 'PersonCreated']);
      const updated = body.data[2];
      expect(updated.changes.map((c: { label: string }) => c.label)).toEqual(['Profile › Position', 'Profile › Mobile', 'Profile › Group id', 'Updated at']);
      expect(updated.changes[0].before).toMatch(/^\[erased [0-9a-f]{12}\]$/);
      expect(updated.changes[0].after).toMatch(/^\[erased [0-9a-f]{12}\]$/);
      expect(updated.changes[0].before).not.toBe(updated.changes[0].after);
      expect((await download(`/v1/images/${ORG}/x.png`)).status).toBe(404);
    });

    it('erases the owner’s e-mail from the contacts captured on their Profyle, not the visitor’s details', async () => {
      // The contact's later events (its enrichment) come first, newest first: take the capture itself.
      const captured = (await root.get(h('?category=introduction'))).body.data.find((entry: { type: string }) => entry.type === 'IntroductionCaptured');
      expect(captured.data.owner).toMatch(/^\[erased [0-9a-f]{12}\]$/);
      expect(captured.data.contact).toMatchObject({ name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy' });
    });
  });
});
