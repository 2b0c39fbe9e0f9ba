/**
 * Turns a page cursor into a range filter: documents strictly after the last one in the sort order.
 * For keys k1..kn it is `k1 after v1 OR (k1 = v1 AND k2 after v2) OR ...`, the last key being `_id`.
 *
 * Null and missing sort lowest, as MongoDB sorts them, and `{k: null}` matches both. MongoDB's range
 * operators compare only values of the same type, so a sort field should hold one type (plus null).
 */
import { type Filter, type Sort } from '../read-store.port';

export function afterCursor(keys: Sort, last: unknown[]): Filter {
  const branches: Filter[] = [];
  for (let i = 0; i < keys.length; i++) {
    const [field, direction] = keys[i];
    const after = strictlyAfter(field, direction, last[i] ?? null);
    if (after === null) continue;
    const equalBefore = keys.slice(0, i).map(([prior], j): Filter => ({ [prior]: last[j] ?? null }));
    branches.push(equalBefore.length === 0 ? after : { $and: [...equalBefore, after] });
  }
  // Nothing can follow (e.g. the last key is null in a descending sort): match nothing.
  return branches.length === 0 ? { _id: { $in: [] } } : branches.length === 1 ? branches[0] : { $or: branches };
}

function strictlyAfter(field: string, direction: 1 | -1, value: unknown): Filter | null {
  if (direction === 1) return value === null ? { [field]: { $ne: null } } : { [field]: { $gt: value } };
  // Descending: smaller values, then null/missing, which come last.
  return value === null ? null : { $or: [{ [field]: { $lt: value } }, { [field]: null }] };
}
