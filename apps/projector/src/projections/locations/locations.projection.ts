import type { LocationDetails, LocationEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** The organisation's addresses (spec 001: Address), as the card grid, the pickers and the export read them. */
export interface LocationDoc extends ReadDocument, LocationDetails {
  id: string;
  organisation_id: string;
  /** Lower-cased name (or first line), the list's sort key. */
  sort_name: string;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

const sortName = (details: LocationDetails) => (details.name || details.line1).toLowerCase();

export const locationsProjection: Projection<LocationDoc> = {
  name: 'locations',
  version: 1,
  eventTypes: ['LocationCreated', 'LocationUpdated', 'LocationDeleted'],
  indexes: [{ fields: [['organisation_id', 1], ['sort_name', 1]] }],
  documentId: (event) => (event.data as { locationId: string }).locationId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as LocationEvent;
    switch (event.type) {
      case 'LocationCreated': {
        const { locationId, organisationId, details, createdAt, createdBy } = event.data;
        return { _id: locationId, id: locationId, organisation_id: organisationId, ...details, sort_name: sortName(details), meta: { createdAt, createdBy, updatedAt: createdAt, updatedBy: createdBy } };
      }
      case 'LocationUpdated': {
        const { details, updatedAt, updatedBy } = event.data;
        return doc && { ...doc, ...details, sort_name: sortName(details), meta: { ...doc.meta, updatedAt, updatedBy } };
      }
      case 'LocationDeleted':
        return null;
      default:
        return doc;
    }
  },
};
