import { DomainError } from '../../shared';
import type { MarkOrderPaid, OpenCheckoutSession } from '../order.commands';
import type { CheckoutSessionOpened, OrderPaid } from '../order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertNotCompleted, assertOrderExists } from './order-refusal';

const alreadyPaid = () => new DomainError(ORDER_ERROR_CODES.alreadyPaid, ORDER_ERROR_MESSAGES.alreadyPaid, 'conflict');

/** Checkout is only for an online order still waiting for its payment. */
export const openCheckoutSession = (command: OpenCheckoutSession, state: OrderState): CheckoutSessionOpened[] => {
  assertOrderExists(state, command.metadata.organisationId);
  if (state.status === 'paid' || state.status === 'completed') throw alreadyPaid();
  assertNotCancelled(state);
  if (state.status !== 'awaiting_payment') throw new DomainError(ORDER_ERROR_CODES.notAwaitingPayment, ORDER_ERROR_MESSAGES.notAwaitingPayment, 'conflict');
  const { provider, sessionId } = command.data;
  if (state.checkoutSessionId === sessionId) return [];
  return [{ type: 'CheckoutSessionOpened', data: { orderId: state.orderId, provider, sessionId } }];
};

/**
 * Paid by hand (superadmin) or by the payment provider. The provider may tell twice (its webhook and
 * the customer's return both report a completed session): the same session paying again records
 * nothing, so the order is marked paid once.
 */
export const markOrderPaid = (command: MarkOrderPaid, state: OrderState): OrderPaid[] => {
  assertOrderExists(state, command.metadata.organisationId);
  const { method, provider, sessionId } = command.data;
  if (state.status === 'paid' || state.status === 'completed') {
    if (method === 'online' && sessionId !== null && state.paidSessionId === sessionId) return [];
    throw alreadyPaid();
  }
  assertNotCancelled(state);
  assertNotCompleted(state);
  return [{ type: 'OrderPaid', data: { orderId: state.orderId, method, provider, sessionId } }];
};
