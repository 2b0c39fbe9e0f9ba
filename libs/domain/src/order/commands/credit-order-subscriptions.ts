import type { CreditOrderSubscriptions } from '../order.commands';
import type { OrderSubscriptionsCredited } from '../order.events';
import type { OrderState } from '../order.state';
import { assertOrderExists } from './order-refusal';

/** Records that a paid order's subscriptions reached the organisation's pool; once, and only when paid. */
export const creditOrderSubscriptions = (command: CreditOrderSubscriptions, state: OrderState): OrderSubscriptionsCredited[] => {
  assertOrderExists(state, command.metadata.organisationId);
  const paid = state.status === 'paid' || state.status === 'completed';
  if (!paid || state.subscriptions === 0 || state.subscriptionsCredited) return [];
  return [{ type: 'OrderSubscriptionsCredited', data: { orderId: state.orderId, subscriptions: state.subscriptions } }];
};

/** The subscriptions a paid order still owes the organisation's pool (0 when none or already credited). */
export const subscriptionsOwed = (state: OrderState): number =>
  (state.status === 'paid' || state.status === 'completed') && !state.subscriptionsCredited ? state.subscriptions : 0;
