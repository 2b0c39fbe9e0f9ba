/**
 * Affiliates over real HTTP (spec 002 Super-admin and partner): create with the defaults, the list with
 * Include Archived and cursor pages, edit, archive, the registration page's offer, field errors in the
 * spec's shape, and the role matrix (superadmin only; the offer for anyone).
 */
import { httpClient, type HttpResponse } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const PARTNER = 'affiliates_partner';

describe('affiliates over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let partnerAdmin: Client;
  let admin: Client;
  let anonymous: Client;

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: PARTNER, name: 'Affiliates Partner', is_partner: true })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: 'affiliates_customer', name: 'Affiliates Customer' })).status).toBe(201);
    partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf(PARTNER)));
    admin = httpClient(test.url, await test.tokenFor(adminOf('affiliates_customer')));
    anonymous = httpClient(test.url);
  });
  afterAll(() => test.destroy());

  it('creates an affiliate with the defaults and its id derived from the name', async () => {
    const created = await root.post('/v1/affiliates', { name: 'Tech Expo 2025' });
    expect(created).toMatchObject({ status: 201, body: { id: 'tech-expo-2025' } });
    const view = (await root.get('/v1/affiliates/tech-expo-2025')).body;
    expect(view).toMatchObject({
      id: 'tech-expo-2025',
      name: 'Tech Expo 2025',
      trial: true,
      trial_duration: 45,
      subscriptions: 3,
      discount: 0,
      max_uses: 0,
      uses: 0,
      expires_at: null,
      archived: false,
      isValid: true,
      isExpired: false,
      registration_path: '/register?aff=tech-expo-2025',
      meta: { createdBy: superadmin.userId },
    });
  });

  it('takes a chosen id and every field, and refuses the same id twice', async () => {
    const body = { id: 'PARTNER90', name: 'Partner 90', offer_text: '90 days free and 10% off your first cards', trial_duration: 90, discount: 10, subscriptions: 5, max_uses: 100, expires_at: '2020-01-31', logo_image: 'https://cdn.example/logo.png', hero_image: '', collect_shipping: true };
    expect((await root.post('/v1/affiliates', body)).status).toBe(201);
    expect((await root.get('/v1/affiliates/PARTNER90')).body).toMatchObject({ ...body, expires_at: '2020-01-31T00:00:00.000Z', isExpired: true });
    const again = await root.post('/v1/affiliates', body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errorMessage: 'An affiliate with this ID already exists', errors: [{ path: 'id', msg: 'An affiliate with this ID already exists' }] });
  });

  it('answers every field error in the spec’s shape', async () => {
    const bad = await root.post('/v1/affiliates', { name: '', trial_duration: 0, discount: 150, subscriptions: -3, max_uses: 'many', logo_image: 'javascript:alert(1)', offer_text: 'x'.repeat(1001) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'max_uses', msg: 'Please enter a number' },
        { path: 'logo_image', msg: 'Please enter a valid URL starting with http:// or https://' },
        { path: 'offer_text', msg: 'Offer text must be 1000 characters or less' },
      ]),
    );
    const rules = await root.post('/v1/affiliates', { name: ' ', trial_duration: 0, discount: 150, subscriptions: -3 });
    expect(rules.status).toBe(400);
    expect(rules.body.errors).toEqual([
      { path: 'name', msg: 'Please enter a name' },
      { path: 'trial_duration', msg: 'Please enter a trial length between 1 and 365 days' },
      { path: 'discount', msg: 'Please enter a discount between 0 and 100 percent' },
      { path: 'subscriptions', msg: 'Please enter a number of subscriptions between 0 and 10000' },
    ]);
    expect((await root.post('/v1/affiliates', { id: 'has space', name: 'X' })).body.errors).toEqual([{ path: 'id', msg: 'Affiliate ID may only contain letters, digits, hyphens and underscores (2 to 40 characters)' }]);
  });

  it('replaces an affiliate’s fields with PUT, which needs them all', async () => {
    const current = (await root.get('/v1/affiliates/tech-expo-2025')).body;
    const { id: _id, uses: _uses, archived: _archived, isValid: _valid, isExpired: _expired, registration_path: _path, meta: _meta, ...fields } = current;
    const updated = await root.put('/v1/affiliates/tech-expo-2025', { ...fields, discount: 15, offer_text: '15% off' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ discount: 15, offer_text: '15% off', trial_duration: 45 });
    const partial = await root.put('/v1/affiliates/tech-expo-2025', { name: 'Only a name' });
    expect(partial.status).toBe(400);
    expect((await root.put('/v1/affiliates/nope', fields)).body).toEqual({ errorMessage: 'Affiliate ID not found', errors: [] });
  });

  it('lists by name, hides archived ones unless asked, pages by cursor and searches', async () => {
    for (const name of ['Alpha Events', 'Bravo Fairs', 'Charlie Summit']) expect((await root.post('/v1/affiliates', { name })).status).toBe(201);
    expect((await root.post('/v1/affiliates/bravo-fairs/archive')).body).toMatchObject({ archived: true });
    const names = (page: HttpResponse) => page.body.data.map((row: { name: string }) => row.name);
    const visible = await root.get('/v1/affiliates');
    expect(names(visible)).toEqual(['Alpha Events', 'Charlie Summit', 'Partner 90', 'Tech Expo 2025']);
    expect(visible.body).toMatchObject({ total: 4, next: null });
    expect(names(await root.get('/v1/affiliates?include_archived=true'))).toEqual(['Alpha Events', 'Bravo Fairs', 'Charlie Summit', 'Partner 90', 'Tech Expo 2025']);

    const first = await root.get('/v1/affiliates?include_archived=true&page_size=10');
    expect(first.body.next).toBeNull();
    expect(names(await root.get('/v1/affiliates?search=EXPO'))).toEqual(['Tech Expo 2025']);
    expect((await root.get('/v1/affiliates?page_size=7')).status).toBe(400);
    expect((await root.get('/v1/affiliates?after=made-up')).body.errors).toEqual([{ path: 'after', msg: 'This page link is no longer valid. Please start from the first page.' }]);

    expect((await root.post('/v1/affiliates/bravo-fairs/unarchive')).body).toMatchObject({ archived: false });
  });

  it('pages 10 at a time with a cursor', async () => {
    for (let i = 0; i < 8; i++) await root.post('/v1/affiliates', { name: `Zulu ${String(i).padStart(2, '0')}` });
    const first = await root.get('/v1/affiliates?page_size=10');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBe(13);
    const second = await root.get(`/v1/affiliates?page_size=10&after=${encodeURIComponent(first.body.next)}`);
    expect(second.body.data.map((row: { name: string }) => row.name)).toEqual(['Zulu 05', 'Zulu 06', 'Zulu 07']);
    expect(second.body.next).toBeNull();
  });

  it('shows the registration page an affiliate’s offer and why its link does not apply', async () => {
    const offer = await anonymous.get('/v1/affiliates/tech-expo-2025/offer');
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ id: 'tech-expo-2025', offer_text: '15% off', discount: 15, refusal: null });
    expect(offer.body).not.toHaveProperty('uses');
    expect(offer.body).not.toHaveProperty('meta');
    expect((await anonymous.get('/v1/affiliates/PARTNER90/offer')).body.refusal).toBe('Affiliate ID (PARTNER90) has expired.');
    await root.post('/v1/affiliates/alpha-events/archive');
    expect((await anonymous.get('/v1/affiliates/alpha-events/offer')).body.refusal).toBe('Affiliate ID (alpha-events) is not available.');
    expect(await anonymous.get('/v1/affiliates/nobody/offer')).toMatchObject({ status: 404, body: { errorMessage: 'Invalid affiliate ID (nobody).' } });
  });

  it('answers the superadmin only (partner admin, admin, nobody refused)', async () => {
    const calls: [string, (client: Client) => Promise<HttpResponse>][] = [
      ['list', (c) => c.get('/v1/affiliates')],
      ['one', (c) => c.get('/v1/affiliates/tech-expo-2025')],
      ['create', (c) => c.post('/v1/affiliates', { name: 'Sneaky' })],
      ['update', (c) => c.put('/v1/affiliates/tech-expo-2025', { name: 'Sneaky' })],
      ['archive', (c) => c.post('/v1/affiliates/tech-expo-2025/archive')],
      ['unarchive', (c) => c.post('/v1/affiliates/tech-expo-2025/unarchive')],
    ];
    const actual: Record<string, number[]> = {};
    for (const [name, call] of calls) actual[name] = [(await call(partnerAdmin)).status, (await call(admin)).status, (await call(anonymous)).status];
    expect(actual).toEqual(Object.fromEntries(calls.map(([name]) => [name, [403, 403, 401]])));
    expect((await root.get('/v1/affiliates/sneaky')).status).toBe(404);
  });
});
