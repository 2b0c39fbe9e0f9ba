/**
 * NFC cards over real HTTP on the embedded runtime: generation and allocation by a superadmin,
 * assignment by short code with every refusal in the spec's words, add-card, enable/disable, reset,
 * lost (irreversible), release on subscription removal and deletion, the cards list, page and search,
 * and tenancy.
 */
import { adminOf, startTestApp, superadmin, type TestApp } from '../support/test-app';
import { httpClient } from '../support/http-client';

const ORG = 'cards_org';
const OTHER = 'cards_other';
const person = (first: string, last: string) => ({ first_name: first, last_name: last, position: 'Engineer', email: `${first}.${last}@example.com`.toLowerCase() });

describe('NFC cards over HTTP', () => {
  let test: TestApp;
  let root: ReturnType<typeof httpClient>;
  let admin: ReturnType<typeof httpClient>;
  let other: ReturnType<typeof httpClient>;
  let ids: string[];
  let otherIds: string[];
  const short = (id: string) => id.slice(0, 6);
  const people: Record<string, string> = {};

  const create = async (first: string, last: string) => {
    const created = await admin.put(`/v1/enterprise/${ORG}/people`, person(first, last));
    expect(created.status).toBe(201);
    people[first] = created.body.personId;
    return created.body.personId as string;
  };
  const assign = (personId: string, body: object) => admin.put(`/v1/enterprise/${ORG}/people/${personId}/assign-subscription`, body);
  const organisation = async () => (await admin.get(`/v1/enterprise/${ORG}`)).body;
  const card = async (id: string) => (await admin.get(`/v1/enterprise/${ORG}/cards/${id}`)).body;

  beforeAll(async () => {
    test = await startTestApp();
    root = httpClient(test.url, await test.tokenFor(superadmin));
    admin = httpClient(test.url, await test.tokenFor(adminOf(ORG)));
    other = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    expect((await root.post('/v1/enterprise', { organisation_id: ORG, name: 'Cards Ltd', subscriptions: 10 })).status).toBe(201);
    expect((await root.post('/v1/enterprise', { organisation_id: OTHER, name: 'Other Ltd', subscriptions: 5 })).status).toBe(201);
  });
  afterAll(() => test.destroy());

  describe('generation (superadmin)', () => {
    it('answers 201 with new ids: 32 upper-case hex characters, all different', async () => {
      const generated = await root.post('/v1/enterprise/cards/create', { count: 6 });
      expect(generated.status).toBe(201);
      ids = generated.body.ids;
      expect(ids).toHaveLength(6);
      for (const id of ids) expect(id).toMatch(/^[0-9A-F]{32}$/);
      expect(new Set(ids.map(short)).size).toBe(6);
      otherIds = (await root.post('/v1/enterprise/cards/create', { count: 1 })).body.ids;
    });

    it('refuses an organisation admin and a bad count', async () => {
      expect((await admin.post('/v1/enterprise/cards/create', { count: 1 })).status).toBe(403);
      const bad = await root.post('/v1/enterprise/cards/create', { count: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ errorMessage: 'Please enter a number of cards between 1 and 1000', errors: [{ path: 'count', msg: 'Please enter a number of cards between 1 and 1000' }] });
    });
  });

  describe('allocation (superadmin)', () => {
    it('allocates cards to an organisation, one result per card, and grows its pool', async () => {
      const allocated = await root.post(`/v1/enterprise/${ORG}/assign`, { demo: false, card_ids: ids.slice(0, 5).map((id) => `https://profyle.example/c/${id.toLowerCase()}`), design_id: 'classic' });
      expect(allocated.status).toBe(200);
      expect(allocated.body.results).toEqual(ids.slice(0, 5).map((id) => ({ card_id: id, short_id: short(id), success: true, error: null })));
      expect((await root.post(`/v1/enterprise/${ORG}/assign`, { demo: true, card_ids: [ids[5]], design_id: 'classic' })).body.results[0].success).toBe(true);
      expect((await root.post(`/v1/enterprise/${OTHER}/assign`, { card_ids: otherIds, design_id: 'classic' })).body.results[0].success).toBe(true);
      expect(await organisation()).toMatchObject({ nfcCards: { purchased: 6, used: 0 }, remainingNfcCards: 6 });
    });

    it('answers per card: already here, another organisation’s, unknown', async () => {
      const unknown = 'F'.repeat(32);
      const response = await root.post(`/v1/enterprise/${ORG}/assign`, { card_ids: [ids[0], otherIds[0], unknown], design_id: 'classic' });
      expect(response.status).toBe(200);
      expect(response.body.results).toEqual([
        { card_id: ids[0], short_id: short(ids[0]), success: false, error: `Card ${short(ids[0])} is already allocated to this organisation` },
        { card_id: otherIds[0], short_id: short(otherIds[0]), success: false, error: `Card ${short(otherIds[0])} is already allocated to another organisation` },
        { card_id: unknown, short_id: 'FFFFFF', success: false, error: 'Card ID' },
      ]);
      expect((await organisation()).nfcCards.purchased).toBe(6);
    });

    it('refuses a bad body, an organisation admin and an unknown organisation', async () => {
      const bad = await root.post(`/v1/enterprise/${ORG}/assign`, { card_ids: ['nope'], design_id: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { path: 'card_ids.0', msg: 'Invalid Card ID (nope).' },
        { path: 'design_id', msg: 'Please select a design' },
      ]);
      expect((await admin.post(`/v1/enterprise/${ORG}/assign`, { card_ids: [ids[0]], design_id: 'x' })).status).toBe(403);
      const missing = await root.post('/v1/enterprise/no_such_org/assign', { card_ids: [ids[0]], design_id: 'x' });
      expect(missing.status).toBe(404);
      expect(missing.body.errorMessage).toBe('Organisation not found');
    });
  });

  describe('assignment by short code', () => {
    it('refuses a code no card has and another organisation’s card, in the spec’s words', async () => {
      const ada = await create('Ada', 'Lovelace');
      const unknown = await assign(ada, { type: 'nfc', card_short_code: 'ffffff' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ errorMessage: 'Card ID', errors: [{ path: 'card_short_code', msg: 'Card ID' }] });
      const elsewhere = await assign(ada, { type: 'nfc', card_short_code: short(otherIds[0]) });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.errorMessage).toBe('Card in organisation');
    });

    it('assigns a free card (204): the card names its person, the pool is used', async () => {
      expect((await assign(people.Ada, { type: 'nfc', card_short_code: short(ids[0]).toLowerCase(), send_email: false })).status).toBe(204);
      expect(await card(ids[0])).toMatchObject({ card_id: ids[0], short_id: short(ids[0]), status: 'active', person_id: people.Ada, name: 'Ada Lovelace' });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${people.Ada}`)).body.subscription).toMatchObject({ type: 'nfc', card_short_code: short(ids[0]), card_id: ids[0] });
      expect(await organisation()).toMatchObject({ nfcCards: { purchased: 6, used: 1 }, remainingNfcCards: 5 });
    });

    it('refuses a card another person holds', async () => {
      const grace = await create('Grace', 'Hopper');
      const taken = await assign(grace, { type: 'nfc', card_short_code: short(ids[0]) });
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual([{ path: 'card_short_code', msg: `Card ${short(ids[0])} is already allocated to another person` }]);
    });
  });

  describe('add card', () => {
    it('needs a subscription, and refuses a second card', async () => {
      const none = await admin.put(`/v1/enterprise/${ORG}/people/${people.Grace}/add-card`, { card_short_code: short(ids[1]) });
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toBe('This person does not have a subscription. Assign a subscription first.');
      const second = await admin.put(`/v1/enterprise/${ORG}/people/${people.Ada}/add-card`, { card_short_code: short(ids[1]) });
      expect(second.status).toBe(409);
      expect(second.body.errorMessage).toBe('This person already has an NFC card');
    });

    it('validates the short code in the spec’s words', async () => {
      const bad = await admin.put(`/v1/enterprise/${ORG}/people/${people.Grace}/add-card`, { card_short_code: 'xyz' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'card_short_code', msg: 'Should be six digits' }]);
    });

    it('gives a digital subscriber a card (204) without using a subscription', async () => {
      expect((await assign(people.Grace, { type: 'digital', send_email: false })).status).toBe(204);
      const used = (await organisation()).subscriptions.used;
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${people.Grace}/add-card`, { card_short_code: short(ids[1]), send_email: false })).status).toBe(204);
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${people.Grace}`)).body.subscription).toMatchObject({ type: 'nfc', card_short_code: short(ids[1]) });
      expect(await organisation()).toMatchObject({ subscriptions: { used }, nfcCards: { used: 2 } });
    });
  });

  describe('card actions', () => {
    it('disables and enables a card (200), recording nothing twice', async () => {
      expect((await admin.post(`/v1/enterprise/${ORG}/cards/${ids[0]}/disable`)).body).toEqual({ success: true });
      expect((await card(ids[0])).status).toBe('disabled');
      expect((await admin.post(`/v1/enterprise/${ORG}/cards/${ids[0].toLowerCase()}/disable`)).status).toBe(200);
      const disabled = await admin.get(`/v1/enterprise/${ORG}/cards?filter=disabled`);
      expect(disabled.body.data.map((c: { card_id: string }) => c.card_id)).toEqual([ids[0]]);
      expect((await admin.post(`/v1/enterprise/${ORG}/cards/${ids[0]}/enable`)).status).toBe(200);
      expect((await card(ids[0])).status).toBe('active');
    });

    it('refuses to reset a card without a person', async () => {
      const response = await admin.post(`/v1/enterprise/${ORG}/cards/${ids[2]}/reset`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errorMessage: 'Card has no associated Person', errors: [] });
    });

    it('resets a card: its person keeps a digital subscription, the card is free and enabled', async () => {
      await admin.post(`/v1/enterprise/${ORG}/cards/${ids[1]}/disable`);
      expect((await admin.post(`/v1/enterprise/${ORG}/cards/${ids[1]}/reset`)).status).toBe(200);
      expect(await card(ids[1])).toMatchObject({ status: 'active', person_id: null, name: null });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${people.Grace}`)).body.subscription).toMatchObject({ type: 'digital', card_short_code: null, card_id: null });
      expect((await organisation()).nfcCards).toEqual({ purchased: 6, used: 1 });
      const detail = await card(ids[1]);
      expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['reset', 'disabled', 'assigned', 'allocated']);
    });

    it('registers a card as lost: it leaves its person and the pool, and takes no other action', async () => {
      expect((await admin.post(`/v1/enterprise/${ORG}/cards/${ids[0]}/lost`)).status).toBe(200);
      expect(await card(ids[0])).toMatchObject({ status: 'lost', lost: true, person_id: null });
      expect((await admin.get(`/v1/enterprise/${ORG}/people/${people.Ada}`)).body.subscription).toMatchObject({ type: 'digital', card_id: null });
      expect((await organisation()).nfcCards).toEqual({ purchased: 5, used: 0 });
      const message = `Card ${short(ids[0])} has been registered as lost`;
      for (const action of ['enable', 'disable', 'reset', 'lost']) {
        const refused = await admin.post(`/v1/enterprise/${ORG}/cards/${ids[0]}/${action}`);
        expect(refused.status).toBe(400);
        expect(refused.body.errorMessage).toBe(message);
      }
      const reassign = await admin.put(`/v1/enterprise/${ORG}/people/${people.Ada}/add-card`, { card_short_code: short(ids[0]) });
      expect(reassign.body.errorMessage).toBe(message);
      expect((await admin.get(`/v1/enterprise/${ORG}/cards?filter=lost`)).body.total).toBe(1);
    });

    it('shows superadmins the card’s full history: its timeline, its state as of then, and lost as the spec’s card-lost action', async () => {
      const streamId = `card-${ids[0]}`;
      const timeline = (await root.get(`/v1/enterprise/${ORG}/history/streams/${streamId}`)).body;
      expect(timeline).toMatchObject({ entity: 'NFC card', entity_label: short(ids[0]) });
      expect(timeline.data.map((entry: { type: string }) => entry.type)).toEqual(['CardRegisteredLost', 'CardEnabled', 'CardDisabled', 'CardAssigned', 'CardAllocated', 'CardGenerated']);
      expect(timeline.data[0]).toMatchObject({ action: 'card-lost' });
      expect(timeline.data[0].changes.map((c: { label: string }) => c.label)).toEqual(['Status', 'Person id', 'Enabled']);
      const before = (await root.get(`/v1/enterprise/${ORG}/history/streams/${streamId}/state?revision=${timeline.data[1].revision}`)).body;
      expect(before.state).toMatchObject({ status: 'allocated', personId: people.Ada, enabled: true });
      const lost = (await root.get(`/v1/enterprise/${ORG}/history?action=card-lost`)).body.data;
      expect(lost.map((entry: { stream_id: string }) => entry.stream_id)).toEqual([streamId]);
      expect((await admin.get(`/v1/enterprise/${ORG}/history/streams/${streamId}`)).status).toBe(403);
      expect((await root.get(`/v1/enterprise/${OTHER}/history/streams/${streamId}`)).status).toBe(404);
    });

    it('answers an unknown or malformed card id with Card ID', async () => {
      for (const id of ['F'.repeat(32), 'not-a-card']) {
        const response = await admin.post(`/v1/enterprise/${ORG}/cards/${id}/enable`);
        expect(response.status).toBe(404);
        expect(response.body.errorMessage).toBe('Card ID');
      }
      expect((await admin.get(`/v1/enterprise/${ORG}/cards/${'F'.repeat(32)}`)).status).toBe(404);
    });
  });

  describe('release', () => {
    it('frees the card when the subscription is removed', async () => {
      const katherine = await create('Katherine', 'Johnson');
      expect((await assign(katherine, { type: 'nfc', card_short_code: short(ids[2]), send_email: false })).status).toBe(204);
      expect((await admin.put(`/v1/enterprise/${ORG}/people/${katherine}/remove-subscription`)).status).toBe(200);
      expect(await card(ids[2])).toMatchObject({ person_id: null, status: 'active' });
      expect((await card(ids[2])).history[0]).toMatchObject({ action: 'released', person_id: katherine });
    });

    it('frees the card when its person is deleted', async () => {
      const alan = await create('Alan', 'Turing');
      expect((await assign(alan, { type: 'nfc', card_short_code: short(ids[3]), send_email: false })).status).toBe(204);
      expect((await admin.delete(`/v1/enterprise/${ORG}/people/${alan}`)).status).toBe(200);
      expect(await card(ids[3])).toMatchObject({ person_id: null });
      expect((await organisation()).nfcCards.used).toBe(0);
    });
  });

  describe('list, page and search', () => {
    it('lists the organisation’s cards with filters and the people page sizes, demo cards marked', async () => {
      const all = await admin.get(`/v1/enterprise/${ORG}/cards`);
      expect(all.body).toMatchObject({ total: 6, page: 0, page_size: 50 });
      expect(all.body.data.find((c: { card_id: string }) => c.card_id === ids[5])).toMatchObject({ demo: true, design: { id: 'classic' } });
      expect((await admin.get(`/v1/enterprise/${ORG}/cards?filter=demo`)).body.total).toBe(1);
      expect((await admin.get(`/v1/enterprise/${ORG}/cards?filter=unassigned`)).body.total).toBe(5);
      expect((await admin.get(`/v1/enterprise/${ORG}/cards?page_size=10&page=0`)).body.data).toHaveLength(6);
      const bad = await admin.get(`/v1/enterprise/${ORG}/cards?page_size=7`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ path: 'page_size', msg: 'Page size must be one of 10, 20, 50, 100, 200' }]);
      expect((await admin.get(`/v1/enterprise/${ORG}/cards?filter=nope`)).status).toBe(400);
      const found = await admin.get(`/v1/enterprise/${ORG}/cards?search=${short(ids[4]).toLowerCase()}`);
      expect(found.body.data.map((c: { card_id: string }) => c.card_id)).toEqual([ids[4]]);
    });

    it('finds cards by short id or holder in the global search', async () => {
      const byCode = await admin.post(`/v1/enterprise/${ORG}/search`, { term: short(ids[4]).toLowerCase() });
      expect(byCode.body.cards).toEqual([{ objectID: ids[4], short_id: short(ids[4]), name: null, lost: false }]);
      await admin.put(`/v1/enterprise/${ORG}/people/${people.Ada}/add-card`, { card_short_code: short(ids[4]), send_email: false });
      const byName = await admin.post(`/v1/enterprise/${ORG}/search`, { term: 'lovelace' });
      expect(byName.body.cards).toEqual([{ objectID: ids[4], short_id: short(ids[4]), name: 'Ada Lovelace', lost: false }]);
    });
  });

  describe('tenancy', () => {
    it('keeps each organisation’s cards to itself', async () => {
      expect((await other.get(`/v1/enterprise/${ORG}/cards`)).status).toBe(403);
      expect((await other.post(`/v1/enterprise/${ORG}/cards/${ids[4]}/disable`)).status).toBe(403);
      const own = await other.post(`/v1/enterprise/${OTHER}/cards/${ids[4]}/disable`);
      expect(own.status).toBe(404);
      expect(own.body.errorMessage).toBe('Card in organisation');
      expect((await other.get(`/v1/enterprise/${OTHER}/cards/${ids[4]}`)).status).toBe(404);
      expect((await other.get(`/v1/enterprise/${OTHER}/cards`)).body.data.map((c: { card_id: string }) => c.card_id)).toEqual(otherIds);
      expect((await other.post(`/v1/enterprise/${OTHER}/search`, { term: short(ids[4]) })).body.cards).toEqual([]);
      // A superadmin may act on any organisation's card through that organisation's path.
      expect((await root.post(`/v1/enterprise/${ORG}/cards/${ids[4]}/disable`)).status).toBe(200);
    });
  });
});
