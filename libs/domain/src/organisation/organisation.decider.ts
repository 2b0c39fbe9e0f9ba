import { assertNever, type Decider, streamId } from '../shared';
import { addSubscriptionCard } from './commands/add-subscription-card';
import { addSubscriptions } from './commands/add-subscriptions';
import { allocateNfcCard } from './commands/allocate-nfc-card';
import { assignSubscription } from './commands/assign-subscription';
import { claimPersonEmail } from './commands/claim-person-email';
import { createOrganisation } from './commands/create-organisation';
import { releasePerson } from './commands/release-person';
import { releasePersonEmail } from './commands/release-person-email';
import { registerNfcCardLost, releaseSubscriptionCard } from './commands/release-subscription-card';
import { removeSubscription } from './commands/remove-subscription';
import { removeSubscriptions } from './commands/remove-subscriptions';
import { changeSetting } from './commands/change-setting';
import { hideOnboardingStep } from './commands/hide-onboarding-step';
import { placeGroup } from './commands/place-group';
import { placePerson } from './commands/place-person';
import { inviteEmployees, placeSelfRegisteredPerson } from './commands/place-self-registered-person';
import { registerLocation } from './commands/register-location';
import { removeGroup } from './commands/remove-group';
import { removeLocation } from './commands/remove-location';
import { decideLifecycle } from './lifecycle/lifecycle.decider';
import type { OrganisationCommand } from './organisation.commands';
import type { OrganisationEvent } from './organisation.events';
import { evolveOrganisation, initialOrganisationState, type OrganisationState } from './organisation.state';

export const ORGANISATION_STREAM_CATEGORY = 'organisation';

/** `organisation-<organisationId>` */
export const organisationStreamId = (organisationId: string): string => streamId(ORGANISATION_STREAM_CATEGORY, organisationId);

export const decideOrganisation = (command: OrganisationCommand, state: OrganisationState): OrganisationEvent[] => {
  switch (command.type) {
    case 'CreateOrganisation':
      return createOrganisation(command, state);
    case 'ExpireTrial':
    case 'ExtendTrial':
    case 'UpgradeToLive':
    case 'CloseOrganisation':
    case 'ReopenOrganisation':
    case 'SetCloseAfter':
    case 'CloseNotRenewed':
    case 'MarkDeletionPending':
    case 'ChangePartnerStatus':
    case 'RecordSampleData':
      return decideLifecycle(command, state);
    case 'AddSubscriptions':
      return addSubscriptions(command, state);
    case 'RemoveSubscriptions':
      return removeSubscriptions(command, state);
    case 'ClaimPersonEmail':
      return claimPersonEmail(command, state);
    case 'ReleasePersonEmail':
      return releasePersonEmail(command, state);
    case 'AssignSubscription':
      return assignSubscription(command, state);
    case 'RemoveSubscription':
      return removeSubscription(command, state);
    case 'ReleasePerson':
      return releasePerson(command, state);
    case 'AllocateNfcCard':
      return allocateNfcCard(command, state);
    case 'AddSubscriptionCard':
      return addSubscriptionCard(command, state);
    case 'ReleaseSubscriptionCard':
      return releaseSubscriptionCard(command, state);
    case 'RegisterNfcCardLost':
      return registerNfcCardLost(command, state);
    case 'PlaceGroup':
      return placeGroup(command, state);
    case 'RemoveGroup':
      return removeGroup(command, state);
    case 'PlacePerson':
      return placePerson(command, state);
    case 'PlaceSelfRegisteredPerson':
      return placeSelfRegisteredPerson(command, state);
    case 'InviteEmployees':
      return inviteEmployees(command, state);
    case 'RegisterLocation':
      return registerLocation(command, state);
    case 'RemoveLocation':
      return removeLocation(command, state);
    case 'ChangeSetting':
      return changeSetting(command, state);
    case 'HideOnboardingStep':
      return hideOnboardingStep(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * The organisation owns what must stay consistent across people: the subscription pool, the NFC card
 * pool, which person holds which e-mail and which person holds a subscription; the group tree, who is in
 * which group and which addresses are in use; the organisation's settings; and its lifecycle (trial,
 * customer, closed, pending deletion; see lifecycle/). Each of those changes
 * is one append to this stream, so concurrent requests cannot break the pool or e-mail uniqueness.
 */
export const organisationDecider: Decider<OrganisationCommand, OrganisationEvent, OrganisationState> = {
  initialState: initialOrganisationState,
  evolve: evolveOrganisation,
  decide: decideOrganisation,
};
