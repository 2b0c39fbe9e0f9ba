import type { ReleasePerson } from '../organisation.commands';
import type { PersonEmailReleased, SubscriptionRemoved } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';
import { subscriptionRemovedFor } from './remove-subscription';

/**
 * After a person is deleted: their subscription goes back to the pool and their e-mail can be used
 * again. Nothing held means nothing recorded, so the step can be retried safely.
 */
export const releasePerson = (command: ReleasePerson, state: OrganisationState): (SubscriptionRemoved | PersonEmailReleased)[] => {
  assertOrganisationExists(state);
  const { personId } = command.data;
  const removed = subscriptionRemovedFor(state, personId);
  const email = state.personEmails.get(personId);
  return [
    ...(removed === undefined ? [] : [removed]),
    ...(email === undefined ? [] : [{ type: 'PersonEmailReleased' as const, data: { personId, email } }]),
  ];
};
