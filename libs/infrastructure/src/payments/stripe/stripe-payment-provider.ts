import Stripe from 'stripe';
import { checkoutSessionInfoOf, paidSessionOf } from '../checkout-session-event';
import {
  type CheckoutRequest,
  type CheckoutSessionInfo,
  type OpenedCheckout,
  type PaymentProvider,
  PaymentProviderError,
  PaymentWebhookSignatureError,
} from '../payment-provider.port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** Another API base URL (stripe-mock in tests); Stripe's own when absent. */
  apiUrl?: string;
}

/**
 * What the portal's pages must be allowed to load for Stripe's embedded Checkout (Stripe's CSP guidance):
 * Stripe.js from js.stripe.com, the Checkout and 3-D Secure frames, and Stripe's api for Stripe.js calls.
 */
export const STRIPE_CHECKOUT_PAGE_SOURCES: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://checkout.stripe.com'],
};

const connection = (apiUrl: string | undefined) => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol.replace(':', '') as 'http' | 'https' };
};

/**
 * Card payments through Stripe's embedded Checkout with the official client: a session per order (its
 * id in the metadata and the client reference), the session's status on return, and webhook events
 * verified with the endpoint's signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...connection(settings.apiUrl) });
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<OpenedCheckout> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitAmount, product_data: { name: line.name } },
          })),
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, organisationId: request.organisationId },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          return_url: request.returnUrl,
        },
        // The same order asked twice within Stripe's idempotency window gets the same session.
        { idempotencyKey: `checkout-${request.orderId}-${request.lines.map((l) => `${l.unitAmount}x${l.quantity}`).join('-')}` },
      ),
    );
    if (!session.client_secret) throw new PaymentProviderError('Stripe returned no client secret for the checkout session');
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    try {
      return checkoutSessionInfoOf(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error), error);
    }
  }

  verifyWebhook(payload: Buffer | string, signature: string | undefined): CheckoutSessionInfo | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw new PaymentWebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    return paidSessionOf(event);
  }

  /** Signs a payload as Stripe signs webhook deliveries (for tests of the webhook route). */
  signTestPayload(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.settings.webhookSecret });
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error), error);
    }
  }
}
