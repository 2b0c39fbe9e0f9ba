import type { ReadStore } from '@profyle/infrastructure';
import { groupsProjection, personDetailProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';

/** The groups that list an address and the people who chose it ('list' mode), by name. */
export const locationUsers = async (store: ReadStore, organisationId: string, locationId: string) => {
  const [groups, people] = await Promise.all([
    readModel(store, groupsProjection).find({ organisation_id: organisationId, created: true, location_ids: locationId }, { sort: [['name', 1]], limit: 1000 }),
    readModel(store, personDetailProjection).find({ organisation_id: organisationId, locations: 'list', location_ids: locationId }, { sort: [['last_name', 1], ['first_name', 1]], limit: 1000 }),
  ]);
  return {
    groups: groups.map((group) => ({ id: group.id, name: group.name })),
    people: people.map((person) => ({ id: person.person_id, name: `${person.first_name} ${person.last_name}`.trim() || person.email })),
  };
};
