import type { AssignCardsToOrder } from '../order.commands';
import type { CardsAssignedToOrder } from '../order.events';
import { ORDER_ERROR_MESSAGES } from '../order.messages';
import type { OrderState } from '../order.state';
import { assertNotCancelled, assertOrderExists, FieldProblems } from './order-refusal';

/** Asked before the cards are allocated (with no cards yet: the check) and after (with those allocated). */
export const assignCardsToOrder = (command: AssignCardsToOrder, state: OrderState): CardsAssignedToOrder[] => {
  assertOrderExists(state, command.metadata.organisationId);
  const { cardIds, designId, demo } = command.data;
  const problems = new FieldProblems();
  if (designId === '') problems.add('design_id', ORDER_ERROR_MESSAGES.designRequired);
  problems.throwIfAny();
  assertNotCancelled(state);
  const added = [...new Set(cardIds)].filter((id) => !state.cardIds.includes(id));
  return added.length === 0 ? [] : [{ type: 'CardsAssignedToOrder', data: { orderId: state.orderId, cardIds: added, designId, demo } }];
};
