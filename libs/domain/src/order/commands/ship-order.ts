import type { ShipOrder } from '../order.commands';
import type { OrderShipped } from '../order.events';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertOrderExists } from './order-refusal';

/** Shipped with a tracking URL, or posted without one; a later shipment replaces the tracking URL. */
export const shipOrder = (command: ShipOrder, state: OrderState): OrderShipped[] => {
  assertOrderExists(state, command.metadata.organisationId);
  assertNotCancelled(state);
  const { trackingUrl, posted } = command.data;
  return [{ type: 'OrderShipped', data: { orderId: state.orderId, trackingUrl: posted ? null : trackingUrl, posted } }];
};
