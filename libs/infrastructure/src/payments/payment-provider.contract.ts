/**
 * The one contract every PaymentProvider adapter passes: it opens checkout sessions, reads them back,
 * and accepts a correctly signed "checkout session completed" notification while refusing a forged or
 * tampered one. Each adapter's spec calls it with a factory and the adapter's own signer.
 */
import { type PaymentProvider, PaymentWebhookSignatureError } from './payment-provider.port';

export interface PaymentProviderFixture {
  provider: PaymentProvider;
  /** Signs a payload as the provider signs its webhook deliveries. */
  sign(payload: string): string;
  /**
   * Whether sessions are the ones created. A stateless mock (stripe-mock) validates each request
   * against the provider's API definition but answers fixtures, so only the shapes can be checked.
   */
  stateful: boolean;
  dispose(): Promise<void>;
}

const completedEvent = (paymentStatus: string) =>
  JSON.stringify({
    id: 'evt_contract_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_contract',
        object: 'checkout.session',
        status: 'complete',
        payment_status: paymentStatus,
        client_reference_id: 'order-contract',
        customer_details: { email: 'buyer@example.com' },
        metadata: { orderId: 'order-contract', organisationId: 'org-contract' },
      },
    },
  });

export function paymentProviderContract(name: string, factory: () => Promise<PaymentProviderFixture>): void {
  describe(name, () => {
    let fixture: PaymentProviderFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    const request = {
      orderId: 'order-contract',
      organisationId: 'org-contract',
      currency: 'GBP',
      lines: [
        { name: 'Gold foil cards', unitAmount: 2195, quantity: 30 },
        { name: 'Subscriptions (1 year)', unitAmount: 795, quantity: 2 },
      ],
      customerEmail: 'buyer@example.com',
      returnUrl: 'http://127.0.0.1:3000/portal/billing/orders/order-contract/checkout/return?session_id={CHECKOUT_SESSION_ID}',
    };

    const statefulIt = (title: string, test: () => Promise<void>) => it(title, async () => (fixture.stateful ? test() : undefined));

    statefulIt('opens a checkout session with an id and a client secret', async () => {
      const opened = await fixture.provider.createCheckoutSession(request);
      expect(opened.sessionId).toMatch(/^cs_/);
      expect(opened.clientSecret.length).toBeGreaterThan(10);
    });

    statefulIt('reads a session back, open and unpaid until it is paid', async () => {
      const opened = await fixture.provider.createCheckoutSession(request);
      expect(await fixture.provider.retrieveCheckoutSession(opened.sessionId)).toEqual({
        sessionId: opened.sessionId,
        status: 'open',
        paid: false,
        customerEmail: 'buyer@example.com',
        orderId: 'order-contract',
        organisationId: 'org-contract',
      });
    });

    it('reads a session as its id, a status and whether it is paid', async () => {
      const id = fixture.stateful ? (await fixture.provider.createCheckoutSession(request)).sessionId : 'cs_test_contract';
      const session = await fixture.provider.retrieveCheckoutSession(id);
      expect(session).toEqual(expect.objectContaining({ sessionId: expect.stringMatching(/^cs_/), paid: expect.any(Boolean) }));
      expect(['open', 'complete', 'expired']).toContain(session?.status);
    });

    it('takes a signed completed-session notification as the order paid', () => {
      const payload = completedEvent('paid');
      expect(fixture.provider.verifyWebhook(Buffer.from(payload), fixture.sign(payload))).toEqual({
        sessionId: 'cs_test_contract',
        status: 'complete',
        paid: true,
        customerEmail: 'buyer@example.com',
        orderId: 'order-contract',
        organisationId: 'org-contract',
      });
    });

    it('answers null for a signed event that pays nothing', () => {
      const unpaid = completedEvent('unpaid');
      expect(fixture.provider.verifyWebhook(unpaid, fixture.sign(unpaid))).toBeNull();
      const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
      expect(fixture.provider.verifyWebhook(other, fixture.sign(other))).toBeNull();
    });

    it('refuses a notification that is unsigned, tampered with or signed with another secret', () => {
      const payload = completedEvent('paid');
      const signature = fixture.sign(payload);
      expect(() => fixture.provider.verifyWebhook(payload, undefined)).toThrow(PaymentWebhookSignatureError);
      expect(() => fixture.provider.verifyWebhook(payload.replace('order-contract', 'order-other'), signature)).toThrow(PaymentWebhookSignatureError);
      expect(() => fixture.provider.verifyWebhook(payload, signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'))).toThrow(PaymentWebhookSignatureError);
    });
  });
}
