/**
 * The superadmin's card tools over real HTTP (spec 002 "Demo and partner tools", section 7 "Super-admin
 * and partner"): free cards of a colour (POST /v2/cards), converting a card to a free card, fast
 * allocation of one scanned card to a person, and Create Demo with a scanned card; the spec's messages
 * and the role table (superadmin, partner admin, admin, none).
 */
import { httpClient, type HttpResponse } from '../support/http-client';
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof httpClient>;
const ORG = 'cards_tools_org';
const PARTNER = 'cards_tools_partner';
const UNKNOWN = '0'.repeat(32);

const demo = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Scanned Card Demo',
  website_url: 'https://scanned.example',
  first_name: 'Sam',
  last_name: 'Scanner',
  position: 'Buyer',
  email: 'sam@scanned.example',
  primary_color: '#1f4e79',
  secondary_color: '#ffffff',
  background_color: '#ffffff',
  foreground_color: '#111111',
  bottombar_color: '#1f4e79',
  logo_url: 'https://scanned.example/logo.png',
  photo_url: 'https://scanned.example/sam.jpg',
  send_invite: false,
  ...overrides,
});

describe('superadmin card tools over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let partnerAdmin: Client;
  let admin: Client;
  let anonymous: Client;
  const newIds = async (count: number): Promise<string[]> => (await root.post('/v1/enterprise/cards/create', { count })).body.ids;
  const person = async (email: string, subscribe = false): Promise<string> => {
    const id = (await root.put(`/v1/enterprise/${ORG}/people`, { first_name: 'Fast', last_name: 'Allocated', position: 'Tester', email })).body.personId;
    if (subscribe) expect((await root.put(`/v1/enterprise/${ORG}/people/${id}/assign-subscription`, { type: 'digital', send_email: false })).status).toBe(204);
    return id;
  };

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Card Tools Org' })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: PARTNER, name: 'Card Tools Partner', is_partner: true })).status).toBe(201);
    await root.post(`/v1/enterprise/${ORG}/subscriptions/add`, { count: 10, reason: 'Card tools' });
    partnerAdmin = httpClient(test.url, await test.tokenFor(adminOf(PARTNER)));
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    anonymous = httpClient(test.url);
  });
  afterAll(() => test.destroy());

  describe('POST /v2/cards (Generate IDs)', () => {
    it('generates free cards of a colour, with an affiliate, that a registration then shows in its colour', async () => {
      expect((await root.post('/v1/affiliates', { id: 'cards_aff', name: 'Cards Affiliate' })).status).toBe(201);
      const created = await root.post('/v2/cards', { count: 10, colour: 'navy', affiliate_id: 'cards_aff' });
      expect(created.status).toBe(201);
      expect(created.body.ids).toHaveLength(10);
      expect(new Set(created.body.ids).size).toBe(10);
      for (const id of created.body.ids) expect(id).toMatch(/^[0-9A-F]{32}$/);
      // Each card's scan link, in the order of the ids, ends in the card's id.
      expect(created.body.links).toHaveLength(10);
      created.body.links.forEach((link: string, index: number) => expect(link).toMatch(new RegExp(`^https?://.+/${created.body.ids[index]}$`)));
      const offer = await anonymous.get(`/v2/trials/offer?card_id=${created.body.ids[0]}`);
      expect(offer.body.card).toEqual({ id: created.body.ids[0], colour: 'navy' });
    });

    it("refuses a colour outside the free-card list with 'Please select a color first', a bad count, and an unknown affiliate", async () => {
      for (const colour of [undefined, '', 'custom', 'green']) {
        const refused = await root.post('/v2/cards', { count: 1, colour });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([{ path: 'colour', msg: 'Please select a color first' }]);
      }
      expect((await root.post('/v2/cards', { count: 0, colour: 'navy' })).body.errors).toEqual([{ path: 'count', msg: 'Please enter a number of cards between 1 and 1000' }]);
      const unknownAffiliate = await root.post('/v2/cards', { count: 1, colour: 'navy', affiliate_id: 'nobody' });
      expect(unknownAffiliate.status).toBe(404);
      expect(unknownAffiliate.body.errorMessage).toBe('Affiliate ID not found');
    });
  });

  describe('POST /v2/cards/{cardId}/allocate-free-card (Convert to Free Card)', () => {
    it('makes an unallocated card a free card of the colour, and recolours it', async () => {
      const [id] = await newIds(1);
      const converted = await root.post(`/v2/cards/${id}/allocate-free-card`, { colour: 'gold' });
      expect(converted).toMatchObject({ status: 200, body: { card_id: id, short_id: id.slice(0, 6), colour: 'gold' } });
      expect((await root.post(`/v2/cards/${id.toLowerCase()}/allocate-free-card`, { colour: 'navy' })).body.colour).toBe('navy');
      expect((await anonymous.get(`/v2/trials/offer?card_id=${id}`)).body.card.colour).toBe('navy');
    });

    it("refuses without a colour, an unknown card, and a card an organisation holds", async () => {
      const [id] = await newIds(1);
      expect((await root.post(`/v2/cards/${id}/allocate-free-card`, {})).body).toEqual({ errorMessage: 'Please select a color first', errors: [{ path: 'colour', msg: 'Please select a color first' }] });
      expect((await root.post(`/v2/cards/${UNKNOWN}/allocate-free-card`, { colour: 'navy' })).body.errorMessage).toBe('Card ID');
      expect((await root.post('/v2/cards/not-a-card/allocate-free-card', { colour: 'navy' })).status).toBe(404);
      await root.post(`/v1/enterprise/${ORG}/assign`, { demo: false, card_ids: [id], design_id: 'classic' });
      const held = await root.post(`/v2/cards/${id}/allocate-free-card`, { colour: 'navy' });
      expect(held.status).toBe(409);
      expect(held.body.errorMessage).toBe(`Card ${id.slice(0, 6)} is already allocated to an organisation and cannot be a free card`);
    });
  });

  describe('POST /v1/enterprise/{orgId}/add-card-and-assign (Fast Allocation)', () => {
    it('allocates a scanned card and gives it to a person without a subscription (NFC subscription) or with one (card added)', async () => {
      const [first, second] = await newIds(2);
      const newcomer = await person('fast-new@tools.example');
      const added = await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: newcomer, cardId: `https://profyle.example/c/${first.toLowerCase()}`, orderId: null, designId: 'classic', sendEmail: false });
      expect(added).toMatchObject({ status: 201, body: { card_id: first, short_id: first.slice(0, 6), person_id: newcomer } });
      const card = (await root.get(`/v1/enterprise/${ORG}/cards/${first}`)).body;
      expect(card).toMatchObject({ person_id: newcomer, demo: false, design: { id: 'classic' } });

      const subscriber = await person('fast-sub@tools.example', true);
      expect((await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: subscriber, cardId: second, designId: 'classic', sendEmail: false, demo: true })).status).toBe(201);
      const people = (await root.get(`/v1/enterprise/${ORG}/people?search=fast-sub`)).body.data;
      expect(people[0].subscription).toMatchObject({ type: 'nfc', card_id: second, card_short_code: second.slice(0, 6) });
      expect((await root.get(`/v1/enterprise/${ORG}/cards/${second}`)).body).toMatchObject({ person_id: subscriber, demo: true });
    });

    it("refuses without a person ('Please select a person first'), an unknown card, and a person who has a card", async () => {
      const [id] = await newIds(1);
      const noPerson = await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: '', cardId: id, designId: 'classic' });
      expect(noPerson.status).toBe(400);
      expect(noPerson.body.errors).toContainEqual({ path: 'personId', msg: 'Please select a person first' });
      const target = await person('fast-refused@tools.example');
      expect((await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: target, cardId: 'nonsense', designId: 'classic' })).body.errors).toEqual([{ path: 'cardId', msg: 'Invalid Card ID (nonsense).' }]);
      const unknown = await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: target, cardId: UNKNOWN, designId: 'classic' });
      expect(unknown).toMatchObject({ status: 404, body: { errorMessage: 'Card ID' } });
      expect((await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: target, cardId: id, designId: 'classic' })).status).toBe(201);
      const [other] = await newIds(1);
      const again = await root.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: target, cardId: other, designId: 'classic' });
      expect(again.body.errorMessage).toBe('This person already has an NFC card');
      // Nothing was allocated for the refused request.
      expect((await root.get(`/v1/enterprise/${ORG}/cards/${other}`)).status).toBe(404);
    });
  });

  describe('POST /v1/create-demo-account with a scanned card', () => {
    it('allocates the scanned card to the demo as a demo card and gives it to the contact', async () => {
      const [id] = await newIds(1);
      const created = await root.post('/v1/create-demo-account', demo({ card_id: `https://profyle.example/c/${id}` }));
      expect(created).toMatchObject({ status: 201, body: { organisation_id: 'scanned_card_demo', card_id: id } });
      const card = (await root.get(`/v1/enterprise/scanned_card_demo/cards/${id}`)).body;
      expect(card).toMatchObject({ demo: true, organisation_id: 'scanned_card_demo' });
      const contact = (await root.get('/v1/enterprise/scanned_card_demo/people')).body.data[0];
      expect(card.person_id).toBe(contact.person_id);
      expect(contact.subscription).toMatchObject({ type: 'nfc', card_id: id, card_short_code: id.slice(0, 6) });
    });

    it('takes a blank card id as digital only, and refuses an unknown or allocated card before writing anything', async () => {
      expect((await root.post('/v1/create-demo-account', demo({ organisation_name: 'Blank Card Demo', email: 'blank@scanned.example', card_id: ' ' }))).body).toEqual({ organisation_id: 'blank_card_demo', card_id: null });
      const unknown = await root.post('/v1/create-demo-account', demo({ organisation_name: 'Unknown Card Demo', email: 'unknown@scanned.example', card_id: UNKNOWN }));
      expect(unknown).toMatchObject({ status: 404, body: { errorMessage: 'Card ID', errors: [{ path: 'card_id', msg: 'Card ID' }] } });
      expect((await root.get('/v1/enterprise/unknown_card_demo')).status).toBe(404);
      const [held] = await newIds(1);
      await root.post(`/v1/enterprise/${ORG}/assign`, { demo: false, card_ids: [held], design_id: 'classic' });
      const taken = await root.post('/v1/create-demo-account', demo({ organisation_name: 'Held Card Demo', email: 'held@scanned.example', card_id: held }));
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([{ path: 'card_id', msg: `Card ${held.slice(0, 6)} is already allocated to another organisation` }]);
      expect((await root.post('/v1/create-demo-account', demo({ organisation_name: 'Bad Card Demo', email: 'bad@scanned.example', card_id: 'xyz' }))).body.errors).toEqual([{ path: 'card_id', msg: 'Invalid Card ID (xyz).' }]);
    });
  });

  it('lets only superadmins use the card tools (superadmin, partner admin, admin, none)', async () => {
    const [free, fast] = await newIds(2);
    const target = await person('fast-matrix@tools.example');
    const routes: Record<string, (client: Client) => Promise<HttpResponse>> = {
      'POST /v2/cards': (c) => c.post('/v2/cards', { count: 1, colour: 'navy' }),
      'POST /v2/cards/{id}/allocate-free-card': (c) => c.post(`/v2/cards/${free}/allocate-free-card`, { colour: 'navy' }),
      'POST /v1/enterprise/cards/create': (c) => c.post('/v1/enterprise/cards/create', { count: 1 }),
      'POST /v1/enterprise/{orgId}/assign': (c) => c.post(`/v1/enterprise/${ORG}/assign`, { demo: false, card_ids: [UNKNOWN], design_id: 'classic' }),
      'POST /v1/enterprise/{orgId}/add-card-and-assign': (c) => c.post(`/v1/enterprise/${ORG}/add-card-and-assign`, { personId: target, cardId: fast, designId: 'classic' }),
    };
    const clients: [string, Client][] = [
      ['admin', admin],
      ['partner admin', partnerAdmin],
      ['none', anonymous],
      ['superadmin', root],
    ];
    const actual: Record<string, Record<string, number>> = {};
    for (const [route, call] of Object.entries(routes)) {
      actual[route] = {};
      for (const [role, client] of clients) actual[route][role] = (await call(client)).status;
    }
    const only = (ok: number) => ({ admin: 403, 'partner admin': 403, none: 401, superadmin: ok });
    expect(actual).toEqual({
      'POST /v2/cards': only(201),
      'POST /v2/cards/{id}/allocate-free-card': only(200),
      'POST /v1/enterprise/cards/create': only(201),
      'POST /v1/enterprise/{orgId}/assign': only(200),
      'POST /v1/enterprise/{orgId}/add-card-and-assign': only(201),
    });
    expect((await admin.post('/v2/cards', { count: 1, colour: 'navy' })).body).toEqual({ errorMessage: 'Access Denied', errors: [] });
  });
});
