import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SEARCH_RESULT_LIMIT, type SearchResults } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection, peopleListProjection } from '@profyle/projector';
import { escapeRegex, readModel } from '../../../../shared/read-model/read-model';
import { GlobalSearchQuery } from './global-search.query';

/**
 * People of the organisation from the people list read model (people_list_v1) by first name, last name,
 * full name or e-mail; organisations by name or id for superadmins only. Cards: the NFC cards read
 * model does not exist yet, so `cards` is an empty list until it does.
 */
@QueryHandler(GlobalSearchQuery)
export class GlobalSearchHandler implements IQueryHandler<GlobalSearchQuery, SearchResults> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ organisationId, term, principal }: GlobalSearchQuery): Promise<SearchResults> {
    const match = { $regex: escapeRegex(term.toLowerCase()), $options: 'i' };
    const people = await readModel(this.store, peopleListProjection).find(
      { $and: [{ organisation_id: organisationId }, { $or: [{ first_name: match }, { last_name: match }, { sort_name: match }, { email: match }] }] },
      { sort: [['sort_name', 1]], limit: SEARCH_RESULT_LIMIT },
    );
    const results: SearchResults = {
      people: people.map((p) => ({ objectID: p.person_id, first_name: p.first_name, last_name: p.last_name, email: p.email })),
      cards: [],
    };
    if (principal.superadmin) {
      const organisations = await readModel(this.store, organisationsProjection).find({ $or: [{ name: match }, { id: match }] }, { sort: [['name', 1]], limit: SEARCH_RESULT_LIMIT });
      results.organisations = organisations.map((o) => ({ objectID: o.id, name: o.name }));
    }
    return results;
  }
}
