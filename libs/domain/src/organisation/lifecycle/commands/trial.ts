import { DomainError } from '../../../shared';
import { assertOrganisationExists } from '../../commands/organisation-exists';
import type { OrganisationState } from '../../organisation.state';
import type { ExpireTrial, ExtendTrial, UpgradeToLive } from '../lifecycle.commands';
import type { OrganisationUpgradedToLive, TrialExpired, TrialExtended } from '../lifecycle.events';
import { LIFECYCLE_ERROR_CODES, LIFECYCLE_ERROR_MESSAGES } from '../lifecycle.messages';
import { daysLater, TRIAL_EXTENSION_DAYS } from '../organisation-lifecycle';
import { assertOpen } from './closure';

const assertTrial = (state: OrganisationState): void => {
  if (!state.isDemo) throw new DomainError(LIFECYCLE_ERROR_CODES.notTrial, LIFECYCLE_ERROR_MESSAGES.notTrial, 'rule');
};

/**
 * The scheduler sends this at demoExpiresOn. It may arrive late, twice, or after an extension moved the
 * end: only a trial whose end has really passed expires, anything else records nothing.
 */
export const expireTrial = (command: ExpireTrial, state: OrganisationState): TrialExpired[] => {
  const due = state.exists && state.isDemo && !state.isDemoExpired && state.demoExpiresOn !== null && state.demoExpiresOn <= command.metadata.now;
  return due ? [{ type: 'TrialExpired', data: { demoExpiresOn: state.demoExpiresOn as string } }] : [];
};

/** 45 more days from the later of now and the current end, so an expired trial is active again. */
export const extendTrial = (command: ExtendTrial, state: OrganisationState): TrialExtended[] => {
  assertOrganisationExists(state);
  assertTrial(state);
  assertOpen(state);
  const { now } = command.metadata;
  const from = state.demoExpiresOn !== null && state.demoExpiresOn > now ? state.demoExpiresOn : now;
  return [
    {
      type: 'TrialExtended',
      data: { days: TRIAL_EXTENSION_DAYS, demoExpiresOn: daysLater(from, TRIAL_EXTENSION_DAYS), previousExpiresOn: state.demoExpiresOn, reactivated: state.isDemoExpired },
    },
  ];
};

/** The trial becomes a customer account; its trial end no longer applies. */
export const upgradeToLive = (command: UpgradeToLive, state: OrganisationState): OrganisationUpgradedToLive[] => {
  assertOrganisationExists(state);
  assertTrial(state);
  assertOpen(state);
  return [{ type: 'OrganisationUpgradedToLive', data: { upgradedAt: command.metadata.now } }];
};
