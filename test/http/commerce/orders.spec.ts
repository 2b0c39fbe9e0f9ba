/**
 * Orders over real HTTP on the embedded runtime: placing card and subscription orders with the spec's
 * messages, the account rules, the superadmin fulfilment actions and their refusals, tenancy.
 */
import { httpClient } from '../../support/http-client';
import { adminOf, startTestApp, type TestApp } from '../../support/test-app';
import { approvedDesign, cardOrder, type Client, clientsFor, organisationWithAddress } from './commerce-fixtures';

const ORG = 'orders_org';

describe('orders over HTTP', () => {
  let test: TestApp;
  let root: Client;
  let admin: Client;
  let locationId: string;
  let designId: string;

  beforeAll(async () => {
    test = await startTestApp();
    ({ root, admin } = await clientsFor(test, ORG));
    ({ locationId } = await organisationWithAddress(root, admin, ORG, { subscriptions: 5 }));
    designId = await approvedDesign(root, admin, ORG);
  });
  afterAll(() => test.destroy());

  it('places an invoice order of 30 custom cards at the 30+ price: 201 with id and no processor', async () => {
    const placed = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId));
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({ id: expect.any(String), payment_processor: null });
    const order = await admin.get(`/v2/org/${ORG}/orders/${placed.body.id}`);
    expect(order.body).toMatchObject({
      status: 'new',
      payment_method: 'invoice',
      currency: 'GBP',
      value: '658.50',
      line_items: [{ design_id: designId, design_name: 'Gold foil', quantity: 30, unit_price: '21.95', total: '658.50' }],
      address: { line1: '1 High Street', city: 'London', postcode: 'N1 1AA' },
      history: [expect.objectContaining({ action: 'created', by: `u-admin-${ORG}@example.com` })],
    });
  });

  it('answers an online order with the card payment provider and waits for payment', async () => {
    const placed = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { payment_method: 'online' }));
    expect(placed.body.payment_processor).toBe('embedded');
    expect((await admin.get(`/v2/org/${ORG}/orders/${placed.body.id}`)).body.status).toBe('awaiting_payment');
  });

  it('answers an empty form with every message of spec 002 section 5', async () => {
    const refused = await admin.post(`/v2/org/${ORG}/orders`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessage: 'Please enter a named contact for delivery',
      errors: [
        { path: 'attention', msg: 'Please enter a named contact for delivery' },
        { path: 'contact_number', msg: 'Please enter a contact number for delivery' },
        { path: 'location_id', msg: 'Please select a delivery address' },
        { path: 'payment_method', msg: 'Please select a payment method' },
        { path: 'line_items', msg: 'Please add at least one design to your order' },
        { path: 'terms_accepted', msg: 'Please accept the Terms and Conditions of Service' },
      ],
    });
  });

  it('refuses too few custom cards, unknown designs, and too long texts', async () => {
    const few = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { line_items: [{ design_id: designId, stock: false, quantity: 4 }] }));
    expect(few.body.errors).toEqual([{ path: 'line_items.0.quantity', msg: 'Please order at least 5 custom cards of this design' }]);
    const unknown = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, 'nope', { line_items: [{ design_id: 'nope', stock: true, quantity: 1 }] }));
    expect(unknown.body.errors).toEqual([{ path: 'line_items.0.design_id', msg: 'Stock design not found' }]);
    const long = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { notes: 'x'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ path: 'notes', msg: 'Notes must be 2000 characters or less' }]);
    const control = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { po: 'PO\u0000-7', notes: 'Two\nlines' }));
    expect(control.body.errors).toEqual([{ path: 'po', msg: 'PO number must not contain control characters' }]);
  });

  it('refuses another organisation’s address and design as not found', async () => {
    const other = 'orders_other';
    const otherAdmin = httpClient(test.url, await test.tokenFor(adminOf(other)));
    const { locationId: otherLocation } = await organisationWithAddress(root, otherAdmin, other);
    const refused = await otherAdmin.post(`/v2/org/${other}/orders`, cardOrder(otherLocation, designId));
    expect(refused.body.errors).toEqual([{ path: 'line_items.0.design_id', msg: 'Design not found' }]);
    const wrongAddress = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(otherLocation, designId));
    expect(wrongAddress.body.errors).toEqual([{ path: 'location_id', msg: 'Please select a delivery address' }]);
    const placed = await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId));
    expect((await otherAdmin.get(`/v2/org/${ORG}/orders/${placed.body.id}`)).status).toBe(403);
    expect((await otherAdmin.get(`/v2/org/${other}/orders/${placed.body.id}`)).body).toEqual({ errorMessage: 'Order not found', errors: [] });
  });

  it('places a subscription order by invoice; paid, it raises the pool with a history entry naming it', async () => {
    const refused = await admin.post(`/v2/org/${ORG}/orders/subscriptions`, { subscriptions: 0 });
    expect(refused.body.errors).toEqual([
      { path: 'subscriptions', msg: 'Please enter a valid number of subscriptions' },
      { path: 'terms_accepted', msg: 'Please accept the Terms and Conditions of Service' },
    ]);
    const online = await admin.post(`/v2/org/${ORG}/orders/subscriptions`, { subscriptions: 2, payment_method: 'online', terms_accepted: true });
    expect(online.body.errors).toEqual([{ path: 'payment_method', msg: 'Subscriptions are paid by invoice' }]);

    const placed = await admin.post(`/v2/org/${ORG}/orders/subscriptions`, { po: 'PO-S', notes: 'Growing', subscriptions: 3, payment_method: 'invoice', terms_accepted: true });
    expect(placed.status).toBe(201);
    const order = (await admin.get(`/v2/org/${ORG}/orders/${placed.body.id}`)).body;
    expect(order).toMatchObject({ kind: 'subscriptions', subscriptions: 3, value: '23.85', status: 'new' });

    const paid = await root.post(`/v2/org/${ORG}/orders/${order.id}/paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased).toBe(8);
    const history = (await admin.get(`/v1/enterprise/${ORG}/subscriptions/history`)).body.data;
    expect(history[0]).toMatchObject({ action: 'subscriptions-added', data: { change: 3, absolute: 8, reason: `Order ${order.short_code} paid` } });
    // Marking it paid again is refused and credits nothing twice.
    expect((await root.post(`/v2/org/${ORG}/orders/${order.id}/paid`)).body.errorMessage).toBe('Order has already been paid');
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased).toBe(8);
  });

  it('walks an order through the superadmin toolkit, each action disabled where the spec says', async () => {
    const { id } = (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId))).body;
    const path = `/v2/org/${ORG}/orders/${id}`;

    const incomplete = await root.post(`${path}/invoiced`, { invoice_no: 'INV-1' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toEqual([
      { path: 'invoice_url', msg: 'Please enter the invoice URL' },
      { path: 'value', msg: 'Please enter the invoice value' },
    ]);
    expect((await root.post(`${path}/invoiced`, { invoice_no: 'INV-1', invoice_url: 'https://invoices.example/1', value: '790.20' })).body).toMatchObject({ invoice_no: 'INV-1', value: '790.20', list_value: '658.50' });
    expect((await root.post(`${path}/paid`)).body.status).toBe('paid');

    const sent = await root.post(`${path}/send-to-royal-mail`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ royalMailOrderId: expect.stringMatching(/^\d+$/) });
    const again = await root.post(`${path}/send-to-royal-mail`);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This order has already been sent to Click and Drop');

    expect((await root.post(`${path}/shipped`, { tracking_url: 'https://track.example/RM1' })).body).toMatchObject({ tracking_url: 'https://track.example/RM1', posted: false });
    const completed = await root.post(`${path}/completed`);
    expect(completed.body).toMatchObject({ status: 'completed', royal_mail_order_id: sent.body.royalMailOrderId });
    expect(completed.body.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'invoiced', 'paid', 'updated', 'shipped', 'completed']);

    expect((await root.post(`${path}/completed`)).body.errorMessage).toBe('Order has been completed');
    expect((await root.post(`${path}/paid`)).body.errorMessage).toBe('Order has already been paid');
    expect((await root.delete(`${path}/cancel`)).body.errorMessage).toBe('Order has been completed');
  });

  it('cancels an open order, then refuses paying, completing and sending it', async () => {
    const { id } = (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId))).body;
    const path = `/v2/org/${ORG}/orders/${id}`;
    expect((await root.delete(`${path}/cancel`)).body.status).toBe('cancelled');
    for (const action of ['paid', 'completed', 'send-to-royal-mail']) expect((await root.post(`${path}/${action}`)).body.errorMessage).toBe('Order has been cancelled');
    expect((await root.delete(`${path}/cancel`)).body.errorMessage).toBe('Order has been cancelled');
  });

  it('keeps the fulfilment toolkit to superadmins (403 Access Denied), the label edits to admins too', async () => {
    const { id } = (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId))).body;
    const path = `/v2/org/${ORG}/orders/${id}`;
    const calls = [admin.post(`${path}/paid`), admin.post(`${path}/completed`), admin.post(`${path}/invoiced`, {}), admin.post(`${path}/shipped`, {}), admin.post(`${path}/send-to-royal-mail`)];
    for (const response of await Promise.all(calls)) expect([response.status, response.body]).toEqual([403, { errorMessage: 'Access Denied', errors: [] }]);
    // The customer cancels only an unpaid online order (the Payment Required panel), not an invoice order.
    const invoiceCancel = await admin.delete(`${path}/cancel`);
    expect(invoiceCancel.status).toBe(403);
    expect(invoiceCancel.body.errorMessage).toBe('Only an order awaiting its online payment can be cancelled here; please contact support');
    const online = (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { payment_method: 'online' }))).body.id;
    expect((await admin.delete(`/v2/org/${ORG}/orders/${online}/cancel`)).body.status).toBe('cancelled');

    const edited = await admin.post(`${path}/update`, { name: 'Launch cards', po: 'PO-9', notes: 'Leave at reception\nThank you', tracking_url: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Launch cards', po: 'PO-9', notes: 'Leave at reception\nThank you' });
    expect(edited.body.history.at(-1)).toMatchObject({ action: 'updated', data: { name: 'Launch cards', po: 'PO-9', notes: 'Leave at reception\nThank you' } });
    expect((await admin.post(`${path}/update`, { name: 'x'.repeat(201) })).body.errors).toEqual([{ path: 'name', msg: 'Order name must be 200 characters or less' }]);
  });

  it('lists the organisation’s orders newest first, and the open ones', async () => {
    const all = await admin.get(`/v2/org/${ORG}/orders?page_size=100`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const dates = all.body.data.map((order: { meta: { createdAt: string } }) => order.meta.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const open = await admin.get(`/v2/org/${ORG}/orders?status=open&page_size=100`);
    expect(open.body.data.every((order: { status: string }) => !['completed', 'cancelled'].includes(order.status))).toBe(true);
  });

  it('refuses cards to an account without purchased subscriptions', async () => {
    const empty = 'orders_empty';
    const emptyAdmin = httpClient(test.url, await test.tokenFor(adminOf(empty)));
    const { locationId: emptyLocation } = await organisationWithAddress(root, emptyAdmin, empty, { subscriptions: 0 });
    const stock = await root.post('/v2/org/profyle_hq/designs', { name: 'Classic black', designer: 'profyle', assets: [{ url: 'https://files.example/black.pdf', name: 'black.pdf' }], stock: true, order: 1 });
    expect(stock.status).toBe(201);
    const refused = await emptyAdmin.post(`/v2/org/${empty}/orders`, cardOrder(emptyLocation, stock.body.id, { line_items: [{ design_id: stock.body.id, stock: true, quantity: 1 }] }));
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('You can not purchase any NFC cards, as you do not have any active paid subscriptions...');
  });

  it('gives a trial account one free demo order, fixed to invoice, of a design still in proofing', async () => {
    const trial = 'orders_trial';
    const trialAdmin = httpClient(test.url, await test.tokenFor(adminOf(trial)));
    const { locationId: trialLocation } = await organisationWithAddress(root, trialAdmin, trial, { trial: true, subscriptions: 3 });
    const design = await trialAdmin.post(`/v2/org/${trial}/designs`, { name: 'Demo card', designer: 'profyle', assets: [{ url: 'https://files.example/logo.svg', name: 'logo.svg' }], checkboxes: { rights: true } });
    const demo = { demo: true, payment_method: 'online', line_items: [{ design_id: design.body.id, stock: false, quantity: 5 }] };
    const placed = await trialAdmin.post(`/v2/org/${trial}/orders`, cardOrder(trialLocation, design.body.id, demo));
    expect(placed.status).toBe(201);
    expect(placed.body.payment_processor).toBeNull();
    expect((await trialAdmin.get(`/v2/org/${trial}/orders/${placed.body.id}`)).body).toMatchObject({ demo: true, payment_method: 'invoice', value: '0.00' });

    const second = await trialAdmin.post(`/v2/org/${trial}/orders`, cardOrder(trialLocation, design.body.id, demo));
    expect(second.body.errorMessage).toBe('Free demo cards have already been ordered for this organisation');
    // Cancelling the demo order hands the free order back.
    await root.delete(`/v2/org/${trial}/orders/${placed.body.id}/cancel`);
    expect((await trialAdmin.post(`/v2/org/${trial}/orders`, cardOrder(trialLocation, design.body.id, demo))).status).toBe(201);
    // A customer (not a trial) does not qualify.
    expect((await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { demo: true }))).body.errorMessage).toBe('Free demo cards are only available to demo accounts');
  });
});
