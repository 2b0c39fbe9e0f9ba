import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PeoplePage, PersonListItem } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { peopleListProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { ListPeopleQuery } from './list-people.query';
import { matchingPeopleFilter, peopleSort } from './people-filter';

@QueryHandler(ListPeopleQuery)
export class ListPeopleHandler implements IQueryHandler<ListPeopleQuery, PeoplePage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, params }: ListPeopleQuery): Promise<PeoplePage> {
    const people = readModel(this.store, peopleListProjection);
    const filter = await matchingPeopleFilter(this.store, organisationId, params);
    const [rows, total] = await Promise.all([
      people.find(filter, { sort: peopleSort(params.sort), skip: params.page * params.page_size, limit: params.page_size }),
      people.count(filter),
    ]);
    return { data: rows.map((row) => publicView<PersonListItem>(row, 'organisation_id', 'sort_name')), total, page: params.page, page_size: params.page_size };
  }
}
