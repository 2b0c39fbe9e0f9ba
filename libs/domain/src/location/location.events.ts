import type { DomainEvent } from '../shared';
import type { LocationDetails } from './location-details';

/** Stream of one address: `location-<locationId>`; its change history is read from these events. */
export type LocationCreated = DomainEvent<'LocationCreated', { locationId: string; organisationId: string; details: LocationDetails; createdAt: string; createdBy: string }>;
export type LocationUpdated = DomainEvent<
  'LocationUpdated',
  { locationId: string; details: LocationDetails; changed: (keyof LocationDetails)[]; updatedAt: string; updatedBy: string }
>;
export type LocationDeleted = DomainEvent<'LocationDeleted', { locationId: string; name: string; deletedAt: string; deletedBy: string }>;

export type LocationEvent = LocationCreated | LocationUpdated | LocationDeleted;
export const LOCATION_EVENT_TYPES: readonly LocationEvent['type'][] = ['LocationCreated', 'LocationUpdated', 'LocationDeleted'];
