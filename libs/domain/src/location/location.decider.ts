import { assertNever, type Decider, DomainError, streamId } from '../shared';
import { changedFields } from '../shared/changed-fields';
import { DEFAULT_LOCATION_COUNTRY, type LocationDetails, normaliseLocationDetails } from './location-details';
import type { LocationCommand } from './location.commands';
import type { LocationEvent } from './location.events';
import { LOCATION_ERROR_CODES, LOCATION_ERROR_MESSAGES } from './location.messages';

export const LOCATION_STREAM_CATEGORY = 'location';

/** `location-<locationId>` */
export const locationStreamId = (locationId: string): string => streamId(LOCATION_STREAM_CATEGORY, locationId);

export interface LocationState {
  status: 'absent' | 'active' | 'deleted';
  locationId: string;
  organisationId: string;
  details: LocationDetails;
}

export const emptyLocationDetails = (): LocationDetails => ({
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postcode: '',
  country: DEFAULT_LOCATION_COUNTRY,
  image_url: '',
  lat: null,
  lng: null,
});

export const initialLocationState = (): LocationState => ({ status: 'absent', locationId: '', organisationId: '', details: emptyLocationDetails() });

export const evolveLocation = (state: LocationState, event: LocationEvent): LocationState => {
  switch (event.type) {
    case 'LocationCreated':
      return { status: 'active', locationId: event.data.locationId, organisationId: event.data.organisationId, details: event.data.details };
    case 'LocationUpdated':
      return { ...state, details: event.data.details };
    case 'LocationDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
};

/** An address that does not exist, was deleted, or is another organisation's is not found. */
export const assertLocationInOrganisation = (state: LocationState, organisationId: string): void => {
  if (state.status !== 'active' || state.organisationId !== organisationId) {
    throw new DomainError(LOCATION_ERROR_CODES.notFound, LOCATION_ERROR_MESSAGES.notFound, 'not_found');
  }
};

export const decideLocation = (command: LocationCommand, state: LocationState): LocationEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'CreateLocation': {
      if (state.status !== 'absent') throw new DomainError(LOCATION_ERROR_CODES.exists, LOCATION_ERROR_MESSAGES.exists, 'conflict');
      const details = normaliseLocationDetails(command.data.details, true);
      const { locationId, organisationId } = command.data;
      return [{ type: 'LocationCreated', data: { locationId, organisationId, details, createdAt: metadata.now, createdBy: metadata.actor.userId } }];
    }
    case 'UpdateLocation': {
      assertLocationInOrganisation(state, metadata.organisationId);
      const details = normaliseLocationDetails(command.data.details, false);
      const changed = changedFields(state.details, details);
      if (changed.length === 0) return [];
      return [{ type: 'LocationUpdated', data: { locationId: state.locationId, details, changed, updatedAt: metadata.now, updatedBy: metadata.actor.userId } }];
    }
    case 'DeleteLocation':
      assertLocationInOrganisation(state, metadata.organisationId);
      return [{ type: 'LocationDeleted', data: { locationId: state.locationId, name: state.details.name, deletedAt: metadata.now, deletedBy: metadata.actor.userId } }];
    default:
      return assertNever(command);
  }
};

/**
 * One address's details and history. Whether it may be deleted (nobody uses it) is the organisation's
 * to decide (RemoveLocation), since groups and people on other streams use it.
 */
export const locationDecider: Decider<LocationCommand, LocationEvent, LocationState> = {
  initialState: initialLocationState,
  evolve: evolveLocation,
  decide: decideLocation,
};
