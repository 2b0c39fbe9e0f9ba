/**
 * Assigning NFC cards to an order over real HTTP (POST /v2/org/{orgId}/orders/{orderId}/assign-cards,
 * spec 002 sections 6 and 7): a result per card, the order's cards and its assign_cards history, the
 * cards allocated to the organisation with the order and design, the refusals before any card is
 * touched, and the route kept to superadmins.
 */
import { adminOf, type TestApp, startTestApp } from '../../support/test-app';
import { httpClient } from '../../support/http-client';
import { approvedDesign, cardOrder, type Client, clientsFor, organisationWithAddress } from './commerce-fixtures';

const ORG = 'order_cards_org';
const OTHER = 'order_cards_other';
const short = (id: string) => id.slice(0, 6);

describe('assigning cards to an order over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let admin: Client;
  let locationId: string;
  let designId: string;

  const placeOrder = async () => (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId))).body.id as string;
  const newCards = async (count: number) => (await root.post('/v1/enterprise/cards/create', { count })).body.ids as string[];
  const assignCards = (orderId: string, body: object, organisationId = ORG) => root.post(`/v2/org/${organisationId}/orders/${orderId}/assign-cards`, body);
  const order = async (orderId: string) => (await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body;
  const card = (cardId: string, client = admin, organisationId = ORG) => client.get(`/v1/enterprise/${organisationId}/cards/${cardId}`);
  const nfcPurchased = async () => (await admin.get(`/v1/enterprise/${ORG}`)).body.nfcCards.purchased as number;

  beforeAll(async () => {
    test = await startTestApp();
    ({ root, admin } = await clientsFor(test, ORG));
    ({ locationId } = await organisationWithAddress(root, admin, ORG, { subscriptions: 5 }));
    designId = await approvedDesign(root, admin, ORG);
    const otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(OTHER)));
    await organisationWithAddress(root, otherAdmin, OTHER);
  });
  afterAll(() => test.destroy());

  it('allocates scanned cards to the organisation for the order: a result per card, the order’s cards and its history', async () => {
    const orderId = await placeOrder();
    const ids = await newCards(2);
    const before = await nfcPurchased();
    // A card link as a reader types it, a raw id in lower case, and the first again: two cards.
    const assigned = await assignCards(orderId, { demo: false, card_ids: [`https://profyle.example/c/${ids[0]}`, ids[1].toLowerCase(), ids[0]], order_id: orderId, design_id: designId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ results: ids.map((id) => ({ card_id: id, short_id: short(id), success: true, error: null })) });

    const view = await order(orderId);
    expect(view).toMatchObject({ card_ids: ids, cardCount: 2 });
    expect(view.history.at(-1)).toMatchObject({ action: 'assign_cards', by: 'super@profyle.example', data: { cards: 2, design_id: designId, demo: false } });
    expect(await nfcPurchased()).toBe(before + 2);
    const allocated = await card(ids[0]);
    expect(allocated.status).toBe(200);
    expect(allocated.body).toMatchObject({ card_id: ids[0], order_id: orderId, design: { id: designId, name: 'Gold foil' }, demo: false, person_id: null });
  });

  it('answers per card without blocking the others: already on the order, another organisation’s, unknown, lost', async () => {
    const orderId = await placeOrder();
    const [first, elsewhere, lost, fresh] = await newCards(4);
    expect((await assignCards(orderId, { card_ids: [first], design_id: designId })).body.results[0].success).toBe(true);
    expect((await root.post(`/v1/enterprise/${OTHER}/assign`, { card_ids: [elsewhere], design_id: 'classic' })).body.results[0].success).toBe(true);
    expect((await root.post(`/v1/enterprise/${ORG}/assign`, { card_ids: [lost], design_id: 'classic' })).body.results[0].success).toBe(true);
    expect((await admin.post(`/v1/enterprise/${ORG}/cards/${lost}/lost`)).status).toBe(200);
    const unknown = 'F'.repeat(32);

    const response = await assignCards(orderId, { card_ids: [first, elsewhere, unknown, lost, fresh], design_id: designId });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { card_id: first, short_id: short(first), success: false, error: `Card ${short(first)} is already allocated to this organisation` },
      { card_id: elsewhere, short_id: short(elsewhere), success: false, error: `Card ${short(elsewhere)} is already allocated to another organisation` },
      { card_id: unknown, short_id: 'FFFFFF', success: false, error: 'Card ID' },
      { card_id: lost, short_id: short(lost), success: false, error: `Card ${short(lost)} has been registered as lost` },
      { card_id: fresh, short_id: short(fresh), success: true, error: null },
    ]);
    const view = await order(orderId);
    expect(view).toMatchObject({ card_ids: [first, fresh], cardCount: 2 });
    expect(view.history.filter((entry: { action: string }) => entry.action === 'assign_cards').map((entry: { data: { cards: number } }) => entry.data.cards)).toEqual([1, 1]);
    expect((await card(elsewhere)).status).toBe(404);

    // Nothing allocated, nothing added: the order's history does not grow.
    const again = await assignCards(orderId, { card_ids: [first], design_id: designId });
    expect(again.body.results[0].success).toBe(false);
    expect((await order(orderId)).history).toHaveLength(view.history.length);
  });

  it('labels the cards of a demo assignment Demo', async () => {
    const orderId = await placeOrder();
    const [demoCard] = await newCards(1);
    expect((await assignCards(orderId, { demo: true, card_ids: [demoCard], design_id: designId })).body.results[0].success).toBe(true);
    expect((await card(demoCard)).body).toMatchObject({ demo: true, order_id: orderId });
    expect((await order(orderId)).history.at(-1).data).toMatchObject({ demo: true });
  });

  it('refuses a bad body with every field’s message, and an order id that is not this order’s', async () => {
    const orderId = await placeOrder();
    const empty = await assignCards(orderId, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      errorMessage: 'Please scan or enter at least one card',
      errors: [
        { path: 'card_ids', msg: 'Please scan or enter at least one card' },
        { path: 'design_id', msg: 'Please select a design' },
      ],
    });
    const invalid = await assignCards(orderId, { card_ids: ['nope', 'x'.repeat(501)], design_id: designId });
    expect(invalid.body.errors).toEqual([
      { path: 'card_ids.0', msg: 'Invalid Card ID (nope).' },
      { path: 'card_ids.1', msg: 'A card id must be 500 characters or less' },
    ]);
    const [id] = await newCards(1);
    const mismatch = await assignCards(orderId, { card_ids: [id], design_id: designId, order_id: 'another-order' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ path: 'order_id', msg: 'The order id must be the id of the order in the address' }]);
    expect((await card(id)).status).toBe(404);
  });

  it('refuses an unknown, another organisation’s or a cancelled order before any card is allocated', async () => {
    const [id] = await newCards(1);
    const unknown = await assignCards('no-such-order', { card_ids: [id], design_id: designId });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('Order not found');
    const orderId = await placeOrder();
    const elsewhere = await assignCards(orderId, { card_ids: [id], design_id: designId }, OTHER);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errorMessage).toBe('Order not found');
    expect((await root.delete(`/v2/org/${ORG}/orders/${orderId}/cancel`)).body.status).toBe('cancelled');
    const cancelled = await assignCards(orderId, { card_ids: [id], design_id: designId });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.errorMessage).toBe('Order has been cancelled');
    expect((await card(id)).status).toBe(404);
    expect((await card(id, root, OTHER)).status).toBe(404);
  });

  it('keeps the route to superadmins: an organisation admin gets 403 Access Denied', async () => {
    const orderId = await placeOrder();
    const [id] = await newCards(1);
    const refused = await admin.post(`/v2/org/${ORG}/orders/${orderId}/assign-cards`, { card_ids: [id], design_id: designId });
    expect([refused.status, refused.body]).toEqual([403, { errorMessage: 'Access Denied', errors: [] }]);
    expect((await card(id)).status).toBe(404);
  });
});
