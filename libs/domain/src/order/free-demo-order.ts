import { assertNever, type Command, type CommandMetadata, type Decider, type DomainEvent, DomainError, streamId } from '../shared';
import { ORDER_ERROR_CODES, ORDER_ERROR_MESSAGES } from './order.messages';

/**
 * Free demo cards are limited to one order per organisation (spec 002 section 4). The limit spans
 * orders, so a stream owns it: `freedemo-<organisationId>` holds the order that claimed the free cards;
 * cancelling that order hands the claim back.
 */
export type FreeDemoOrderClaimed = DomainEvent<'FreeDemoOrderClaimed', { organisationId: string; orderId: string }>;
export type FreeDemoOrderReleased = DomainEvent<'FreeDemoOrderReleased', { organisationId: string; orderId: string }>;
export type FreeDemoOrderEvent = FreeDemoOrderClaimed | FreeDemoOrderReleased;

export type ClaimFreeDemoOrder = Command<'ClaimFreeDemoOrder', { orderId: string }, CommandMetadata>;
export type ReleaseFreeDemoOrder = Command<'ReleaseFreeDemoOrder', { orderId: string }, CommandMetadata>;
export type FreeDemoOrderCommand = ClaimFreeDemoOrder | ReleaseFreeDemoOrder;

export interface FreeDemoOrderState {
  claimedBy: string | null;
}

export const FREE_DEMO_ORDER_STREAM_CATEGORY = 'freedemo';
export const freeDemoOrderStreamId = (organisationId: string): string => streamId(FREE_DEMO_ORDER_STREAM_CATEGORY, organisationId);

const evolve = (state: FreeDemoOrderState, event: FreeDemoOrderEvent): FreeDemoOrderState => {
  switch (event.type) {
    case 'FreeDemoOrderClaimed':
      return { claimedBy: event.data.orderId };
    case 'FreeDemoOrderReleased':
      return state.claimedBy === event.data.orderId ? { claimedBy: null } : state;
    default:
      return assertNever(event);
  }
};

const decide = (command: FreeDemoOrderCommand, state: FreeDemoOrderState): FreeDemoOrderEvent[] => {
  const { orderId } = command.data;
  const { organisationId } = command.metadata;
  switch (command.type) {
    case 'ClaimFreeDemoOrder':
      if (state.claimedBy === orderId) return [];
      if (state.claimedBy !== null) throw new DomainError(ORDER_ERROR_CODES.demoAlreadyOrdered, ORDER_ERROR_MESSAGES.demoAlreadyOrdered, 'rule');
      return [{ type: 'FreeDemoOrderClaimed', data: { organisationId, orderId } }];
    case 'ReleaseFreeDemoOrder':
      return state.claimedBy === orderId ? [{ type: 'FreeDemoOrderReleased', data: { organisationId, orderId } }] : [];
    default:
      return assertNever(command);
  }
};

export const freeDemoOrderDecider: Decider<FreeDemoOrderCommand, FreeDemoOrderEvent, FreeDemoOrderState> = {
  initialState: () => ({ claimedBy: null }),
  evolve,
  decide,
};
