import { assertNever } from '../shared';
import type { OrderDetailChanges, OrderEvent, OrderKind, OrderStatus, PaymentMethod } from './order.events';

export interface OrderState {
  exists: boolean;
  orderId: string;
  organisationId: string;
  shortCode: string;
  kind: OrderKind;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  demo: boolean;
  value: number;
  subscriptions: number;
  subscriptionsCredited: boolean;
  details: Required<OrderDetailChanges>;
  /** The open checkout session, if any; the session that paid, once paid online. */
  checkoutSessionId: string | null;
  paidSessionId: string | null;
  courierOrderId: string | null;
  invoiced: boolean;
  shipped: boolean;
  cardIds: string[];
}

export const initialOrderState = (): OrderState => ({
  exists: false,
  orderId: '',
  organisationId: '',
  shortCode: '',
  kind: 'cards',
  status: 'new',
  paymentMethod: 'invoice',
  demo: false,
  value: 0,
  subscriptions: 0,
  subscriptionsCredited: false,
  details: { name: '', po: '', notes: '', trackingUrl: '' },
  checkoutSessionId: null,
  paidSessionId: null,
  courierOrderId: null,
  invoiced: false,
  shipped: false,
  cardIds: [],
});

export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      return {
        ...state,
        exists: true,
        orderId: data.orderId,
        organisationId: data.organisationId,
        shortCode: data.shortCode,
        kind: data.kind,
        status: data.status,
        paymentMethod: data.paymentMethod,
        demo: data.demo,
        value: data.value,
        subscriptions: data.subscriptions,
        details: { name: data.name, po: data.po, notes: data.notes, trackingUrl: '' },
      };
    }
    case 'OrderDetailsUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'OrderInvoiced':
      return { ...state, invoiced: true };
    case 'CheckoutSessionOpened':
      return { ...state, checkoutSessionId: event.data.sessionId };
    case 'OrderPaid':
      return { ...state, status: 'paid', paidSessionId: event.data.sessionId };
    case 'OrderSubscriptionsCredited':
      return { ...state, subscriptionsCredited: true };
    case 'OrderSentToCourier':
      return { ...state, courierOrderId: event.data.courierOrderId };
    case 'OrderShipped':
      return { ...state, shipped: true, details: event.data.trackingUrl ? { ...state.details, trackingUrl: event.data.trackingUrl } : state.details };
    case 'OrderCompleted':
      return { ...state, status: 'completed' };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled' };
    case 'CardsAssignedToOrder':
      return { ...state, cardIds: [...state.cardIds, ...event.data.cardIds.filter((id) => !state.cardIds.includes(id))] };
    default:
      return assertNever(event);
  }
};
