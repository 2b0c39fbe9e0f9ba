import type { CardsListQuery, CardSort } from '@profyle/contracts';
import type { Filter, Sort } from '@profyle/infrastructure';
import { escapeRegex } from '../../../../shared/read-model/read-model';

const FILTERS: Record<CardsListQuery['filter'], Filter | null> = {
  all: null,
  assigned: { person_id: { $ne: null } },
  unassigned: { person_id: null, lost: false },
  enabled: { enabled: true, lost: false },
  disabled: { enabled: false, lost: false },
  demo: { demo: true },
  lost: { lost: true },
};

export const cardsSort = (sort: CardSort): Sort => {
  const descending = sort.startsWith('-');
  return [[sort.endsWith('allocated') ? 'allocated_at' : 'short_id', descending ? -1 : 1]];
};

/** The list's filters as a read-store filter, always inside the one organisation. */
export const cardsFilter = (organisationId: string, q: CardsListQuery): Filter => {
  const and: Filter[] = [{ organisation_id: organisationId }];
  const filter = FILTERS[q.filter];
  if (filter) and.push(filter);
  if (q.search) {
    const search = q.search.toUpperCase();
    and.push({ $or: [{ card_id: { $regex: `^${escapeRegex(search)}` } }, { person_id: q.search }] });
  }
  return and.length === 1 ? and[0] : { $and: and };
};
