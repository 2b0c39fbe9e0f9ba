import { EmbeddedReadStore } from '../../read-store/embedded/embedded-read-store';
import { paymentProviderContract } from '../payment-provider.contract';
import { PaymentProviderError } from '../payment-provider.port';
import { EMBEDDED_DECLINED_MESSAGE, EMBEDDED_INVALID_CARD_MESSAGE, EMBEDDED_TEST_CARDS, EmbeddedPaymentProvider } from './embedded-payment-provider';

const open = async () => {
  const store = new EmbeddedReadStore({ file: ':memory:' });
  const provider = new EmbeddedPaymentProvider(store, 'whsec_contract_secret');
  return { provider, dispose: () => store.close() };
};

paymentProviderContract('EmbeddedPaymentProvider', async () => {
  const { provider, dispose } = await open();
  return { provider, sign: (payload) => provider.signTestPayload(payload), stateful: true, dispose };
});

describe('EmbeddedPaymentProvider test checkout', () => {
  const request = {
    orderId: 'o1',
    organisationId: 'acme',
    currency: 'GBP',
    lines: [{ name: 'Gold foil cards', unitAmount: 2195, quantity: 30 }],
    customerEmail: 'buyer@example.com',
    returnUrl: 'http://127.0.0.1:3000/return?session_id={CHECKOUT_SESSION_ID}',
  };

  it('shows the session, pays it with the success card once, and signs the notification', async () => {
    const { provider, dispose } = await open();
    try {
      const { sessionId, clientSecret } = await provider.createCheckoutSession(request);
      expect(await provider.checkoutView(clientSecret)).toMatchObject({ sessionId, status: 'open', amountTotal: 65850, currency: 'GBP' });
      const payment = await provider.pay(clientSecret, '4242 4242 4242 4242');
      expect(payment.returnUrl).toBe(`http://127.0.0.1:3000/return?session_id=${sessionId}`);
      expect(provider.verifyWebhook(payment.notification.payload, payment.notification.signature)).toMatchObject({ sessionId, paid: true, orderId: 'o1' });
      expect(await provider.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'complete', paid: true });
      // Paying again (a double click) answers the same and changes nothing.
      expect((await provider.pay(clientSecret, EMBEDDED_TEST_CARDS.success)).returnUrl).toBe(payment.returnUrl);
    } finally {
      await dispose();
    }
  });

  it('declines the declined card and refuses a number that is not a card', async () => {
    const { provider, dispose } = await open();
    try {
      const { sessionId, clientSecret } = await provider.createCheckoutSession(request);
      await expect(provider.pay(clientSecret, EMBEDDED_TEST_CARDS.declined)).rejects.toThrow(new PaymentProviderError(EMBEDDED_DECLINED_MESSAGE));
      await expect(provider.pay(clientSecret, '1234 5678')).rejects.toThrow(EMBEDDED_INVALID_CARD_MESSAGE);
      expect(await provider.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'open', paid: false });
      expect(await provider.checkoutView('cs_unknown_secret')).toBeNull();
    } finally {
      await dispose();
    }
  });
});
