import { DomainError } from '../../shared';
import type { AddSubscriptions } from '../organisation.commands';
import type { SubscriptionsAdded } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';
import { validSubscriptionChange } from './subscription-change';

/** Trial accounts get their subscriptions from the trial, never from a superadmin top-up. */
export const addSubscriptions = (command: AddSubscriptions, state: OrganisationState): SubscriptionsAdded[] => {
  assertOrganisationExists(state);
  if (state.isDemo) throw new DomainError(ORGANISATION_ERROR_CODES.trialAccount, ORGANISATION_ERROR_MESSAGES.trialAccount, 'rule');
  const { count, reason } = validSubscriptionChange(command.data);
  return [{ type: 'SubscriptionsAdded', data: { count, reason, purchased: state.purchased + count } }];
};
