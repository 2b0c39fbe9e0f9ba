import type { ContactTagsChanged } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/** The tags an organisation's contacts carry, with how many carry each (`<orgId>_<tag>`): the tag picker's suggestions. */
export interface ContactTagDoc extends ReadDocument {
  organisation_id: string;
  tag: string;
  count: number;
}

const tagId = (organisationId: string, tag: string) => `${organisationId}_${tag}`;

export const contactTagsProjection: Projection<ContactTagDoc> = {
  name: 'contact-tags',
  version: 1,
  eventTypes: ['ContactTagsChanged'],
  indexes: [{ fields: [['organisation_id', 1], ['tag', 1]] }],
  documentId: (recorded) => {
    const { added, removed } = (recorded as unknown as ContactTagsChanged).data;
    return [...added, ...removed].map((tag) => tagId(recorded.metadata.organisationId, tag));
  },
  evolve: (doc, recorded, id) => {
    const { added } = (recorded as unknown as ContactTagsChanged).data;
    const organisationId = recorded.metadata.organisationId;
    const tag = id.slice(organisationId.length + 1);
    const count = (doc?.count ?? 0) + (added.includes(tag) ? 1 : -1);
    return count > 0 ? { _id: id, organisation_id: organisationId, tag, count } : null;
  },
};
