import type { Command, CommandMetadata } from '../shared';
import type { LocationDetails } from './location-details';

export type CreateLocation = Command<'CreateLocation', { locationId: string; organisationId: string; details: LocationDetails }, CommandMetadata>;
export type UpdateLocation = Command<'UpdateLocation', { locationId: string; details: LocationDetails }, CommandMetadata>;
/** Only after the organisation removed the address (which refuses one in use). */
export type DeleteLocation = Command<'DeleteLocation', { locationId: string }, CommandMetadata>;
export type LocationCommand = CreateLocation | UpdateLocation | DeleteLocation;
