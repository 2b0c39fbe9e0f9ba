import { DomainError } from '../../shared';
import { LOCATION_ERROR_CODES, LOCATION_ERROR_MESSAGES } from '../../location/location.messages';
import type { OrganisationState } from '../organisation.state';

/** The ids trimmed, blanks and duplicates dropped; each must be one of the organisation's addresses. */
export const referencedLocations = (state: OrganisationState, locationIds: readonly string[]): string[] => {
  const ids = [...new Set(locationIds.map((id) => id.trim()).filter((id) => id !== ''))];
  const missing = ids.filter((id) => !state.locations.has(id));
  if (missing.length > 0) {
    const msg = LOCATION_ERROR_MESSAGES.notFound;
    throw new DomainError(LOCATION_ERROR_CODES.notFound, msg, 'validation', [{ path: 'location_ids', msg }]);
  }
  return ids;
};

export const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);
