import type { CheckoutSessionInfo } from './payment-provider.port';

/**
 * The parts of a checkout session object (Stripe's shape, which the embedded provider's notifications
 * use too) that say which order it paid and whether it is paid.
 */
export interface CheckoutSessionObject {
  id: string;
  status?: string | null;
  payment_status?: string | null;
  customer_email?: string | null;
  customer_details?: { email?: string | null } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

/** The events that report a paid checkout session (card payments, and delayed methods once they succeed). */
export const PAID_CHECKOUT_EVENTS: ReadonlySet<string> = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export const checkoutSessionInfoOf = (session: CheckoutSessionObject): CheckoutSessionInfo => ({
  sessionId: session.id,
  status: session.status === 'complete' || session.status === 'expired' ? session.status : 'open',
  paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
  customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
  organisationId: session.metadata?.organisationId ?? null,
});

/** The paid session an event reports, or null for any other event. */
export const paidSessionOf = (event: { type?: string; data?: { object?: unknown } }): CheckoutSessionInfo | null => {
  if (!event.type || !PAID_CHECKOUT_EVENTS.has(event.type) || typeof event.data?.object !== 'object' || event.data.object === null) return null;
  const info = checkoutSessionInfoOf(event.data.object as CheckoutSessionObject);
  return info.paid ? info : null;
};
