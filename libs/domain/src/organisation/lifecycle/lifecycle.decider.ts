import { assertNever } from '../../shared';
import type { OrganisationState } from '../organisation.state';
import { closeNotRenewed, closeOrganisation, markDeletionPending, reopenOrganisation, setCloseAfter } from './commands/closure';
import { changePartnerStatus, recordSampleData } from './commands/partner-and-sample-data';
import { expireTrial, extendTrial, upgradeToLive } from './commands/trial';
import type { OrganisationLifecycleCommand } from './lifecycle.commands';
import type { OrganisationLifecycleEvent } from './lifecycle.events';

/** The lifecycle's part of the organisation decider. */
export const decideLifecycle = (command: OrganisationLifecycleCommand, state: OrganisationState): OrganisationLifecycleEvent[] => {
  switch (command.type) {
    case 'ExpireTrial':
      return expireTrial(command, state);
    case 'ExtendTrial':
      return extendTrial(command, state);
    case 'UpgradeToLive':
      return upgradeToLive(command, state);
    case 'CloseOrganisation':
      return closeOrganisation(command, state);
    case 'ReopenOrganisation':
      return reopenOrganisation(command, state);
    case 'SetCloseAfter':
      return setCloseAfter(command, state);
    case 'CloseNotRenewed':
      return closeNotRenewed(command, state);
    case 'MarkDeletionPending':
      return markDeletionPending(command, state);
    case 'ChangePartnerStatus':
      return changePartnerStatus(command, state);
    case 'RecordSampleData':
      return recordSampleData(command, state);
    default:
      return assertNever(command);
  }
};

/** The lifecycle fields of the organisation's state. */
export interface LifecycleState {
  isDemo: boolean;
  isPartner: boolean;
  /** When the trial ends (null for customers). */
  demoExpiresOn: string | null;
  isDemoExpired: boolean;
  /** When the organisation was closed; null while open. */
  closed: string | null;
  /** A non-renewing account closes on this date. */
  closeAfter: string | null;
  /** A closed organisation's data is kept until this date. */
  deleteAfter: string | null;
  pendingDeletion: boolean;
}

export const evolveLifecycle = <S extends LifecycleState>(state: S, event: OrganisationLifecycleEvent): S => {
  switch (event.type) {
    case 'TrialExpired':
      return { ...state, isDemoExpired: true };
    case 'TrialExtended':
      return { ...state, demoExpiresOn: event.data.demoExpiresOn, isDemoExpired: false };
    case 'OrganisationUpgradedToLive':
      return { ...state, isDemo: false, isDemoExpired: false, demoExpiresOn: null };
    case 'OrganisationClosed':
      return { ...state, closed: event.data.closed, deleteAfter: event.data.deleteAfter, pendingDeletion: false };
    case 'OrganisationReopened': {
      // A closeAfter that has passed is spent: reopening must not leave it to close the account again.
      const closeAfter = state.closeAfter !== null && state.closeAfter > event.data.reopenedAt ? state.closeAfter : null;
      return { ...state, closed: null, deleteAfter: null, pendingDeletion: false, closeAfter };
    }
    case 'OrganisationCloseAfterChanged':
      return { ...state, closeAfter: event.data.closeAfter };
    case 'OrganisationDeletionPending':
      return { ...state, pendingDeletion: true };
    case 'PartnerStatusChanged':
      return { ...state, isPartner: event.data.isPartner };
    case 'SampleDataAdded':
      return state;
    default:
      return assertNever(event);
  }
};
