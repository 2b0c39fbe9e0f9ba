import { randomBytes, randomUUID } from 'node:crypto';
import type { Collection, ReadDocument, ReadStore } from '../../read-store/read-store.port';
import { type CheckoutSessionObject, paidSessionOf } from '../checkout-session-event';
import {
  type CheckoutLine,
  type CheckoutRequest,
  type CheckoutSessionInfo,
  type OpenedCheckout,
  type PaymentProvider,
  PaymentProviderError,
  PaymentWebhookSignatureError,
} from '../payment-provider.port';
import { signWebhookPayload, verifyWebhookSignature } from '../webhook-signature';

/** A checkout session of the embedded provider, kept in the read store so every api process sees it. */
interface EmbeddedSessionDoc extends ReadDocument {
  id: string;
  client_secret: string;
  status: CheckoutSessionInfo['status'];
  order_id: string;
  organisation_id: string;
  currency: string;
  lines: CheckoutLine[];
  amount_total: number;
  customer_email: string | null;
  return_url: string;
  created_at: string;
  paid_at: string | null;
}

export const EMBEDDED_CHECKOUT_COLLECTION = 'embedded_checkout_sessions_v1';

/** Test card numbers, as payment providers document them: one always succeeds, one is always declined. */
export const EMBEDDED_TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
export const EMBEDDED_DECLINED_MESSAGE = 'Your card was declined.';
export const EMBEDDED_INVALID_CARD_MESSAGE = 'Your card number is incorrect.';
export const EMBEDDED_SESSION_CLOSED_MESSAGE = 'This checkout session is no longer open.';

/** The session as the local checkout page shows it. */
export interface EmbeddedCheckoutView {
  sessionId: string;
  status: CheckoutSessionInfo['status'];
  currency: string;
  lines: CheckoutLine[];
  amountTotal: number;
  customerEmail: string | null;
  returnUrl: string;
}

/** A completed payment: the return URL to send the browser to, and the signed notification of it. */
export interface EmbeddedPayment {
  returnUrl: string;
  notification: { payload: string; signature: string };
}

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

/**
 * A local stand-in for a card payment provider, so the whole order and payment flow works with no
 * account: sessions are stored in the read store; the portal's test checkout page pays them with a
 * test card; each payment yields a notification signed like the provider's webhooks, which the api
 * verifies and handles exactly as it handles Stripe's.
 */
export class EmbeddedPaymentProvider implements PaymentProvider {
  readonly name = 'embedded';
  readonly publishableKey = null;
  private readonly sessions: Collection<EmbeddedSessionDoc>;

  constructor(
    store: ReadStore,
    private readonly webhookSecret: string = `whsec_${randomBytes(24).toString('hex')}`,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.sessions = store.collection<EmbeddedSessionDoc>(EMBEDDED_CHECKOUT_COLLECTION, [{ fields: [['client_secret', 1]], unique: true }]);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<OpenedCheckout> {
    if (request.lines.length === 0) throw new PaymentProviderError('A checkout session needs at least one line');
    const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
    const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    const doc: EmbeddedSessionDoc = {
      _id: id,
      id,
      client_secret: clientSecret,
      status: 'open',
      order_id: request.orderId,
      organisation_id: request.organisationId,
      currency: request.currency,
      lines: request.lines,
      amount_total: request.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
      customer_email: request.customerEmail,
      return_url: request.returnUrl.replace('{CHECKOUT_SESSION_ID}', id),
      created_at: this.clock().toISOString(),
      paid_at: null,
    };
    await this.sessions.write([{ kind: 'upsert', doc, version: 1 }]);
    return { sessionId: id, clientSecret };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    const doc = await this.sessions.get(sessionId);
    return doc ? this.infoOf(doc) : null;
  }

  verifyWebhook(payload: Buffer | string, signature: string | undefined): CheckoutSessionInfo | null {
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    verifyWebhookSignature(this.webhookSecret, text, signature);
    try {
      return paidSessionOf(JSON.parse(text));
    } catch {
      throw new PaymentWebhookSignatureError('The payload is not JSON');
    }
  }

  /** The session behind a client secret, for the test checkout page; null when unknown. */
  async checkoutView(clientSecret: string): Promise<EmbeddedCheckoutView | null> {
    const doc = await this.bySecret(clientSecret);
    if (!doc) return null;
    return { sessionId: doc.id, status: doc.status, currency: doc.currency, lines: doc.lines, amountTotal: doc.amount_total, customerEmail: doc.customer_email, returnUrl: doc.return_url };
  }

  /**
   * Pays an open session with a test card. The success card completes the session; the declined card
   * and any other number are refused with the provider's wording. Paying a completed session again
   * answers the same return URL and notification, so a double click changes nothing.
   */
  async pay(clientSecret: string, cardNumber: string): Promise<EmbeddedPayment> {
    const doc = await this.bySecret(clientSecret);
    if (!doc) throw new PaymentProviderError(EMBEDDED_SESSION_CLOSED_MESSAGE);
    if (doc.status === 'expired') throw new PaymentProviderError(EMBEDDED_SESSION_CLOSED_MESSAGE);
    if (doc.status === 'open') {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === EMBEDDED_TEST_CARDS.declined) throw new PaymentProviderError(EMBEDDED_DECLINED_MESSAGE);
      if (!/^\d+$/.test(digits) || !luhnValid(digits)) throw new PaymentProviderError(EMBEDDED_INVALID_CARD_MESSAGE);
      // Only the write that moves the session from version 1 to 2 pays it; a racing second one is stale.
      await this.sessions.write([{ kind: 'patch', id: doc.id, set: { status: 'complete', paid_at: this.clock().toISOString() }, version: 2 }]);
    }
    const paid = (await this.sessions.get(doc.id)) as EmbeddedSessionDoc;
    return { returnUrl: paid.return_url, notification: this.notificationOf(paid) };
  }

  /** A signed notification of a completed session, shaped and signed as the provider's webhooks are. */
  notificationOf(doc: EmbeddedSessionDoc): { payload: string; signature: string } {
    const session: CheckoutSessionObject & { object: string } = {
      id: doc.id,
      object: 'checkout.session',
      status: doc.status,
      payment_status: doc.status === 'complete' ? 'paid' : 'unpaid',
      customer_email: doc.customer_email,
      client_reference_id: doc.order_id,
      metadata: { orderId: doc.order_id, organisationId: doc.organisation_id },
    };
    return this.sign(JSON.stringify({ id: `evt_${doc.id}`, object: 'event', type: 'checkout.session.completed', data: { object: session } }));
  }

  /** Signs a payload as this provider signs its notifications (for tests of the webhook route). */
  signTestPayload(payload: string): string {
    return this.sign(payload).signature;
  }

  private sign(payload: string): { payload: string; signature: string } {
    return { payload, signature: signWebhookPayload(this.webhookSecret, payload) };
  }

  private bySecret(clientSecret: string): Promise<EmbeddedSessionDoc | null> {
    return this.sessions.find({ client_secret: clientSecret }, { limit: 1 }).then(([doc]) => doc ?? null);
  }

  private infoOf(doc: EmbeddedSessionDoc): CheckoutSessionInfo {
    return { sessionId: doc.id, status: doc.status, paid: doc.status === 'complete', customerEmail: doc.customer_email, orderId: doc.order_id, organisationId: doc.organisation_id };
  }
}
