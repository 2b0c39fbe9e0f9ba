import { DomainError } from '../../shared';
import type { RemoveSubscriptions } from '../organisation.commands';
import type { SubscriptionsRemoved } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';
import { validSubscriptionChange } from './subscription-change';

/** Only unused subscriptions can be taken away: the pool never drops below what people hold. */
export const removeSubscriptions = (command: RemoveSubscriptions, state: OrganisationState): SubscriptionsRemoved[] => {
  assertOrganisationExists(state);
  const { count, reason } = validSubscriptionChange(command.data);
  const unused = Math.max(0, state.purchased - state.used);
  if (count > unused) {
    const msg = ORGANISATION_ERROR_MESSAGES.inUse(count, unused);
    throw new DomainError(ORGANISATION_ERROR_CODES.inUse, msg, 'rule', [{ path: 'count', msg }]);
  }
  return [{ type: 'SubscriptionsRemoved', data: { count, reason, purchased: state.purchased - count } }];
};
