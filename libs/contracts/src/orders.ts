import { z } from 'zod';
import { type DeliveryAddress, ORDER_ERROR_MESSAGES, type OrderKind, type OrderStatus, type PaymentMethod } from '@profyle/domain';
import { COMMERCE_TEXT_LIMITS, commerceString, commerceText, commerceTooLong, wholeNumber } from './commerce-fields';
import { allocateCardsBodySchema } from './cards';
import { SUPERADMIN_SUBSCRIPTION_MESSAGES } from './messages';
import { boundedOptionalId, boundedString } from './text-rules';

export { ORDER_ERROR_MESSAGES };

/** The order screens' own texts (spec 002 section 8) beside the domain's refusals. */
export const ORDER_MESSAGES = {
  createError: 'Error creating Order',
  cancelError: (message: string): string => `Failed to cancel order: ${message}`,
  paidError: 'Failed to mark order as paid',
  courierError: 'Failed to send to Click and Drop',
  completedError: 'Failed to mark order as completed',
  invoicedError: 'Failed to mark order as invoiced',
  shippedError: 'Failed to mark order as shipped',
  alreadyPaid: ORDER_ERROR_MESSAGES.alreadyPaid,
  paymentError: (message: string): string => `Stripe payment error: ${message}`,
  locationsError: (message: string): string => `Failed to load locations: ${message}`,
  noOrders: 'No orders available',
  notFound: ORDER_ERROR_MESSAGES.notFound,
  noPaidSubscriptions: ORDER_ERROR_MESSAGES.noPaidSubscriptions,
  otherOrder: 'The order id must be the id of the order in the address',
  assignCardsError: SUPERADMIN_SUBSCRIPTION_MESSAGES.assignCardsError,
} as const;

const { short } = COMMERCE_TEXT_LIMITS;

/** '' or null is no choice (answered with the spec's message by the domain). */
const paymentMethod = z
  .enum(['online', 'invoice', ''], { error: ORDER_ERROR_MESSAGES.paymentMethodRequired })
  .nullish()
  .transform((value): PaymentMethod | null => (value ? value : null));

const lineItem = z.object({
  design_id: z.string({ error: ORDER_ERROR_MESSAGES.designNotFound }).trim().max(short, { error: ORDER_ERROR_MESSAGES.designNotFound }).min(1, { error: ORDER_ERROR_MESSAGES.designNotFound }),
  stock: z.boolean().default(false),
  quantity: wholeNumber(ORDER_ERROR_MESSAGES.quantityInvalid),
});

/** POST /v2/org/{orgId}/orders: the card order form (spec 002 sections 3 and 7). */
export const cardOrderBodySchema = z.object({
  name: commerceText('Order name', 'label'),
  attention: commerceText('Named contact', 'label'),
  contact_number: commerceText('Contact number', 'short'),
  location_id: boundedOptionalId('Delivery address'),
  payment_method: paymentMethod,
  po: commerceText('PO number', 'short'),
  notes: commerceText('Notes', 'notes'),
  require_subscriptions: z.boolean().default(false),
  subscriptions: wholeNumber(ORDER_ERROR_MESSAGES.subscriptionsInvalid).default(0),
  line_items: z.array(lineItem).max(50).nullish().transform((lines) => lines ?? []),
  demo: z.boolean().default(false),
  terms_accepted: z.boolean().default(false),
});
export type CardOrderBody = z.output<typeof cardOrderBodySchema>;
export type CardOrderBodyInput = z.input<typeof cardOrderBodySchema>;

/** POST /v2/org/{orgId}/orders/subscriptions: paid by invoice (spec 002 section 5). */
export const subscriptionOrderBodySchema = z.object({
  po: commerceText('PO number', 'short'),
  notes: commerceText('Notes', 'notes'),
  subscriptions: wholeNumber(ORDER_ERROR_MESSAGES.subscriptionsInvalid).default(1),
  payment_method: z.literal('invoice', { error: ORDER_ERROR_MESSAGES.invoiceOnly }).default('invoice'),
  terms_accepted: z.boolean().default(false),
});
export type SubscriptionOrderBody = z.output<typeof subscriptionOrderBodySchema>;

/** 201 of both: the new order's id, and the card payment provider for online orders (null for invoice). */
export interface OrderCreatedResponse {
  id: string;
  payment_processor: string | null;
}

/** POST .../orders/{id}/update: the editable labels; a field left out is not changed. */
export const orderUpdateBodySchema = z.object({
  name: commerceString('Order name', 'label').optional(),
  po: commerceString('PO number', 'short').optional(),
  notes: commerceString('Notes', 'notes').optional(),
  tracking_url: commerceString('Tracking URL', 'url').optional(),
});
export type OrderUpdateBody = z.output<typeof orderUpdateBodySchema>;

/** POST .../orders/{id}/invoiced: all three required (the domain words the refusals). */
export const orderInvoicedBodySchema = z.object({
  invoice_no: commerceText('Invoice number', 'short'),
  invoice_url: commerceText('Invoice URL', 'url'),
  value: z
    .union([commerceString('Invoice value', 'short'), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
});
export type OrderInvoicedBody = z.output<typeof orderInvoicedBodySchema>;

/** POST .../orders/{id}/shipped: with a tracking URL, or posted without one. */
export const orderShippedBodySchema = z.object({
  tracking_url: commerceText('Tracking URL', 'url'),
  posted: z.boolean().default(false),
});
export type OrderShippedBody = z.output<typeof orderShippedBodySchema>;

/** DELETE .../orders/{id}/cancel may carry a comment for the history. */
export const orderCancelBodySchema = z.object({ comment: commerceText('Comment', 'notes') });

/**
 * POST .../orders/{id}/assign-cards {demo, card_ids, order_id, design_id} (spec 002 section 7): the
 * superadmin's allocation of cards to the organisation, for this order. The same body and the same
 * per-card results as POST /v1/enterprise/{orgId}/assign; `order_id`, when sent, must be the path's.
 */
export const assignOrderCardsBodySchema = allocateCardsBodySchema;
export type AssignOrderCardsBody = z.output<typeof assignOrderCardsBodySchema>;

export type OrderHistoryAction = 'created' | 'updated' | 'invoiced' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'assign_cards';

/** One entry of an order's history; `data` carries what the entry is about, for the portal to word. */
export interface OrderHistoryEntry {
  id: string;
  action: OrderHistoryAction;
  by: string;
  at: string;
  comment: string;
  data?: Record<string, string | number | boolean | null>;
}

export interface OrderLineItemView {
  design_id: string;
  design_name: string;
  stock: boolean;
  quantity: number;
  /** Decimal amounts ('21.95') of the order's currency, ex VAT. */
  unit_price: string;
  total: string;
}

/** An order as the billing screens read it (spec 002 section 3). */
export interface OrderView {
  id: string;
  organisationId: string;
  short_code: string;
  kind: OrderKind;
  name: string;
  attention: string;
  contact_number: string;
  address_id: string | null;
  address: DeliveryAddress | null;
  royal_mail_order_id: string | null;
  po: string;
  notes: string;
  subscriptions: number;
  subscription_unit_price: string;
  line_items: OrderLineItemView[];
  status: OrderStatus;
  payment_method: PaymentMethod;
  invoice_no: string | null;
  invoice_url: string | null;
  /** The order's value: its priced total ex VAT, or the invoiced value once invoiced. */
  value: string;
  /** The priced total ex VAT when placed. */
  list_value: string;
  currency: string;
  tracking_url: string | null;
  posted: boolean;
  demo: boolean;
  card_ids: string[];
  cardCount: number;
  terms_accepted: boolean;
  meta: { createdBy: string; createdAt: string; updatedAt: string };
  history: OrderHistoryEntry[];
}

export interface OrdersPage {
  data: OrderView[];
  total: number;
}

/** GET /v2/org/{orgId}/orders?page&page_size&status */
export const ordersListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  status: z.enum(['new', 'awaiting_payment', 'paid', 'completed', 'cancelled', 'open']).optional(),
});
export type OrdersListQuery = z.output<typeof ordersListQuerySchema>;

/** POST /v1/checkout/create-session: online subscriptions for a year (spec 002 section 7). */
export const checkoutSubscriptionBodySchema = z.object({
  organisation_id: z.string({ error: 'Please choose an organisation' }).trim().min(1, { error: 'Please choose an organisation' }).max(short, { error: commerceTooLong('Organisation', 'short') }),
  type: z.literal('subscription', { error: 'Only subscriptions can be bought this way' }).default('subscription'),
  quantity: wholeNumber(ORDER_ERROR_MESSAGES.subscriptionsInvalid).default(1),
});

/** GET /v1/checkout/session-status: the provider's status of the session and who paid. */
export interface CheckoutSessionStatus {
  status: 'open' | 'complete' | 'expired';
  customer_email: string | null;
  order_id: string | null;
}

/** GET /v1/checkout/config: which checkout the portal shows. */
export interface CheckoutConfig {
  provider: string;
  publishable_key: string | null;
}

/** The embedded provider's test checkout page: GET /v1/checkout/embedded?client_secret, POST .../pay. */
export interface EmbeddedCheckoutSession {
  session_id: string;
  status: 'open' | 'complete' | 'expired';
  currency: string;
  lines: { name: string; unit_amount: string; quantity: number; total: string }[];
  amount_total: string;
  customer_email: string | null;
  return_url: string;
}

/**
 * POST /v1/checkout/webhook: the card payment provider's event. Its shape is the provider's; what counts
 * is its signature over the raw bytes, checked before anything in it is read.
 */
export const checkoutWebhookEventSchema = z.looseObject({
  id: boundedString({ label: 'Event id', max: 255 }),
  type: boundedString({ label: 'Event type', max: 255 }),
});

/** GET /v1/checkout/embedded?client_secret: the embedded provider's test checkout page. */
export const embeddedCheckoutQuerySchema = z.object({ client_secret: boundedString({ label: 'Client secret', max: 200 }) });

/** GET /v1/checkout/session-status?session_id */
export const checkoutSessionQuerySchema = z.object({ session_id: boundedString({ label: 'Session id', max: 200 }) });

export const embeddedPayBodySchema = z.object({
  client_secret: boundedString({ label: 'Client secret', max: 200 }).trim().min(1),
  card_number: boundedString({ label: 'Card number', max: 30 }).trim().min(1, { error: 'Please enter a card number' }),
  name: commerceText('Name on card', 'label'),
});
