import type { CardAllocationResults } from '@profyle/contracts/cards';
import type { SubscriptionHistoryItem } from '@profyle/contracts/organisation';
import type {
  CardOrderBodyInput,
  CheckoutConfig,
  CheckoutSessionStatus,
  EmbeddedCheckoutSession,
  OrderCreatedResponse,
  OrdersPage,
  OrderView,
} from '@profyle/contracts/orders';
import { baseApi, LIST } from '../../app/base-api';

const ordersPath = (organisationId: string) => `v2/org/${encodeURIComponent(organisationId)}/orders`;
const orderPath = (organisationId: string, orderId: string) => `${ordersPath(organisationId)}/${encodeURIComponent(orderId)}`;

/** The superadmin's fulfilment actions (spec 002 section 7) and the body each takes. */
export type OrderAction =
  | { action: 'paid' | 'completed' | 'send-to-royal-mail' }
  | { action: 'cancel'; comment: string }
  | { action: 'invoiced'; invoice_no: string; invoice_url: string; value: string }
  | { action: 'shipped'; tracking_url: string; posted: boolean };

const orderTags = (organisationId: string, orderId: string) => [
  { type: 'Order' as const, id: LIST },
  { type: 'Order' as const, id: orderId },
  { type: 'Organisation' as const, id: organisationId },
  { type: 'SubscriptionHistory' as const, id: organisationId },
];

/** Orders, billing and checkout (spec 002 section 7). */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrdersPage, { organisationId: string; page: number; page_size: number }>({
      query: ({ organisationId, page, page_size }) => `${ordersPath(organisationId)}?page=${page}&page_size=${page_size}`,
      providesTags: (result) => [{ type: 'Order', id: LIST }, ...(result?.data ?? []).map((order) => ({ type: 'Order' as const, id: order.id }))],
    }),
    getOrder: build.query<OrderView, { organisationId: string; orderId: string }>({
      query: ({ organisationId, orderId }) => orderPath(organisationId, orderId),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    placeCardOrder: build.mutation<OrderCreatedResponse, { organisationId: string; body: CardOrderBodyInput }>({
      query: ({ organisationId, body }) => ({ url: ordersPath(organisationId), method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }],
    }),
    placeSubscriptionOrder: build.mutation<OrderCreatedResponse, { organisationId: string; body: { po: string; notes: string; subscriptions: number; payment_method: 'invoice'; terms_accepted: boolean } }>({
      query: ({ organisationId, body }) => ({ url: `${ordersPath(organisationId)}/subscriptions`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }],
    }),
    updateOrder: build.mutation<OrderView, { organisationId: string; orderId: string; changes: { name?: string; po?: string; notes?: string; tracking_url?: string } }>({
      query: ({ organisationId, orderId, changes }) => ({ url: `${orderPath(organisationId, orderId)}/update`, method: 'POST', body: changes }),
      invalidatesTags: (_result, _error, { organisationId, orderId }) => orderTags(organisationId, orderId),
    }),
    orderAction: build.mutation<unknown, { organisationId: string; orderId: string } & OrderAction>({
      query: ({ organisationId, orderId, action, ...body }) => ({
        url: `${orderPath(organisationId, orderId)}/${action}`,
        method: action === 'cancel' ? 'DELETE' : 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { organisationId, orderId }) => orderTags(organisationId, orderId),
    }),
    /** The superadmin's assign-cards: each card allocated to the organisation for this order, a result per card. */
    assignOrderCards: build.mutation<CardAllocationResults, { organisationId: string; orderId: string; card_ids: string[]; design_id: string; demo: boolean }>({
      query: ({ organisationId, orderId, ...body }) => ({ url: `${orderPath(organisationId, orderId)}/assign-cards`, method: 'POST', body: { ...body, order_id: orderId } }),
      invalidatesTags: (_result, _error, { organisationId, orderId }) => [...orderTags(organisationId, orderId), { type: 'Card', id: LIST }],
    }),
    subscriptionHistory: build.query<{ data: SubscriptionHistoryItem[]; total: number }, { organisationId: string; page: number; page_size: number }>({
      query: ({ organisationId, page, page_size }) => `v1/enterprise/${encodeURIComponent(organisationId)}/subscriptions/history?page=${page}&page_size=${page_size}`,
      providesTags: (_result, _error, { organisationId }) => [{ type: 'SubscriptionHistory', id: organisationId }],
    }),
    checkoutConfig: build.query<CheckoutConfig, void>({ query: () => 'v1/checkout/config' }),
    createOrderSession: build.mutation<{ secret: string; session_id: string }, { organisationId: string; orderId: string }>({
      query: ({ organisationId, orderId }) => ({ url: `${orderPath(organisationId, orderId)}/create-session`, method: 'POST', body: {} }),
    }),
    createSubscriptionSession: build.mutation<{ clientSecret: string; session_id: string; order_id: string }, { organisation_id: string; quantity: number }>({
      query: (body) => ({ url: 'v1/checkout/create-session', method: 'POST', body: { ...body, type: 'subscription' } }),
      invalidatesTags: [{ type: 'Order', id: LIST }],
    }),
    sessionStatus: build.query<CheckoutSessionStatus, string>({
      query: (sessionId) => `v1/checkout/session-status?session_id=${encodeURIComponent(sessionId)}`,
    }),
    embeddedCheckout: build.query<EmbeddedCheckoutSession, string>({
      query: (clientSecret) => `v1/checkout/embedded?client_secret=${encodeURIComponent(clientSecret)}`,
    }),
    payEmbeddedCheckout: build.mutation<{ return_url: string }, { client_secret: string; card_number: string; name: string }>({
      query: (body) => ({ url: 'v1/checkout/embedded/pay', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Organisation', 'SubscriptionHistory'],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  usePlaceCardOrderMutation,
  usePlaceSubscriptionOrderMutation,
  useUpdateOrderMutation,
  useOrderActionMutation,
  useAssignOrderCardsMutation,
  useSubscriptionHistoryQuery,
  useCheckoutConfigQuery,
  useCreateOrderSessionMutation,
  useCreateSubscriptionSessionMutation,
  useSessionStatusQuery,
  useEmbeddedCheckoutQuery,
  usePayEmbeddedCheckoutMutation,
} = billingApi;
