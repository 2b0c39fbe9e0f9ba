import type { ReleasePerson } from '../organisation.commands';
import type { PersonAddressesChanged, PersonEmailReleased, PersonGroupChanged, SubscriptionRemoved } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';
import { subscriptionRemovedFor } from './remove-subscription';

/**
 * After a person is deleted: their subscription goes back to the pool, their e-mail can be used again and
 * they leave their group and addresses. Nothing held means nothing recorded, so the step can be retried.
 */
export const releasePerson = (
  command: ReleasePerson,
  state: OrganisationState,
): (SubscriptionRemoved | PersonEmailReleased | PersonGroupChanged | PersonAddressesChanged)[] => {
  assertOrganisationExists(state);
  const { personId } = command.data;
  const removed = subscriptionRemovedFor(state, personId, 'person_deleted');
  const email = state.personEmails.get(personId);
  const groupId = state.personGroups.get(personId);
  return [
    ...(groupId === undefined ? [] : [{ type: 'PersonGroupChanged' as const, data: { personId, groupId: null, previousGroupId: groupId } }]),
    ...(state.personLocations.has(personId) ? [{ type: 'PersonAddressesChanged' as const, data: { personId, locationIds: [] } }] : []),
    ...(removed === undefined ? [] : [removed]),
    ...(email === undefined ? [] : [{ type: 'PersonEmailReleased' as const, data: { personId, email } }]),
  ];
};
