import { DomainError } from '../../shared';
import type { RecordCourierOrder, SendOrderToCourier } from '../order.commands';
import type { OrderSentToCourier } from '../order.events';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertOrderExists } from './order-refusal';

const assertSendable = (state: OrderState): void => {
  assertNotCancelled(state);
  if (state.courierOrderId !== null) throw new DomainError(ORDER_ERROR_CODES.courierOrderExists, ORDER_ERROR_MESSAGES.courierOrderExists, 'conflict');
};

/** Asked before the courier is called: refused once cancelled or when a courier order exists (spec 002 section 4). */
export const sendOrderToCourier = (command: SendOrderToCourier, state: OrderState): never[] => {
  assertOrderExists(state, command.metadata.organisationId);
  assertSendable(state);
  return [];
};

export const recordCourierOrder = (command: RecordCourierOrder, state: OrderState): OrderSentToCourier[] => {
  assertOrderExists(state, command.metadata.organisationId);
  assertSendable(state);
  const { courier, courierOrderId } = command.data;
  return [{ type: 'OrderSentToCourier', data: { orderId: state.orderId, courier, courierOrderId } }];
};
