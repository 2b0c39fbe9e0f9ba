import { assertNever, type Decider, streamId } from '../shared';
import { assignCardsToOrder } from './commands/assign-cards-to-order';
import { cancelOrder, completeOrder } from './commands/complete-order';
import { creditOrderSubscriptions } from './commands/credit-order-subscriptions';
import { invoiceOrder } from './commands/invoice-order';
import { markOrderPaid, openCheckoutSession } from './commands/mark-order-paid';
import { placeCardOrder } from './commands/place-card-order';
import { placeSubscriptionOrder } from './commands/place-subscription-order';
import { recordCourierOrder, sendOrderToCourier } from './commands/send-order-to-courier';
import { shipOrder } from './commands/ship-order';
import { updateOrderDetails } from './commands/update-order-details';
import type { OrderCommand } from './order.commands';
import type { OrderEvent } from './order.events';
import { evolveOrder, initialOrderState, type OrderState } from './order.state';

export const ORDER_STREAM_CATEGORY = 'order';

/** `order-<uuid>` */
export const orderStreamId = (orderId: string): string => streamId(ORDER_STREAM_CATEGORY, orderId);

/** A short reference for people and the courier: the first eight hex digits of the id, upper case. */
export const orderShortCode = (orderId: string): string => orderId.replace(/[^0-9a-f]/gi, '').slice(0, 8).toUpperCase();

export const decideOrder = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  switch (command.type) {
    case 'PlaceCardOrder':
      return placeCardOrder(command, state);
    case 'PlaceSubscriptionOrder':
      return placeSubscriptionOrder(command, state);
    case 'UpdateOrderDetails':
      return updateOrderDetails(command, state);
    case 'InvoiceOrder':
      return invoiceOrder(command, state);
    case 'OpenCheckoutSession':
      return openCheckoutSession(command, state);
    case 'MarkOrderPaid':
      return markOrderPaid(command, state);
    case 'CreditOrderSubscriptions':
      return creditOrderSubscriptions(command, state);
    case 'SendOrderToCourier':
      return sendOrderToCourier(command, state);
    case 'RecordCourierOrder':
      return recordCourierOrder(command, state);
    case 'ShipOrder':
      return shipOrder(command, state);
    case 'CompleteOrder':
      return completeOrder(command, state);
    case 'CancelOrder':
      return cancelOrder(command, state);
    case 'AssignCardsToOrder':
      return assignCardsToOrder(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * An order for NFC cards (with optional subscriptions) or for subscriptions alone: its price is fixed
 * when placed, then it is paid (by invoice or online), sent to the courier, shipped and completed, or
 * cancelled. Facts of other aggregates (designs, address, account) come in the command.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
