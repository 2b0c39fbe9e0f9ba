/**
 * Online payment over real HTTP: the embedded provider's checkout end to end (create-session, the test
 * checkout page's session and payment, the return's session-status, the order paid once), the signed
 * webhook route, subscriptions bought online, and the refusals.
 */
import { type EmbeddedPaymentProvider, PAYMENT_PROVIDER } from '@profyle/infrastructure';
import { httpClient } from '../../support/http-client';
import { adminOf, startTestApp, type TestApp } from '../../support/test-app';
import { approvedDesign, cardOrder, type Client, clientsFor, organisationWithAddress } from './commerce-fixtures';

const ORG = 'checkout_org';

describe('checkout over HTTP (embedded provider)', () => {
  let test: TestApp;
  let root: Client;
  let admin: Client;
  let locationId: string;
  let designId: string;

  const onlineOrder = async (overrides: Record<string, unknown> = {}) => (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, { payment_method: 'online', ...overrides }))).body.id as string;

  beforeAll(async () => {
    test = await startTestApp();
    ({ root, admin } = await clientsFor(test, ORG));
    ({ locationId } = await organisationWithAddress(root, admin, ORG, { subscriptions: 5 }));
    designId = await approvedDesign(root, admin, ORG);
  });
  afterAll(() => test.destroy());

  it('tells the portal which checkout to show', async () => {
    expect((await admin.get('/v1/checkout/config')).body).toEqual({ provider: 'embedded', publishable_key: null });
  });

  it('pays an online order on the test checkout: the order is paid once and its subscriptions credited', async () => {
    const orderId = await onlineOrder({ require_subscriptions: true, subscriptions: 2 });
    const session = await admin.post(`/v2/org/${ORG}/orders/${orderId}/create-session`);
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ secret: expect.stringMatching(/^cs_test_\w+_secret_\w+$/), session_id: expect.stringMatching(/^cs_test_/) });

    const page = await admin.get(`/v1/checkout/embedded?client_secret=${encodeURIComponent(session.body.secret)}`);
    expect(page.body).toMatchObject({
      status: 'open',
      currency: 'GBP',
      amount_total: '674.40',
      lines: [
        { name: 'NFC cards: Gold foil', unit_amount: '21.95', quantity: 30, total: '658.50' },
        { name: 'Profyle subscription (1 year)', unit_amount: '7.95', quantity: 2, total: '15.90' },
      ],
    });

    const declined = await admin.post('/v1/checkout/embedded/pay', { client_secret: session.body.secret, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.body.errorMessage).toBe('Stripe payment error: Your card was declined.');
    expect((await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body.status).toBe('awaiting_payment');

    const paid = await admin.post('/v1/checkout/embedded/pay', { client_secret: session.body.secret, card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(paid.body.return_url).toMatch(new RegExp(`/portal/billing/orders/${orderId}/checkout/return\\?session_id=${session.body.session_id}$`));
    const order = (await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body;
    expect(order.status).toBe('paid');
    expect(order.history.filter((entry: { action: string }) => entry.action === 'paid')).toEqual([expect.objectContaining({ by: 'payments:embedded', data: { method: 'online' } })]);
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased).toBe(7);

    // The return page asks for the session's status; it reports the same payment, which changes nothing.
    const status = await admin.get(`/v1/checkout/session-status?session_id=${session.body.session_id}`);
    expect(status.body).toEqual({ status: 'complete', customer_email: `u-admin-${ORG}@example.com`, order_id: orderId });
    expect((await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body.history).toHaveLength(order.history.length);
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased).toBe(7);

    const again = await admin.post(`/v2/org/${ORG}/orders/${orderId}/create-session`);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('Order has already been paid');
  });

  it('takes the provider’s signed webhook as the payment, once, and refuses a forged one', async () => {
    const orderId = await onlineOrder();
    const { session_id: sessionId } = (await admin.post(`/v2/org/${ORG}/orders/${orderId}/create-session`)).body;
    const provider = test.app.get<EmbeddedPaymentProvider>(PAYMENT_PROVIDER);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: orderId, metadata: { orderId, organisationId: ORG } } },
    });
    const anonymous = httpClient(test.url);
    const post = (signature: string) => fetch(`${test.url}/v1/checkout/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

    const forged = await post('t=1,v1=00');
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { errorMessage: string }).errorMessage).toMatch(/^Webhook signature verification failed/);
    expect((await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body.status).toBe('awaiting_payment');

    const signature = provider.signTestPayload(payload);
    expect((await post(signature)).status).toBe(200);
    expect((await post(signature)).status).toBe(200);
    const order = (await admin.get(`/v2/org/${ORG}/orders/${orderId}`)).body;
    expect(order.status).toBe('paid');
    expect(order.history.filter((entry: { action: string }) => entry.action === 'paid')).toHaveLength(1);
    expect((await anonymous.get('/v1/checkout/config')).status).toBe(401);
  });

  it('buys subscriptions online through /v1/checkout/create-session', async () => {
    const before = (await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased;
    const started = await admin.post('/v1/checkout/create-session', { organisation_id: ORG, type: 'subscription', quantity: 4 });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ clientSecret: expect.stringContaining('_secret_'), session_id: expect.any(String), order_id: expect.any(String) });
    expect((await admin.get(`/v2/org/${ORG}/orders/${started.body.order_id}`)).body).toMatchObject({ kind: 'subscriptions', payment_method: 'online', status: 'awaiting_payment', value: '31.80' });
    await admin.post('/v1/checkout/embedded/pay', { client_secret: started.body.clientSecret, card_number: '4242424242424242' });
    expect((await admin.get(`/v1/enterprise/${ORG}`)).body.subscriptions.purchased).toBe(before + 4);
  });

  it('keeps sessions to their organisation and refuses checkout of invoice orders', async () => {
    const other = httpClient(test.url, await test.tokenFor(adminOf('checkout_other')));
    const orderId = await onlineOrder();
    const session = (await admin.post(`/v2/org/${ORG}/orders/${orderId}/create-session`)).body;
    expect((await other.get(`/v1/checkout/session-status?session_id=${session.session_id}`)).status).toBe(403);
    expect((await other.get(`/v1/checkout/embedded?client_secret=${session.secret}`)).status).toBe(403);
    expect((await other.post('/v1/checkout/embedded/pay', { client_secret: session.secret, card_number: '4242424242424242' })).status).toBe(403);
    expect((await other.post('/v1/checkout/create-session', { organisation_id: ORG, type: 'subscription' })).status).toBe(403);
    expect((await admin.get('/v1/checkout/session-status?session_id=cs_test_unknown')).status).toBe(404);

    const invoiceOrder = (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId))).body.id;
    expect((await admin.post(`/v2/org/${ORG}/orders/${invoiceOrder}/create-session`)).body.errorMessage).toBe('This order is not awaiting an online payment');
  });
});
