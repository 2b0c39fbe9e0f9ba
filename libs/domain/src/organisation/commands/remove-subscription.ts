import { DomainError } from '../../shared';
import type { RemoveSubscription } from '../organisation.commands';
import type { SubscriptionRemovalReason, SubscriptionRemoved } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** The removed event for a person who holds a subscription, or undefined. Shared with ReleasePerson. */
export const subscriptionRemovedFor = (state: OrganisationState, personId: string, reason: SubscriptionRemovalReason): SubscriptionRemoved | undefined => {
  const subscription = state.subscriptions.get(personId);
  if (subscription === undefined) return undefined;
  const { type, cardShortCode, cardId, digitalId } = subscription;
  return {
    type: 'SubscriptionRemoved',
    data: { personId, type, cardShortCode, cardId, digitalId, used: state.used - 1, nfcUsed: state.nfcCards.used - (cardShortCode === null ? 0 : 1), reason },
  };
};

/** Frees the person's subscription (and card, if any) back into the pool. */
export const removeSubscription = (command: RemoveSubscription, state: OrganisationState): SubscriptionRemoved[] => {
  assertOrganisationExists(state);
  const removed = subscriptionRemovedFor(state, command.data.personId, 'removed');
  if (removed === undefined) throw new DomainError(ORGANISATION_ERROR_CODES.noSubscription, ORGANISATION_ERROR_MESSAGES.noSubscription, 'rule');
  return [removed];
};
