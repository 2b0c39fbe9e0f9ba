/**
 * The api on the real adapters' protocols: COURIER=click-and-drop against a local server speaking Click
 * and Drop's API, and PAYMENTS=stripe against stripe-mock (when STRIPE_MOCK_URL is set; skipped with the
 * reason printed otherwise).
 */
import { ClickAndDropStandIn, PAYMENT_PROVIDER, type StripePaymentProvider } from '@profyle/infrastructure';
import { startTestApp, type TestApp } from '../../support/test-app';
import { approvedDesign, cardOrder, type Client, clientsFor, organisationWithAddress } from './commerce-fixtures';

const ORG = 'adapters_org';

describe('sending an order to Click and Drop (local stand-in)', () => {
  let test: TestApp;
  let standIn: ClickAndDropStandIn;
  let root: Client;
  let admin: Client;
  let order: (overrides?: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    standIn = new ClickAndDropStandIn('cd-key-1');
    const url = await standIn.start();
    test = await startTestApp({ COURIER: 'click-and-drop', CLICK_AND_DROP_URL: url, CLICK_AND_DROP_API_KEY: 'cd-key-1' });
    ({ root, admin } = await clientsFor(test, ORG));
    const { locationId } = await organisationWithAddress(root, admin, ORG);
    const designId = await approvedDesign(root, admin, ORG);
    order = async (overrides = {}) => (await admin.post(`/v2/org/${ORG}/orders`, cardOrder(locationId, designId, overrides))).body.id;
  });
  afterAll(async () => {
    await test.destroy();
    await standIn.stop();
  });

  it('creates the courier order with the delivery address and records its id', async () => {
    const id = await order();
    const sent = await root.post(`/v2/org/${ORG}/orders/${id}/send-to-royal-mail`);
    expect(sent.status).toBe(200);
    const received = standIn.received.at(-1);
    expect(sent.body).toEqual({ royalMailOrderId: String(received?.orderIdentifier) });
    const shortCode = (await admin.get(`/v2/org/${ORG}/orders/${id}`)).body.short_code;
    expect(received?.body).toMatchObject({ orderReference: shortCode, recipient: { address: { fullName: 'Ann Lee', companyName: 'Head office', addressLine1: '1 High Street', postcode: 'N1 1AA', countryCode: 'GB' } }, subtotal: 658.5 });
    expect((await admin.get(`/v2/org/${ORG}/orders/${id}`)).body.royal_mail_order_id).toBe(sent.body.royalMailOrderId);
  });

  it('keeps Stripe out of the portal’s pages when payments are not Stripe’s', async () => {
    const page = (await fetch(`${test.url}/portal/billing`)).headers.get('content-security-policy') ?? '';
    expect(page).toContain("script-src 'self' 'nonce-");
    expect(page).not.toContain('stripe');
  });

  it('answers Failed to send to Click and Drop with the courier’s reason, and records nothing', async () => {
    const id = await order();
    standIn.failWith = 503;
    try {
      const failed = await root.post(`/v2/org/${ORG}/orders/${id}/send-to-royal-mail`);
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ errorMessage: 'Failed to send to Click and Drop: Service unavailable', errors: [] });
    } finally {
      standIn.failWith = null;
    }
    expect((await admin.get(`/v2/org/${ORG}/orders/${id}`)).body.royal_mail_order_id).toBeNull();
    expect((await root.post(`/v2/org/${ORG}/orders/${id}/send-to-royal-mail`)).status).toBe(200);
  });
});

const mockUrl = process.env.STRIPE_MOCK_URL;
if (!mockUrl) console.warn('test/http/commerce/adapters: the PAYMENTS=stripe suite is skipped, STRIPE_MOCK_URL is not set (bash scripts/stripe-mock.sh start)');
const describeStripe = mockUrl ? describe : describe.skip;

describeStripe('PAYMENTS=stripe against stripe-mock', () => {
  let test: TestApp;
  let root: Client;
  let admin: Client;
  let locationId: string;
  let designId: string;
  const org = 'stripe_org';

  beforeAll(async () => {
    test = await startTestApp({ PAYMENTS: 'stripe', STRIPE_API_URL: mockUrl as string, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_test_secret' });
    ({ root, admin } = await clientsFor(test, org));
    ({ locationId } = await organisationWithAddress(root, admin, org));
    designId = await approvedDesign(root, admin, org);
  });
  afterAll(() => test.destroy());

  it('names Stripe as the processor and gives the portal the publishable key', async () => {
    const placed = await admin.post(`/v2/org/${org}/orders`, cardOrder(locationId, designId, { payment_method: 'online' }));
    expect(placed.body.payment_processor).toBe('stripe');
    expect((await admin.get('/v1/checkout/config')).body).toEqual({ provider: 'stripe', publishable_key: 'pk_test_123' });
    // stripe-mock accepts the session request but its fixture has no client secret: the portal is told so.
    const session = await admin.post(`/v2/org/${org}/orders/${placed.body.id}/create-session`);
    expect(session.status).toBe(502);
    expect(session.body.errorMessage).toBe('Stripe payment error: Stripe returned no client secret for the checkout session');
  });

  it('lets the portal’s pages load Stripe.js and frame its Checkout, and nothing of Stripe into api answers', async () => {
    const page = (await fetch(`${test.url}/portal/billing/orders/some-order/checkout`)).headers.get('content-security-policy') ?? '';
    expect(page).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com 'nonce-[^']+'/);
    expect(page).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://checkout.stripe.com https://hooks.stripe.com");
    expect(page).toContain("connect-src 'self' https://api.stripe.com https://checkout.stripe.com");
    expect(page).toContain("frame-ancestors 'none'");
    expect((await fetch(`${test.url}/v1/checkout/config`)).headers.get('content-security-policy')).not.toContain('stripe');
  });

  it('marks the order paid from a webhook signed as Stripe signs it, once', async () => {
    const { id } = (await admin.post(`/v2/org/${org}/orders`, cardOrder(locationId, designId, { payment_method: 'online' }))).body;
    const provider = test.app.get<StripePaymentProvider>(PAYMENT_PROVIDER);
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_stripe_1', object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: id, metadata: { orderId: id, organisationId: org } } },
    });
    const post = () => fetch(`${test.url}/v1/checkout/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': provider.signTestPayload(payload) }, body: payload });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const order = (await admin.get(`/v2/org/${org}/orders/${id}`)).body;
    expect(order.status).toBe('paid');
    expect(order.history.filter((entry: { action: string; by: string }) => entry.action === 'paid')).toEqual([expect.objectContaining({ by: 'payments:stripe' })]);
  });
});
