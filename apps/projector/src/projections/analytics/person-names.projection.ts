import type { PersonEvent } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * Every person an organisation has had, with the name they last had and whether they were deleted: the
 * analytics top lists and the contacts lists name owners with it, deleted ones included.
 */
export interface PersonNameDoc extends ReadDocument {
  person_id: string;
  organisation_id: string;
  name: string;
  email: string;
  deleted: boolean;
}

const fullName = (profile: { first_name: string; last_name: string }) => [profile.first_name, profile.last_name].filter(Boolean).join(' ');

export const personNamesProjection: Projection<PersonNameDoc> = {
  name: 'person-names',
  version: 1,
  eventTypes: ['PersonCreated', 'PersonUpdated', 'PersonDeleted'],
  indexes: [{ fields: [['organisation_id', 1], ['person_id', 1]] }],
  documentId: (recorded) => (recorded.data as { personId?: string }).personId ?? null,
  evolve: (doc, recorded, id) => {
    const event = recorded as unknown as PersonEvent;
    switch (event.type) {
      case 'PersonCreated':
        return { _id: id, person_id: id, organisation_id: event.data.organisationId, name: fullName(event.data.profile), email: event.data.profile.email, deleted: false };
      case 'PersonUpdated':
        return doc && { ...doc, name: fullName(event.data.profile), email: event.data.profile.email };
      case 'PersonDeleted':
        return doc && { ...doc, deleted: true };
      default:
        return doc;
    }
  },
};
