import type { LayoutEvent, LayoutSettings, RecordedEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * The organisation's stored layouts, one document per layout (`<organisationId>_<layoutId>`). The
 * default layout has no document until it is first edited: until then the api derives it from the
 * organisation. The public page reads its layout from here too.
 */
export interface LayoutDoc extends ReadDocument, LayoutSettings {
  id: string;
  organisation_id: string;
  /** Revision of the layout's stream: its ETag. */
  revision: number;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

/** The document id of a layout: organisation ids may hold `_`, layout ids never do. */
export const layoutDocumentId = (organisationId: string, layoutId: string): string => `${organisationId}_${layoutId}`;

export const layoutsProjection: Projection<LayoutDoc> = {
  name: 'layouts',
  version: 1,
  eventTypes: ['LayoutCreated', 'LayoutUpdated', 'LayoutDeleted'] satisfies LayoutEvent['type'][],
  indexes: [{ fields: [['organisation_id', 1], ['label', 1]] }],
  documentId: (recorded: RecordedEvent) => {
    const { organisationId, layoutId } = recorded.data as LayoutEvent['data'];
    return layoutDocumentId(organisationId, layoutId);
  },
  evolve: (doc, recorded, id) => {
    const event = recorded as unknown as LayoutEvent;
    switch (event.type) {
      case 'LayoutCreated': {
        const { organisationId, layoutId, layout, createdAt, createdBy } = event.data;
        return { _id: id, id: layoutId, organisation_id: organisationId, ...layout, revision: recorded.revision, meta: { createdAt, createdBy, updatedAt: createdAt, updatedBy: createdBy } };
      }
      case 'LayoutUpdated':
        return doc && { ...doc, ...event.data.layout, revision: recorded.revision, meta: { ...doc.meta, updatedAt: event.data.updatedAt, updatedBy: event.data.updatedBy } };
      case 'LayoutDeleted':
        return null;
      default:
        return doc;
    }
  },
};
