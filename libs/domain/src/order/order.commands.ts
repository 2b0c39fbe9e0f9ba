import type { Command, CommandMetadata } from '../shared';
import type { DeliveryAddress, OrderDetailChanges, PaymentMethod } from './order.events';

/** One line of the card order form. */
export interface OrderLineRequest {
  designId: string;
  stock: boolean;
  quantity: number;
}

/** The card order form (spec 002 section 3), normalised: blank text is '', a missing choice null. */
export interface CardOrderForm {
  name: string;
  attention: string;
  contactNumber: string;
  locationId: string | null;
  paymentMethod: PaymentMethod | null;
  po: string;
  notes: string;
  requireSubscriptions: boolean;
  subscriptions: number;
  lineItems: OrderLineRequest[];
  demo: boolean;
  termsAccepted: boolean;
}

/** A design as the order sees it when it is placed. */
export interface OrderableDesign {
  name: string;
  stock: boolean;
  approved: boolean;
  archived: boolean;
}

/** The organisation as the order sees it when it is placed. */
export interface OrderingAccount {
  /** A trial (demo) account. */
  trial: boolean;
  /** Subscriptions bought so far (the pool's purchased total). */
  purchasedSubscriptions: number;
}

/**
 * What the handler looked up in other aggregates for the decision: the address behind location_id
 * (null when it is not one of the organisation's), the designs of the lines by id (absent when not
 * found, or another organisation's) and the account.
 */
export interface CardOrderFacts {
  address: DeliveryAddress | null;
  designs: Readonly<Record<string, OrderableDesign>>;
  account: OrderingAccount;
}

export type PlaceCardOrder = Command<'PlaceCardOrder', { orderId: string; shortCode: string; form: CardOrderForm; facts: CardOrderFacts }, CommandMetadata>;

export interface SubscriptionOrderForm {
  po: string;
  notes: string;
  subscriptions: number;
  paymentMethod: PaymentMethod;
  termsAccepted: boolean;
}
export type PlaceSubscriptionOrder = Command<
  'PlaceSubscriptionOrder',
  { orderId: string; shortCode: string; form: SubscriptionOrderForm; account: OrderingAccount },
  CommandMetadata
>;

export type UpdateOrderDetails = Command<'UpdateOrderDetails', { orderId: string; changes: OrderDetailChanges }, CommandMetadata>;
/** `value` as typed: a decimal amount ('123.45'). */
export type InvoiceOrder = Command<'InvoiceOrder', { orderId: string; invoiceNo: string; invoiceUrl: string; value: string }, CommandMetadata>;
export type OpenCheckoutSession = Command<'OpenCheckoutSession', { orderId: string; provider: string; sessionId: string }, CommandMetadata>;
/** By hand (superadmin) or from the payment provider (with the session that was paid). */
export type MarkOrderPaid = Command<'MarkOrderPaid', { orderId: string; method: 'manual' | 'online'; provider: string | null; sessionId: string | null }, CommandMetadata>;
export type CreditOrderSubscriptions = Command<'CreditOrderSubscriptions', { orderId: string }, CommandMetadata>;
/** Checked before the courier is called; the courier's id is then recorded with RecordCourierOrder. */
export type SendOrderToCourier = Command<'SendOrderToCourier', { orderId: string }, CommandMetadata>;
export type RecordCourierOrder = Command<'RecordCourierOrder', { orderId: string; courier: string; courierOrderId: string }, CommandMetadata>;
export type ShipOrder = Command<'ShipOrder', { orderId: string; trackingUrl: string | null; posted: boolean }, CommandMetadata>;
export type CompleteOrder = Command<'CompleteOrder', { orderId: string }, CommandMetadata>;
/** A superadmin cancels any open order; the customer only its own unpaid online order (the Payment Required panel). */
export type CancelOrder = Command<'CancelOrder', { orderId: string; comment: string; byCustomer?: boolean }, CommandMetadata>;
export type AssignCardsToOrder = Command<'AssignCardsToOrder', { orderId: string; cardIds: string[]; designId: string; demo: boolean }, CommandMetadata>;

export type OrderCommand =
  | PlaceCardOrder
  | PlaceSubscriptionOrder
  | UpdateOrderDetails
  | InvoiceOrder
  | OpenCheckoutSession
  | MarkOrderPaid
  | CreditOrderSubscriptions
  | SendOrderToCourier
  | RecordCourierOrder
  | ShipOrder
  | CompleteOrder
  | CancelOrder
  | AssignCardsToOrder;
