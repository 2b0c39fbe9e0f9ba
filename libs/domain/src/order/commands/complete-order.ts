import { DomainError } from '../../shared';
import type { CancelOrder, CompleteOrder } from '../order.commands';
import type { OrderCancelled, OrderCompleted } from '../order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertNotCompleted, assertOrderExists } from './order-refusal';

/** Mark as completed is disabled once completed or cancelled (spec 002 section 4). */
export const completeOrder = (command: CompleteOrder, state: OrderState): OrderCompleted[] => {
  assertOrderExists(state, command.metadata.organisationId);
  assertNotCompleted(state);
  assertNotCancelled(state);
  return [{ type: 'OrderCompleted', data: { orderId: state.orderId } }];
};

/** Cancel is disabled once cancelled or completed (spec 002 section 4); the customer cancels only an unpaid online order. */
export const cancelOrder = (command: CancelOrder, state: OrderState): OrderCancelled[] => {
  assertOrderExists(state, command.metadata.organisationId);
  assertNotCancelled(state);
  assertNotCompleted(state);
  if (command.data.byCustomer && state.status !== 'awaiting_payment') throw new DomainError(ORDER_ERROR_CODES.customerCancel, ORDER_ERROR_MESSAGES.customerCancel, 'forbidden');
  return [{ type: 'OrderCancelled', data: { orderId: state.orderId, comment: command.data.comment } }];
};
