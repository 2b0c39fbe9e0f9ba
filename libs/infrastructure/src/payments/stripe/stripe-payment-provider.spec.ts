/**
 * The Stripe adapter against Stripe's own stripe-mock server (STRIPE_MOCK_URL, e.g. http://127.0.0.1:12111;
 * scripts/stripe-mock.sh builds and starts it from the Go module proxy). stripe-mock validates every
 * request against Stripe's OpenAPI definition and answers fixtures, so sessions read back are not the
 * ones created; without it the suite is skipped with the reason printed.
 */
import { paymentProviderContract } from '../payment-provider.contract';
import { StripePaymentProvider } from './stripe-payment-provider';

const url = process.env.STRIPE_MOCK_URL;
if (!url) console.warn('StripePaymentProvider contract: skipped, STRIPE_MOCK_URL is not set (bash scripts/stripe-mock.sh start, then eval its env)');
const run = url ? paymentProviderContract : (name: string) => describe.skip(name, () => it('needs STRIPE_MOCK_URL', () => undefined));

run('StripePaymentProvider (stripe-mock)', async () => {
  const provider = new StripePaymentProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_contract_secret', publishableKey: 'pk_test_123', apiUrl: url });
  return { provider, sign: (payload) => provider.signTestPayload(payload), stateful: false, dispose: async () => undefined };
});

const describeMock = url ? describe : describe.skip;

describeMock('StripePaymentProvider requests, as stripe-mock validates them', () => {
  const provider = new StripePaymentProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_contract_secret', publishableKey: 'pk_test_123', apiUrl: url });
  const request = {
    orderId: 'order-contract',
    organisationId: 'org-contract',
    currency: 'GBP',
    lines: [{ name: 'Gold foil cards', unitAmount: 2195, quantity: 30 }],
    customerEmail: 'buyer@example.com',
    returnUrl: 'http://127.0.0.1:3000/portal/billing/orders/order-contract/checkout/return?session_id={CHECKOUT_SESSION_ID}',
  };

  it('sends a checkout session request that Stripe’s API definition accepts', async () => {
    // stripe-mock answers a valid request with its fixture, whose client_secret is null; an invalid one
    // is refused with 'Request validation error'. So reaching the missing-secret check proves the request.
    await expect(provider.createCheckoutSession(request)).rejects.toThrow('Stripe returned no client secret for the checkout session');
  });

  it('passes Stripe’s refusal on as a PaymentProviderError with Stripe’s message', async () => {
    await expect(provider.createCheckoutSession({ ...request, lines: [{ name: 'Fractional pence', unitAmount: 1.5, quantity: 1 }] })).rejects.toThrow(/Request validation error/);
  });
});
