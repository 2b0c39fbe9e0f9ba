/**
 * Contacts over real HTTP on the embedded runtime: introductions captured on public Profyles become
 * contacts (lists newest first with cursor paging, tag and event filters, detail, statistics), tags,
 * company and field corrections, the follow-up through its public link, the introductions CSV,
 * enrichment (the embedded no-op, and a local stand-in provider that answers or fails), and every
 * refusal: another organisation, another owner, bad input.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'contacts_org';
const OTHER = 'contacts_other';

const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Sets up an organisation with the exchange form on, and people with subscriptions. */
const organisationWithExchange = async (test: TestApp, organisationId: string, people: { first_name: string; last_name: string; email: string }[]) => {
  const root = httpClient(test.url, await test.tokenFor(superadmin));
  expect((await root.post('/v1/enterprise', { organisation_id: organisationId, name: `${organisationId} Ltd`, subscriptions: 10 })).status).toBe(201);
  const admin = httpClient(test.url, await test.tokenFor(adminOf(organisationId)));
  expect((await admin.call('PATCH', `/v1/enterprise/${organisationId}/settings`, { setting: 'exchange', value: { enabled: true, enableByGroup: false, consents: ['Newsletter'], fields: { company_name: true, website: true, phone: true } } })).status).toBe(200);
  const ids: string[] = [];
  for (const person of people) {
    const created = await admin.put(`/v1/enterprise/${organisationId}/people`, { position: 'Engineer', ...person });
    expect(created.status).toBe(201);
    expect((await admin.put(`/v1/enterprise/${organisationId}/people/${created.body.personId}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    ids.push(created.body.personId);
  }
  return { admin, ids };
};

let sequence = 0;
/** A visitor fills in the exchange form on a Profyle, as a browser posts it. */
const introduce = async (test: TestApp, personId: string, values: Record<string, string>, country = 'GB') => {
  const body = new URLSearchParams(values);
  const response = await fetch(`${test.url}/c/${personId}/exchange`, {
    method: 'POST',
    redirect: 'manual',
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-ipcountry': country, 'x-forwarded-for': `10.1.0.${++sequence}` },
  });
  expect(response.status).toBe(303);
};

describe('contacts over HTTP', () => {
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let stranger: ReturnType<typeof httpClient>;
  let ada: string;
  let grace: string;
  let strangerPerson: string;

  const list = (query = '') => admin.get(`/v2/org/${ORG}/intros${query}`);

  beforeAll(async () => {
    test = await startTestApp({ TRUST_PROXY: 'true' });
    ({ admin, ids: [ada, grace] } = await organisationWithExchange(test, ORG, [
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@contacts.example' },
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@contacts.example' },
    ]));
    ({ admin: stranger, ids: [strangerPerson] } = await organisationWithExchange(test, OTHER, [{ first_name: 'Sam', last_name: 'Stranger', email: 'sam@other.example' }]));
    await introduce(test, ada, { name: 'First Visitor', email: 'first@visitors.example', company_name: 'Acme', notes: 'one' });
    await introduce(test, ada, { name: '=HYPERLINK("http://evil")', email: 'second@visitors.example', notes: 'two' }, 'FR');
    await introduce(test, grace, { name: 'Third Visitor', email: 'third@visitors.example', website: 'https://third.example', notes: 'three', consents: 'Newsletter' }, 'US');
    await introduce(test, strangerPerson, { name: 'Elsewhere', email: 'elsewhere@visitors.example' });
    await eventually(() => list(), (page) => page.body?.data?.length === 3);
  });
  afterAll(() => test.destroy());

  it('lists the organisation\'s contacts newest first with their owners, cursor paged', async () => {
    const first = await list('?pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body.data.map((c: { name: string }) => c.name)).toEqual(['Third Visitor', '=HYPERLINK("http://evil")', 'First Visitor']);
    expect(first.body.next).toBeUndefined();
    const [third] = first.body.data;
    expect(third).toMatchObject({
      ownerId: grace,
      owner: 'grace@contacts.example',
      ownerName: 'Grace Hopper',
      ownerDeleted: false,
      organisation_id: ORG,
      email: 'third@visitors.example',
      website: 'https://third.example',
      consents: ['Newsletter'],
      via: 'exchange',
      status: 'pending',
      country: 'US',
      tags: [],
      lat: null,
      lng: null,
    });
    expect(third.meta.createdAt).toEqual(expect.any(String));
  });

  it('lists one person\'s contacts, their statistics, and answers for a person of another organisation with not found', async () => {
    const mine = await admin.get(`/v2/org/${ORG}/people/${ada}/intros`);
    expect(mine.body.data.map((c: { name: string }) => c.name)).toEqual(['=HYPERLINK("http://evil")', 'First Visitor']);
    const stats = await admin.get(`/v2/org/${ORG}/people/${ada}/intro-statistics`);
    expect(stats.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(stats.body).toEqual({ count: 2, months: { [month]: 2 }, countries: { GB: 1, FR: 1 } });
    expect((await admin.get(`/v2/org/${ORG}/people/${strangerPerson}/intros`)).body).toEqual({ errorMessage: 'Person not in organisation', errors: [] });
    expect((await admin.get(`/v2/org/${ORG}/people/${strangerPerson}/intro-statistics`)).status).toBe(404);
  });

  it('refuses another organisation\'s admin on every contacts route', async () => {
    const [contact] = (await list()).body.data;
    const base = `/v2/org/${ORG}/people/${contact.ownerId}/intros/${contact.id}`;
    for (const [method, path, body] of [
      ['GET', `/v2/org/${ORG}/intros`],
      ['GET', `/v2/org/${ORG}/people/${contact.ownerId}/intros`],
      ['GET', base],
      ['GET', `/v2/org/${ORG}/people/${contact.ownerId}/intro-statistics`],
      ['GET', `/v2/org/${ORG}/available-tags`],
      ['GET', `/v1/enterprise/${ORG}/intros`],
      ['GET', `/v1/enterprise/${ORG}/people/${contact.ownerId}/intros`],
      ['PUT', `${base}/tags`, { tags: ['x'] }],
      ['PUT', `${base}/company`, { company: 'x' }],
      ['PUT', `${base}/field`, { field: 'note', value: 'x' }],
      ['POST', `${base}/follow-up-token`, {}],
    ] as [string, string, unknown?][]) {
      const answer = await stranger.call(method, path, body);
      expect([method, path, answer.status, answer.body?.errorMessage]).toEqual([method, path, 403, 'Access Denied']);
    }
    // Nor can an organisation reach another's contact through its own path.
    const theirs = (await stranger.get(`/v2/org/${OTHER}/intros`)).body.data[0];
    expect((await stranger.get(`/v2/org/${OTHER}/people/${theirs.ownerId}/intros/${contact.id}`)).body).toEqual({ errorMessage: 'Introduction not found', errors: [] });
    expect((await stranger.put(`/v2/org/${OTHER}/people/${contact.ownerId}/intros/${contact.id}/tags`, { tags: ['x'] })).status).toBe(404);
    expect((await fetch(`${test.url}/v2/org/${ORG}/intros`)).status).toBe(401);
  });

  it('shows one contact, only under its own owner', async () => {
    const [contact] = (await list()).body.data;
    const detail = await admin.get(`/v2/org/${ORG}/people/${contact.ownerId}/intros/${contact.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: contact.id, name: 'Third Visitor', ownerName: 'Grace Hopper' });
    expect((await admin.get(`/v2/org/${ORG}/people/${ada}/intros/${contact.id}`)).body).toEqual({ errorMessage: 'Introduction not found', errors: [] });
    expect((await admin.get(`/v2/org/${ORG}/people/${ada}/intros/no-such-intro`)).status).toBe(404);
  });

  it('tags a contact (normalised), suggests the tags in use and filters by any of them', async () => {
    const [third, second] = (await list()).body.data;
    const tagged = await admin.put(`/v2/org/${ORG}/people/${third.ownerId}/intros/${third.id}/tags`, { tags: [' Hot Lead ', 'VIP!', 'hot-lead'] });
    expect(tagged.status).toBe(200);
    expect(tagged.body.tags).toEqual(['hot-lead', 'vip']);
    expect((await admin.put(`/v2/org/${ORG}/people/${second.ownerId}/intros/${second.id}/tags`, { tags: ['partner'] })).body.tags).toEqual(['partner']);
    expect((await admin.get(`/v2/org/${ORG}/available-tags`)).body).toEqual({ tags: ['hot-lead', 'partner', 'vip'] });
    expect((await list('?tags=VIP')).body.data.map((c: { id: string }) => c.id)).toEqual([third.id]);
    expect((await list('?tags=vip,partner')).body.data.map((c: { id: string }) => c.id)).toEqual([third.id, second.id]);
    expect((await list('?tags=nobody')).body.data).toEqual([]);
    expect((await list('?event=no-such-event')).body.data).toEqual([]);
    const tooMany = await admin.put(`/v2/org/${ORG}/people/${third.ownerId}/intros/${third.id}/tags`, { tags: Array.from({ length: 60 }, (_, i) => `t${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorMessage).toBe('At most 50 tags');
    expect((await admin.put(`/v2/org/${ORG}/people/${third.ownerId}/intros/${third.id}/tags`, { tags: 'vip' })).body.errorMessage).toBe('Tags must be a list of words');
    // Untagging removes the suggestion once no contact carries it.
    await admin.put(`/v2/org/${ORG}/people/${second.ownerId}/intros/${second.id}/tags`, { tags: [] });
    expect((await admin.get(`/v2/org/${ORG}/available-tags`)).body.tags).toEqual(['hot-lead', 'vip']);
  });

  it('corrects the company and the editable fields, with their checks', async () => {
    const [, , first] = (await list()).body.data;
    const path = `/v2/org/${ORG}/people/${first.ownerId}/intros/${first.id}`;
    const company = await admin.put(`${path}/company`, { company: '  Acme Industries ' });
    expect(company.status).toBe(200);
    expect(company.body.company).toBe('Acme Industries');
    expect((await admin.put(`${path}/field`, { field: 'position', value: 'Buyer' })).body.position).toBe('Buyer');
    expect((await admin.put(`${path}/field`, { field: 'linkedin', value: 'https://www.linkedin.com/in/first' })).body.linkedin).toBe('https://www.linkedin.com/in/first');
    expect((await admin.put(`${path}/field`, { field: 'email', value: 'broken' })).body).toEqual({ errorMessage: 'Please enter a valid email address', errors: [{ path: 'value', msg: 'Please enter a valid email address' }] });
    expect((await admin.put(`${path}/field`, { field: 'ownerId', value: 'someone' })).body).toEqual({ errorMessage: 'ownerId is not a field of a contact that can be changed', errors: [{ path: 'field', msg: 'ownerId is not a field of a contact that can be changed' }] });
    expect((await admin.put(`${path}/field`, { field: 'note', value: 'x'.repeat(5001) })).status).toBe(400);
    expect((await admin.put(`${path}/company`, { company: 'x'.repeat(501) })).body.errorMessage).toBe('Must be 500 characters or fewer');
    expect((await admin.get(path)).body).toMatchObject({ company: 'Acme Industries', position: 'Buyer' });
  });

  it('completes a follow-up through its public link once; a forged, used or missing token is refused', async () => {
    const [contact] = (await list()).body.data;
    const path = `/v2/org/${ORG}/people/${contact.ownerId}/intros/${contact.id}`;
    const issued = await admin.post(`${path}/follow-up-token`);
    expect(issued.status).toBe(200);
    expect(issued.body.token).toMatch(new RegExp(`^${contact.id}\\.[A-Za-z0-9_-]{43}$`));
    const anonymous = httpClient(test.url);
    expect((await anonymous.post('/v2/public/complete-follow-up', {})).body).toEqual({ errorMessage: 'No token provided.', errors: [{ path: 'token', msg: 'No token provided.' }] });
    const forged = await anonymous.post('/v2/public/complete-follow-up', { token: `${contact.id}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(400);
    expect(forged.body.errorMessage).toBe('This follow-up link is not valid');
    expect((await anonymous.post('/v2/public/complete-follow-up', { token: 'garbage' })).body.errorMessage).toBe('This follow-up link is not valid');
    const done = await anonymous.post('/v2/public/complete-follow-up', { token: issued.body.token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect((await admin.get(path)).body).toMatchObject({ status: 'complete', meta: { completedAt: expect.any(String) } });
    const again = await anonymous.post('/v2/public/complete-follow-up', { token: issued.body.token });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This follow-up has already been completed');
    expect((await admin.post(`${path}/follow-up-token`)).status).toBe(409);
  });

  it('exports the introductions as a formula-safe CSV with the spec\'s columns, for the organisation and for one person', async () => {
    const response = await fetch(`${test.url}/v1/enterprise/${ORG}/intros`, { headers: { authorization: `Bearer ${await test.tokenFor(adminOf(ORG))}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="introductions-${ORG}-\\d{8}-\\d{6}\\.csv"`));
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,ownerId,owner,status,name,company,position,phone,email,website,note,lat,lng,nearestPlace,consents,tags,meta.createdAt');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',grace@contacts.example,complete,Third Visitor,,,,third@visitors.example,https://third.example,three,,,,Newsletter,hot-lead;vip,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    const person = await fetch(`${test.url}/v1/enterprise/${ORG}/people/${ada}/intros`, { headers: { authorization: `Bearer ${await test.tokenFor(adminOf(ORG))}` } });
    expect((await person.text()).trim().split('\r\n')).toHaveLength(3);
    const tagged = await fetch(`${test.url}/v1/enterprise/${ORG}/intros?tags=vip`, { headers: { authorization: `Bearer ${await test.tokenFor(adminOf(ORG))}` } });
    expect((await tagged.text()).trim().split('\r\n')).toHaveLength(2);
  });

  it('pages with a cursor, newest first, each contact once; refuses page sizes and cursors it does not know', async () => {
    for (let i = 0; i < 10; i++) await introduce(test, grace, { name: `Crowd ${i}`, email: `crowd${i}@visitors.example` });
    await eventually(() => list('?pageSize=20'), (page) => page.body.data.length === 13);
    const first = await list('?pageSize=10');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].name).toBe('Crowd 9');
    expect(first.body.next).toEqual(expect.any(String));
    const second = await list(`?pageSize=10&after=${first.body.next}`);
    expect(second.body.data.map((c: { name: string }) => c.name)).toEqual(['Third Visitor', '=HYPERLINK("http://evil")', 'First Visitor']);
    expect(second.body.next).toBeUndefined();
    expect((await list('?pageSize=7')).body).toEqual({ errorMessage: 'Page size must be one of 10, 20, 50, 100', errors: [{ path: 'pageSize', msg: 'Page size must be one of 10, 20, 50, 100' }] });
    const bad = await list('?after=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('This page link is no longer valid');
  });

  it('runs the embedded enrichment, which completes at once with nothing found', async () => {
    // The enrichment consumer runs after the capture (asynchronously): wait for its events on the stream.
    const [first] = (await list()).body.data;
    const streamTypes = async () => (await test.runtime.eventStore.readStream(`introduction-${first.id}`)).map((event) => event.type);
    const events = await eventually(streamTypes, (types) => types.includes('ContactEnriched'));
    const [contact] = (await eventually(list, (page) => page.body.data[0].enrichment === 'none' && page.body.data[0].enrichmentStatus === 'complete')).body.data;
    expect(events).toEqual(expect.arrayContaining(['IntroductionCaptured', 'ContactEnrichmentStarted', 'ContactEnriched']));
    expect(contact).toMatchObject({ enrichment: 'none', enrichmentStatus: 'complete', enrichmentError: null });
  });
});

describe('contact enrichment with a provider', () => {
  let provider: Server;
  let test: TestApp;
  let admin: ReturnType<typeof httpClient>;
  let person: string;
  const answers: { status: number; body: unknown; delayMs: number }[] = [];

  beforeAll(async () => {
    // A local stand-in of an enrichment provider speaking the documented protocol.
    provider = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const { status, body, delayMs } = answers.shift() ?? { status: 404, body: {}, delayMs: 0 };
        setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    test = await startTestApp({ TRUST_PROXY: 'true', ENRICHMENT: 'http', ENRICHMENT_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/enrich`, ENRICHMENT_PROVIDER: 'stand-in' });
    ({ admin, ids: [person] } = await organisationWithExchange(test, ORG, [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@contacts.example' }]));
  });
  afterAll(async () => {
    await test.destroy();
    await new Promise((resolve) => provider.close(resolve));
  });

  const newest = () => admin.get(`/v2/org/${ORG}/people/${person}/intros`).then((page) => page.body.data[0]);

  it('shows the contact pending while the provider works, then fills what the visitor left empty', async () => {
    answers.push({ status: 200, body: { company: 'US Navy', job_title: 'Rear Admiral', name: 'Someone Else' }, delayMs: 700 });
    await introduce(test, person, { name: 'Grace Hopper', email: 'grace@navy.example' });
    const pending = await eventually(newest, (contact) => contact?.enrichmentStatus === 'pending');
    expect(pending).toMatchObject({ enrichment: 'stand-in', enrichmentStatus: 'pending' });
    const done = await eventually(newest, (contact) => contact?.enrichmentStatus === 'complete');
    expect(done).toMatchObject({ name: 'Grace Hopper', company: 'US Navy', position: 'Rear Admiral', enrichmentStatus: 'complete', enrichmentError: null });
  });

  it('records the provider\'s failure as the enrichment error', async () => {
    answers.push({ status: 503, body: {}, delayMs: 0 });
    await introduce(test, person, { name: 'Alan Turing', email: 'alan@bletchley.example' });
    const failed = await eventually(newest, (contact) => contact?.name === 'Alan Turing' && contact.enrichmentError !== null);
    expect(failed).toMatchObject({ enrichmentStatus: 'complete', enrichmentError: 'Enrichment provider answered 503' });
  });
});
