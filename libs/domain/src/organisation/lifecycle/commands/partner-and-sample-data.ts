import { assertOrganisationExists } from '../../commands/organisation-exists';
import type { OrganisationState } from '../../organisation.state';
import type { ChangePartnerStatus, RecordSampleData } from '../lifecycle.commands';
import type { PartnerStatusChanged, SampleDataAdded } from '../lifecycle.events';
import { assertOpen } from './closure';

/** Marks the organisation as a partner, or no longer; no change records nothing. */
export const changePartnerStatus = (command: ChangePartnerStatus, state: OrganisationState): PartnerStatusChanged[] => {
  assertOrganisationExists(state);
  const { isPartner } = command.data;
  return state.isPartner === isPartner ? [] : [{ type: 'PartnerStatusChanged', data: { isPartner } }];
};

/** What one sample data run added to an open organisation (the counts come from the run, not from a user). */
export const recordSampleData = (command: RecordSampleData, state: OrganisationState): SampleDataAdded[] => {
  assertOrganisationExists(state);
  assertOpen(state);
  return [{ type: 'SampleDataAdded', data: { ...command.data } }];
};
