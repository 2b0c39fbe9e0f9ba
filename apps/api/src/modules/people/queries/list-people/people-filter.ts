import { groupWithDescendants, type PeopleListQuery, type PeopleSort } from '@profyle/contracts';
import type { Filter, ReadStore, Sort } from '@profyle/infrastructure';
import { groupRecords } from '../../../groups/queries/list-groups/groups-read';
import { escapeRegex } from '../../../../shared/read-model/read-model';

const SORT_FIELDS: Record<string, string> = { name: 'sort_name', email: 'email', created: 'created_at', updated: 'updated_at' };

export const peopleSort = (sort: PeopleSort): Sort => {
  const descending = sort.startsWith('-');
  return [[SORT_FIELDS[descending ? sort.slice(1) : sort], descending ? -1 : 1]];
};

/**
 * The list's filters as a read-store filter, always inside the one organisation. The group filter
 * matches the group and every group below it (`groupIds`, the group first).
 */
export const peopleFilter = (organisationId: string, q: PeopleListQuery, groupIds?: readonly string[]): Filter => {
  const and: Filter[] = [{ organisation_id: organisationId }];
  if (q.subscription === 'active') and.push({ subscription: { $ne: null } });
  if (q.subscription === 'inactive') and.push({ subscription: null });
  if (q.unverified !== undefined) and.push({ unverified: q.unverified });
  if (q.card === true) and.push({ 'subscription.type': 'nfc' });
  if (q.card === false) and.push({ 'subscription.type': { $ne: 'nfc' } });
  if (q.group) and.push(groupIds && groupIds.length > 1 ? { group_id: { $in: [...groupIds] } } : { group_id: q.group });
  if (q.search) {
    const match = { $regex: escapeRegex(q.search.toLowerCase()), $options: 'i' };
    and.push({ $or: [{ sort_name: match }, { email: match }, { position: match }, { department: match }] });
  }
  return and.length === 1 ? and[0] : { $and: and };
};

/** The filter of the people list's query, with a group widened to its subgroups (read from the groups read model). */
export const matchingPeopleFilter = async (store: ReadStore, organisationId: string, q: PeopleListQuery): Promise<Filter> => {
  const groupIds = q.group ? groupWithDescendants(await groupRecords(store, organisationId), q.group) : undefined;
  return peopleFilter(organisationId, q, groupIds);
};
