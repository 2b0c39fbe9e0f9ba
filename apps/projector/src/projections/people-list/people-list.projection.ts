import type { OrganisationEvent, PersonEvent, PersonProfile } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';
import { PERSON_DOCUMENT_EVENTS, type PersonSubscriptionDoc, personIdOf, subscriptionAfter } from '../person-events';

/** One row of the people list: what the list screen shows, filters and sorts by. */
export interface PeopleListRow extends ReadDocument {
  person_id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  /** Lower-cased "first last", the default sort key. */
  sort_name: string;
  email: string;
  position: string;
  department: string;
  photo_url: string;
  group_id: string | null;
  tags: string[];
  unverified: boolean;
  subscription: PersonSubscriptionDoc | null;
  created_at: string;
  updated_at: string;
}

const fromProfile = (profile: PersonProfile) => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  sort_name: `${profile.first_name} ${profile.last_name}`.trim().toLowerCase(),
  email: profile.email,
  position: profile.position,
  department: profile.department,
  photo_url: profile.photo_url,
  group_id: profile.group_id,
  tags: profile.tags,
});

export const peopleListProjection: Projection<PeopleListRow> = {
  name: 'people-list',
  version: 1,
  eventTypes: PERSON_DOCUMENT_EVENTS,
  indexes: [
    { fields: [['organisation_id', 1], ['sort_name', 1]] },
    { fields: [['organisation_id', 1], ['email', 1]] },
    { fields: [['organisation_id', 1], ['created_at', -1]] },
    { fields: [['organisation_id', 1], ['updated_at', -1]] },
  ],
  documentId: personIdOf,
  evolve: (row, recorded) => {
    const event = recorded as unknown as PersonEvent | OrganisationEvent;
    switch (event.type) {
      case 'PersonCreated':
        return {
          _id: event.data.personId,
          person_id: event.data.personId,
          organisation_id: event.data.organisationId,
          ...fromProfile(event.data.profile),
          unverified: event.data.unverified,
          subscription: null,
          created_at: event.data.createdAt,
          updated_at: event.data.createdAt,
        };
      case 'PersonUpdated':
        return row && { ...row, ...fromProfile(event.data.profile), updated_at: event.data.updatedAt };
      case 'PersonDeleted':
        return null;
      case 'PersonVerified':
        return row && { ...row, unverified: false };
      default: {
        const subscription = subscriptionAfter(recorded, row?.subscription ?? null);
        return subscription === undefined ? row : row && { ...row, subscription };
      }
    }
  },
};
