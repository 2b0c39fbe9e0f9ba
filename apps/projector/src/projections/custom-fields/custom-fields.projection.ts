import type { CustomFieldDetails, CustomFieldEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** The organisation's custom fields (spec 001: Custom field), for their list, the person form and the export. */
export interface CustomFieldDoc extends ReadDocument, CustomFieldDetails {
  id: string;
  organisation_id: string;
  sort_name: string;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

export const customFieldsProjection: Projection<CustomFieldDoc> = {
  name: 'custom-fields',
  version: 1,
  eventTypes: ['CustomFieldCreated', 'CustomFieldChanged'],
  indexes: [{ fields: [['organisation_id', 1], ['sort_name', 1]] }],
  documentId: (event) => (event.data as { customFieldId: string }).customFieldId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CustomFieldEvent;
    switch (event.type) {
      case 'CustomFieldCreated': {
        const { customFieldId, organisationId, details, createdAt, createdBy } = event.data;
        return { _id: customFieldId, id: customFieldId, organisation_id: organisationId, ...details, sort_name: details.name.toLowerCase(), meta: { createdAt, createdBy, updatedAt: createdAt, updatedBy: createdBy } };
      }
      case 'CustomFieldChanged': {
        const { details, updatedAt, updatedBy } = event.data;
        return doc && { ...doc, ...details, sort_name: details.name.toLowerCase(), meta: { ...doc.meta, updatedAt, updatedBy } };
      }
      default:
        return doc;
    }
  },
};
