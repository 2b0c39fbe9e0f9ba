import type { UpdateOrderDetails } from '../order.commands';
import type { OrderDetailChanges, OrderDetailsUpdated } from '../order.events';
import type { OrderState } from '../order.state';
import { assertOrderExists } from './order-refusal';

/** The in-place edits of the order page: only the labels that really changed are recorded. */
export const updateOrderDetails = (command: UpdateOrderDetails, state: OrderState): OrderDetailsUpdated[] => {
  assertOrderExists(state, command.metadata.organisationId);
  const changes: OrderDetailChanges = {};
  for (const key of ['name', 'po', 'notes', 'trackingUrl'] as const) {
    const value = command.data.changes[key];
    if (value !== undefined && value !== state.details[key]) changes[key] = value;
  }
  return Object.keys(changes).length === 0 ? [] : [{ type: 'OrderDetailsUpdated', data: { orderId: state.orderId, changes } }];
};
