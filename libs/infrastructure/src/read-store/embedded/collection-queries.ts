/**
 * The query side of one embedded collection: the indexes a read model declared, kept in memory and in
 * step with every change, and a planner that answers `find`, `count` and `page` from them.
 *
 * A query uses an index when the filter's equalities (top level or inside `$and`) cover its first fields:
 * only that range is read. When the requested sort is the index's next fields and then `_id` (all in the
 * index's direction, or all against it: then the index's mirror is used), the range is already in order,
 * so a page is a slice of it and a count with nothing else to check is its size.
 *
 * What the equalities do not cover (a list's filters: subscription, card, search...) is checked per
 * document of the range (compiled, see fast-filter.ts) by the first such query, and what matched is kept
 * as a match set for those equalities and conditions, maintained on every write from then on, with a
 * partial index per sort it is asked in: the total is its size and any page is again a slice. A few match
 * sets are kept per collection, the least recently used dropped. Without a usable index, a query scans the
 * collection as before (and a `count` right after a `find` with the same filter answers from that scan).
 *
 * An index is built on the first query that can use it (or by `warm`) and then maintained on every write.
 * Equality on a field is answered from an index only while no document holds an array or an object there
 * (MongoDB's "contains" semantics would not be a range).
 */
import { type Filter, type IndexSpec, type ReadDocument, type Sort } from '../read-store.port';
import { keyValues } from '../support/cursor';
import { compareKeys, compareValues, getPath, tieBreakDirection } from '../support/documents';
import { type Matcher, matcherFor } from './fast-filter';
import { SortedIndex } from './sorted-index';

interface Plan {
  /** Key of the index (declared, or the mirror of a declared one) and its fields. */
  key: string;
  fields: Sort;
  /** Values of the equalities on the index's first fields. */
  values: unknown[];
  /** Conditions the index does not answer, or null. */
  residual: Matcher | null;
  /** Names the match set of these equalities and conditions. */
  scope: string;
  /** The range comes out in the requested order. */
  ordered: boolean;
}

/** The documents of one index range (equalities) that match the other conditions, kept up to date. */
interface MatchSet {
  fields: string[];
  values: unknown[];
  matcher: Matcher;
  docs: Set<ReadDocument>;
  /** The same documents as partial indexes, per index key, for the sorts they were asked in. */
  sorted: Map<string, SortedIndex>;
}

const MEMO_SIZE = 16;
const MATCH_SETS = 16;

const isScalar = (value: unknown): value is string | number | boolean | null => value === null || ['string', 'number', 'boolean'].includes(typeof value);

const indexKey = (fields: Sort): string => fields.map(([f, d]) => `${f}:${d}`).join(',');

/** The filter as a list of conditions that must all hold (top-level fields and `$and` members, flattened). */
const conjuncts = (filter: Filter): Filter[] =>
  Object.entries(filter).flatMap(([field, value]) => (field === '$and' && Array.isArray(value) ? (value as Filter[]).flatMap(conjuncts) : [{ [field]: value }]));

/** `{field: scalar}` or `{field: {$eq: scalar}}`: an equality an index can answer. */
const equalityOf = (condition: Filter): { field: string; value: unknown } | null => {
  const [field, value] = Object.entries(condition)[0] ?? [];
  if (field === undefined || field.startsWith('$')) return null;
  if (isScalar(value)) return { field, value };
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$eq' && isScalar((value as { $eq: unknown }).$eq)) return { field, value: (value as { $eq: unknown }).$eq };
  }
  return null;
};

/** A stable text for a filter (RegExps included), to recognise the same query again. */
const filterKey = (filter: unknown): string =>
  JSON.stringify(filter, (_key, value: unknown) => (value instanceof RegExp ? { $re: value.source, $flags: value.flags } : value));

const matcherOf = (conditions: Filter[]): Matcher | null => {
  if (conditions.length === 0) return null;
  return matcherFor(conditions.length === 1 ? conditions[0] : { $and: conditions });
};

export class CollectionQueries {
  /** Declared indexes by key. */
  private readonly specs = new Map<string, Sort>();
  /** Built indexes by key: declared ones and mirrors. */
  private readonly built = new Map<string, SortedIndex>();
  private readonly memo = new Map<string, { version: number; count: number }>();
  private readonly matchSets = new Map<string, MatchSet>();
  /** Bumped on every change: a remembered count is valid only for the version it was taken at. */
  private version = 0;

  /**
   * `documents` hands out the collection's documents; `tracked` says whether every change is reported to
   * `onChange` (a collection held in memory), without which nothing can be remembered between queries.
   */
  constructor(
    private readonly documents: () => Map<string, ReadDocument>,
    private readonly tracked = true,
  ) {}

  declare(indexes: IndexSpec[]): void {
    for (const { fields } of indexes) if (fields.length > 0) this.specs.set(indexKey(fields), fields);
  }

  /** Builds every declared index now (start-up), rather than on the first query that needs it. */
  warm(): void {
    for (const [key, fields] of this.specs) this.index(key, fields);
  }

  /** Called for every change of a loaded document; `''` as the id means the whole collection was emptied. */
  readonly onChange = (id: string, before: ReadDocument | undefined, after: ReadDocument | undefined): void => {
    this.version += 1;
    if (id === '') {
      this.built.clear();
      this.memo.clear();
      this.matchSets.clear();
      return;
    }
    for (const index of this.built.values()) {
      if (before) index.remove(before);
      if (after) index.insert(after);
    }
    for (const set of this.matchSets.values()) {
      if (before && set.docs.delete(before)) for (const index of set.sorted.values()) index.remove(before);
      if (after && set.fields.every((field, i) => compareValues(getPath(after, field) ?? null, set.values[i]) === 0) && set.matcher(after)) {
        set.docs.add(after);
        for (const index of set.sorted.values()) index.insert(after);
      }
    }
  };

  find(filter: Filter, keys: Sort, skip: number, limit: number | undefined): ReadDocument[] {
    const plan = this.plan(filter, keys);
    if (plan?.ordered) {
      const end = limit === undefined ? Infinity : skip + limit;
      const [index, start, stop] = this.orderedRange(plan, filter);
      return index.entries(Math.min(stop, start + skip), Math.min(stop, start + end)).map((entry) => entry.doc);
    }
    const matching = this.matching(filter, plan);
    if (!plan) this.remember(filter, matching.length);
    const rows = matching.map((doc) => ({ doc, key: keyValues(doc, keys) }));
    rows.sort((a, b) => compareKeys(a.key, b.key, keys));
    return rows.slice(skip, limit === undefined ? undefined : skip + limit).map((row) => row.doc);
  }

  count(filter: Filter): number {
    const remembered = this.known(filter);
    if (remembered) return remembered.count;
    const plan = this.plan(filter, null);
    if (plan && !plan.residual) {
      const [start, stop] = this.index(plan.key, plan.fields).range(plan.values);
      return stop - start;
    }
    if (plan) return this.matchSetOf(plan).docs.size;
    const count = this.matching(filter, plan).length;
    this.remember(filter, count);
    return count;
  }

  /** Up to `limit` documents after the cursor's values `after` (or from the start), in `keys` order. */
  page(filter: Filter, keys: Sort, after: unknown[] | undefined, limit: number): ReadDocument[] {
    const isAfter = (doc: ReadDocument) => after === undefined || compareKeys(keyValues(doc, keys), after, keys) > 0;
    const plan = this.plan(filter, keys);
    if (plan?.ordered) {
      const out: ReadDocument[] = [];
      const [index, start, stop] = this.orderedRange(plan, filter);
      for (const entry of index.walk(start, stop)) {
        if (isAfter(entry.doc)) out.push(entry.doc);
        if (out.length >= limit) break;
      }
      return out;
    }
    const rows = this.matching(filter, plan)
      .filter(isAfter)
      .map((doc) => ({ doc, key: keyValues(doc, keys) }));
    rows.sort((a, b) => compareKeys(a.key, b.key, keys));
    return rows.slice(0, limit).map((row) => row.doc);
  }

  /** The index and the range of it holding exactly the matching documents, in the requested order. */
  private orderedRange(plan: Plan, filter: Filter): [SortedIndex, number, number] {
    let index = this.index(plan.key, plan.fields);
    if (plan.residual) {
      const set = this.matchSetOf(plan);
      let sorted = set.sorted.get(plan.key);
      if (!sorted) {
        const [start, stop] = index.range(plan.values);
        sorted = SortedIndex.subsetOf(index, start, stop, (doc) => set.docs.has(doc));
        set.sorted.set(plan.key, sorted);
      }
      index = sorted;
    }
    const [start, stop] = index.range(plan.values);
    if (!plan.residual) this.remember(filter, stop - start);
    return [index, start, stop];
  }

  /** The documents matching the filter, from the plan's range (or its match set) or the whole collection. */
  private matching(filter: Filter, plan: Plan | null): ReadDocument[] {
    if (plan) {
      if (plan.residual) return [...this.matchSetOf(plan).docs];
      const index = this.index(plan.key, plan.fields);
      const [start, stop] = index.range(plan.values);
      return index.entries(start, stop).map((entry) => entry.doc);
    }
    const docs = [...this.documents().values()];
    if (Object.keys(filter).length === 0) return docs;
    return docs.filter(matcherFor(filter));
  }

  /**
   * The best index for the filter's equalities and the sort (null: none helps). An index whose next fields
   * are the sort wins over one that only narrows more; among equals, the one that narrows most.
   */
  private plan(filter: Filter, keys: Sort | null): Plan | null {
    if (this.specs.size === 0) return null;
    const conditions = conjuncts(filter);
    const equalities = new Map<string, { value: unknown; at: number }>();
    conditions.forEach((condition, at) => {
      const equality = equalityOf(condition);
      if (equality && !equalities.has(equality.field)) equalities.set(equality.field, { value: equality.value, at });
    });
    let best: { fields: Sort; prefix: number; ordered: boolean; score: number } | null = null;
    for (const fields of this.specs.values()) {
      let prefix = 0;
      while (prefix < fields.length && equalities.has(fields[prefix][0])) prefix += 1;
      // Within the equality prefix the index is in the order of its other fields, then `_id` (see SortedIndex).
      const rest = fields.slice(prefix);
      const order: Sort = fields.some(([field]) => field === '_id') ? rest : [...rest, ['_id', tieBreakDirection(fields)]];
      let ordered = false;
      let mirrored = false;
      if (keys && keys.length === order.length) {
        const same = keys.every(([field, direction], i) => order[i][0] === field && order[i][1] === direction);
        const opposite = keys.every(([field, direction], i) => order[i][0] === field && order[i][1] === -direction);
        ordered = same || opposite;
        mirrored = !same && opposite;
      }
      if (prefix === 0 && !ordered) continue;
      const score = (ordered ? 1_000 : 0) + prefix;
      // The mirror keeps the equality fields' directions flipped too: equality does not care.
      const used: Sort = mirrored ? fields.map(([field, direction]) => [field, direction === 1 ? -1 : 1]) : fields;
      if (!best || score > best.score) best = { fields: used, prefix, ordered, score };
    }
    if (!best) return null;
    const key = indexKey(best.fields);
    if (!this.index(key, best.fields).usableFor(best.prefix)) return null;
    const used = new Set(best.fields.slice(0, best.prefix).map(([field]) => equalities.get(field)?.at));
    const fields = best.fields.slice(0, best.prefix).map(([field]) => field);
    const values = fields.map((field) => equalities.get(field)?.value);
    const residual = conditions.filter((_, at) => !used.has(at));
    return {
      key,
      fields: best.fields,
      values,
      residual: matcherOf(residual),
      scope: filterKey({ in: fields.map((field, i) => [field, values[i]]), where: residual }),
      ordered: best.ordered,
    };
  }

  /** A built index: declared, or the mirror of a declared one (built from it without sorting). */
  private index(key: string, fields: Sort): SortedIndex {
    let index = this.built.get(key);
    if (!index) {
      const declared = indexKey(fields.map(([field, direction]) => [field, direction === 1 ? -1 : 1]));
      index = this.specs.has(key) ? SortedIndex.build(fields, this.documents().values()) : SortedIndex.mirrorOf(this.index(declared, this.specs.get(declared) as Sort));
      this.built.set(key, index);
    }
    return index;
  }

  /** The match set of the plan's equalities and conditions; the first query of them checks its whole range. */
  private matchSetOf(plan: Plan): MatchSet {
    let set = this.matchSets.get(plan.scope);
    if (set) {
      // Most recently used last: the first one is the one to drop.
      this.matchSets.delete(plan.scope);
      this.matchSets.set(plan.scope, set);
      return set;
    }
    const index = this.index(plan.key, plan.fields);
    const [start, stop] = index.range(plan.values);
    const matcher = plan.residual as Matcher;
    const docs = new Set<ReadDocument>();
    for (const entry of index.walk(start, stop)) if (matcher(entry.doc)) docs.add(entry.doc);
    const fields = plan.fields.slice(0, plan.values.length).map(([field]) => field);
    set = { fields, values: plan.values, matcher, docs, sorted: new Map() };
    this.matchSets.set(plan.scope, set);
    if (this.matchSets.size > MATCH_SETS) this.matchSets.delete(this.matchSets.keys().next().value as string);
    return set;
  }

  private known(filter: Filter): { count: number } | undefined {
    if (!this.tracked) return undefined;
    const remembered = this.memo.get(filterKey(filter));
    return remembered && remembered.version === this.version ? remembered : undefined;
  }

  private remember(filter: Filter, count: number): void {
    const key = filterKey(filter);
    this.memo.delete(key);
    this.memo.set(key, { version: this.version, count });
    if (this.memo.size > MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
  }
}
