import { z } from 'zod';
import type { DesignsPage, DesignView, UploadedDesignFile } from './designs';
import type { CheckoutConfig, CheckoutSessionStatus, EmbeddedCheckoutSession, OrderCreatedResponse, OrdersPage, OrderView } from './orders';
import type { ProductionQueuePage } from './production';

/**
 * What the commerce routes answer (orders, checkout, designs, the production queue), as zod schemas for
 * the OpenAPI document and its contract fuzzing; each typed against the response type the api and the
 * web already use. Exact: a field the api adds must be added here too.
 */

const nullableString = z.string().nullable();
const historyData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/* Orders */

export const orderCreatedSchema = z.object({ id: z.string(), payment_processor: nullableString }) satisfies z.ZodType<OrderCreatedResponse>;

const deliveryAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
});

export const orderViewSchema = z
  .object({
    id: z.string(),
    organisationId: z.string(),
    short_code: z.string(),
    kind: z.enum(['cards', 'subscriptions']),
    name: z.string(),
    attention: z.string(),
    contact_number: z.string(),
    address_id: nullableString,
    address: deliveryAddressSchema.nullable(),
    royal_mail_order_id: nullableString,
    po: z.string(),
    notes: z.string(),
    subscriptions: z.number().int(),
    subscription_unit_price: z.string(),
    line_items: z.array(
      z.object({ design_id: z.string(), design_name: z.string(), stock: z.boolean(), quantity: z.number().int(), unit_price: z.string(), total: z.string() }),
    ),
    status: z.enum(['new', 'awaiting_payment', 'paid', 'completed', 'cancelled']),
    payment_method: z.enum(['online', 'invoice']),
    invoice_no: nullableString,
    invoice_url: nullableString,
    value: z.string(),
    list_value: z.string(),
    currency: z.string(),
    tracking_url: nullableString,
    posted: z.boolean(),
    demo: z.boolean(),
    card_ids: z.array(z.string()),
    cardCount: z.number().int(),
    terms_accepted: z.boolean(),
    meta: z.object({ createdBy: z.string(), createdAt: z.string(), updatedAt: z.string() }),
    history: z.array(
      z.object({
        id: z.string(),
        action: z.enum(['created', 'updated', 'invoiced', 'paid', 'shipped', 'completed', 'cancelled', 'assign_cards']),
        by: z.string(),
        at: z.string(),
        comment: z.string(),
        data: historyData.optional(),
      }),
    ),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<OrderView>;

export const ordersPageSchema = z.object({ data: z.array(orderViewSchema), total: z.number().int() }) satisfies z.ZodType<OrdersPage>;

export const courierSentSchema = z.object({ royalMailOrderId: z.string() });

/* Checkout */

export const orderCheckoutSessionSchema = z.object({ secret: z.string(), session_id: z.string() });
export const subscriptionCheckoutSessionSchema = z.object({ clientSecret: z.string(), session_id: z.string(), order_id: z.string() });
export const checkoutConfigSchema = z.object({ provider: z.string(), publishable_key: nullableString }) satisfies z.ZodType<CheckoutConfig>;
export const checkoutSessionStatusSchema = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  customer_email: nullableString,
  order_id: nullableString,
}) satisfies z.ZodType<CheckoutSessionStatus>;
export const embeddedCheckoutSessionSchema = z.object({
  session_id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  currency: z.string(),
  lines: z.array(z.object({ name: z.string(), unit_amount: z.string(), quantity: z.number().int(), total: z.string() })),
  amount_total: z.string(),
  customer_email: nullableString,
  return_url: z.string(),
}) satisfies z.ZodType<EmbeddedCheckoutSession>;
export const embeddedPaidSchema = z.object({ return_url: z.string() });
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/* Designs */

export const designViewSchema = z
  .object({
    id: z.string(),
    organisationId: z.string(),
    name: z.string(),
    designer: z.enum(['client', 'profyle']),
    assets: z.array(z.object({ url: z.string(), name: z.string() })),
    notes: z.string(),
    checkboxes: z.object({ bleed: z.boolean(), guides: z.boolean(), fonts: z.boolean(), rights: z.boolean(), artwork: z.boolean(), cmyk: z.boolean() }),
    status: z.enum(['awaiting_proof', 'requires_approval', 'changes_requested', 'assets_requested', 'approved']),
    stock: z.boolean(),
    archived: z.boolean(),
    imageUrl: nullableString,
    proofUrl: nullableString,
    proofFilename: nullableString,
    requiresApproval: z.boolean(),
    awaitingProof: z.boolean(),
    changesRequested: z.boolean(),
    assetsRequested: z.boolean(),
    approvedAt: nullableString,
    approvedBy: nullableString,
    order: z.number(),
    meta: z.object({ createdBy: z.string(), createdAt: z.string(), updatedAt: z.string() }),
    history: z.array(
      z.object({
        id: z.string(),
        action: z.enum(['created', 'updated', 'updated_proof', 'approved_proof', 'rejected_proof', 'requested_assets', 'archived', 'unarchived']),
        comment: z.string(),
        by: z.string(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'Design' }) satisfies z.ZodType<DesignView>;

export const designsPageSchema = z.object({ data: z.array(designViewSchema), total: z.number().int() }) satisfies z.ZodType<DesignsPage>;
export const designCreatedSchema = z.object({ id: z.string() });
/** A stored design file as served: its bytes. */
export const designFileBinarySchema = z.string().meta({ format: 'binary' });
export const uploadedDesignFileSchema = z.object({ url: z.string(), name: z.string(), content_type: z.string(), size: z.number().int() }) satisfies z.ZodType<UploadedDesignFile>;

/* The production queue */

export const productionOrdersSchema = z.object({
  data: z.array(orderViewSchema.extend({ organisation_name: z.string() })),
  total: z.number().int(),
}) satisfies z.ZodType<ProductionQueuePage<OrderView>>;
export const productionDesignsSchema = z.object({
  data: z.array(designViewSchema.extend({ organisation_name: z.string() })),
  total: z.number().int(),
}) satisfies z.ZodType<ProductionQueuePage<DesignView>>;
