import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SEARCH_RESULT_LIMIT, type SearchResults } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { cardsListProjection, organisationsProjection, peopleListProjection } from '@profyle/projector';
import { escapeRegex, readModel } from '../../../../shared/read-model/read-model';
import { personNames } from '../../../cards/card-view';
import { GlobalSearchQuery } from './global-search.query';

/**
 * People of the organisation from the people list read model (people_list_v1) by first name, last name,
 * full name or e-mail; the organisation's cards by id (from its start) or held by those people;
 * organisations by name or id for superadmins only.
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
    const names = new Map(people.map((p) => [p.person_id, `${p.first_name} ${p.last_name}`.trim()]));
    const cards = await readModel(this.store, cardsListProjection).find(
      {
        $and: [
          { organisation_id: organisationId },
          { $or: [{ card_id: { $regex: `^${escapeRegex(term.toUpperCase())}` } }, ...(names.size ? [{ person_id: { $in: [...names.keys()] } }] : [])] },
        ],
      },
      { sort: [['short_id', 1]], limit: SEARCH_RESULT_LIMIT },
    );
    const holders = await personNames(this.store, organisationId, cards.map((card) => card.person_id));
    const results: SearchResults = {
      people: people.map((p) => ({ objectID: p.person_id, first_name: p.first_name, last_name: p.last_name, email: p.email })),
      cards: cards.map((card) => ({ objectID: card.card_id, short_id: card.short_id, name: card.person_id ? (holders.get(card.person_id) ?? null) : null, lost: card.lost })),
    };
    if (principal.superadmin) {
      const organisations = await readModel(this.store, organisationsProjection).find({ $or: [{ name: match }, { id: match }] }, { sort: [['name', 1]], limit: SEARCH_RESULT_LIMIT });
      results.organisations = organisations.map((o) => ({ objectID: o.id, name: o.name }));
    }
    return results;
  }
}
