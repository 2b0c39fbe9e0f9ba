import type { LocationDetails } from '../location/location-details';
import type { DomainEvent } from '../shared';

/**
 * Stream of one order: `order-<uuid>`. Amounts are whole minor units of the order's currency (see
 * money.ts). Who and when come from each event's metadata. Stored event types are never renamed.
 */

export type OrderKind = 'cards' | 'subscriptions';
export type PaymentMethod = 'online' | 'invoice';
export type OrderStatus = 'new' | 'awaiting_payment' | 'paid' | 'completed' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['new', 'awaiting_payment', 'paid', 'completed', 'cancelled'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['online', 'invoice'];

/** The delivery address as it was when the order was placed (the address itself may change later). */
export type DeliveryAddress = Pick<LocationDetails, 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'country'>;

export interface OrderLineItem {
  designId: string;
  designName: string;
  stock: boolean;
  quantity: number;
  unitPrice: number;
  total: number;
}

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderId: string;
    organisationId: string;
    shortCode: string;
    kind: OrderKind;
    name: string;
    attention: string;
    contactNumber: string;
    addressId: string | null;
    address: DeliveryAddress | null;
    po: string;
    notes: string;
    /** Subscriptions bought with the order; raised on the organisation's pool once it is paid. */
    subscriptions: number;
    subscriptionUnitPrice: number;
    lineItems: OrderLineItem[];
    paymentMethod: PaymentMethod;
    currency: string;
    /** The order's total ex VAT: lines plus subscriptions (0 for free demo cards). */
    value: number;
    demo: boolean;
    termsAccepted: boolean;
    status: 'new' | 'awaiting_payment';
  }
>;

/** The editable labels of an order (spec 002: Name, PO Number, Tracking URL, Notes); only what changed. */
export interface OrderDetailChanges {
  name?: string;
  po?: string;
  notes?: string;
  trackingUrl?: string;
}
export type OrderDetailsUpdated = DomainEvent<'OrderDetailsUpdated', { orderId: string; changes: OrderDetailChanges }>;

export type OrderInvoiced = DomainEvent<'OrderInvoiced', { orderId: string; invoiceNo: string; invoiceUrl: string; value: number }>;

/** A checkout session of the card payment provider was opened for the order. */
export type CheckoutSessionOpened = DomainEvent<'CheckoutSessionOpened', { orderId: string; provider: string; sessionId: string }>;

/** `sessionId` names the provider's checkout session when the payment came through it, null when marked by hand. */
export type OrderPaid = DomainEvent<'OrderPaid', { orderId: string; method: 'manual' | 'online'; provider: string | null; sessionId: string | null }>;

/** The subscriptions of a paid order were added to the organisation's pool. */
export type OrderSubscriptionsCredited = DomainEvent<'OrderSubscriptionsCredited', { orderId: string; subscriptions: number }>;

export type OrderSentToCourier = DomainEvent<'OrderSentToCourier', { orderId: string; courier: string; courierOrderId: string }>;

/** Shipped with a tracking URL, or posted without one. */
export type OrderShipped = DomainEvent<'OrderShipped', { orderId: string; trackingUrl: string | null; posted: boolean }>;

export type OrderCompleted = DomainEvent<'OrderCompleted', { orderId: string }>;

export type OrderCancelled = DomainEvent<'OrderCancelled', { orderId: string; comment: string }>;

/** Cards allocated to the organisation for this order (only those whose allocation succeeded). */
export type CardsAssignedToOrder = DomainEvent<'CardsAssignedToOrder', { orderId: string; cardIds: string[]; designId: string; demo: boolean }>;

export type OrderEvent =
  | OrderPlaced
  | OrderDetailsUpdated
  | OrderInvoiced
  | CheckoutSessionOpened
  | OrderPaid
  | OrderSubscriptionsCredited
  | OrderSentToCourier
  | OrderShipped
  | OrderCompleted
  | OrderCancelled
  | CardsAssignedToOrder;

export const ORDER_EVENT_TYPES: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderDetailsUpdated',
  'OrderInvoiced',
  'CheckoutSessionOpened',
  'OrderPaid',
  'OrderSubscriptionsCredited',
  'OrderSentToCourier',
  'OrderShipped',
  'OrderCompleted',
  'OrderCancelled',
  'CardsAssignedToOrder',
];
