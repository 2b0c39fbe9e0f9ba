import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LAYOUT_ID, type EventDetails, type EventReferences } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { groupsProjection, personDetailProjection } from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';
import { LayoutReader } from '../layouts/layout-views';

/** Looks up what an event's details name (groups, people, the layout) inside the organisation. */
@Injectable()
export class EventReferencesReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(LayoutReader) private readonly layouts: LayoutReader,
  ) {}

  async of(organisationId: string, details: EventDetails): Promise<EventReferences> {
    const groupIds = details.attendeeType === 'group' ? [...new Set(details.attendeeGroupIds)] : [];
    const peopleIds = details.attendeeType === 'list' ? [...new Set(details.attendeePeopleIds)] : [];
    const [groups, people, layout] = await Promise.all([
      groupIds.length ? readModel(this.store, groupsProjection).getMany(groupIds) : Promise.resolve([]),
      peopleIds.length ? readModel(this.store, personDetailProjection).getMany(peopleIds) : Promise.resolve([]),
      details.configId && details.configId !== DEFAULT_LAYOUT_ID ? this.layouts.stored(organisationId, details.configId) : Promise.resolve(null),
    ]);
    const knownGroups = new Set(groups.filter((group) => group.organisation_id === organisationId && group.created).map((group) => group.id));
    const knownPeople = new Set(people.filter((person) => person.organisation_id === organisationId).map((person) => person.person_id));
    return {
      unknownGroupIds: groupIds.filter((id) => !knownGroups.has(id)),
      unknownPeopleIds: peopleIds.filter((id) => !knownPeople.has(id)),
      layoutExists: !details.configId || details.configId === DEFAULT_LAYOUT_ID || layout !== null,
    };
  }
}
