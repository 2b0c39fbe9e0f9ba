/**
 * Card payments leave the system through this port: a checkout session for an order, its status when
 * the customer returns, and the provider's signed notification that a session was paid. The Stripe
 * adapter speaks to Stripe (or stripe-mock) with the official client; the embedded adapter is a local
 * test checkout so `npm start` shows the whole flow with no account.
 */

export interface CheckoutLine {
  name: string;
  /** Whole minor units of the currency. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  organisationId: string;
  /** ISO 4217, upper case as the order keeps it. */
  currency: string;
  lines: CheckoutLine[];
  customerEmail: string | null;
  /** Where the customer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  returnUrl: string;
}

export interface OpenedCheckout {
  sessionId: string;
  /** What the browser initialises the checkout with (Stripe's client secret). */
  clientSecret: string;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSessionInfo {
  sessionId: string;
  status: CheckoutStatus;
  paid: boolean;
  customerEmail: string | null;
  /** The order the session was opened for (its metadata), null when the provider does not say. */
  orderId: string | null;
  organisationId: string | null;
}

/** The provider refused or failed a call; `message` is the provider's own wording. */
export class PaymentProviderError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook delivery whose signature does not verify (forged, tampered with, or too old). */
export class PaymentWebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentWebhookSignatureError';
  }
}

export interface PaymentProvider {
  /** Named in the order's payment_processor and its history. */
  readonly name: string;
  /** What the browser needs to load the provider's checkout (Stripe's publishable key), null for embedded. */
  readonly publishableKey: string | null;
  createCheckoutSession(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Null when the provider knows no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /**
   * Verifies a webhook delivery (the raw body and its signature header) and answers the checkout
   * session it reports as completed, or null for any other event. Throws PaymentWebhookSignatureError.
   */
  verifyWebhook(payload: Buffer | string, signature: string | undefined): CheckoutSessionInfo | null;
}

export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
