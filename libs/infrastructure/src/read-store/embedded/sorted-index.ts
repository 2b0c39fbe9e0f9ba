/**
 * An in-memory index of one collection: its documents sorted by the index's fields (MongoDB's order,
 * null and missing lowest) and then `_id` in the direction of the last field (the tie-break of
 * `sortKeys`), kept in chunks of a few hundred entries so that an insert or a removal moves at most one
 * chunk (O(log n + chunk)) while a range is found by binary search and sliced by position. A query sorted
 * against the index's directions uses its mirror (every direction flipped, the exact reverse), so every
 * page is a forward slice.
 */
import { type ReadDocument, type Sort } from '../read-store.port';
import { compareValues, getPath, tieBreakDirection } from '../support/documents';

export interface IndexEntry {
  /** The values of the index's fields, then `_id`. */
  key: unknown[];
  doc: ReadDocument;
}

const CHUNK = 512;

/** A field's value as the index keeps it, or `unusable` when MongoDB's equality would not be a plain comparison (arrays, objects, a path through an array). */
const UNUSABLE = Symbol('unusable');
const indexValue = (doc: ReadDocument, path: string): unknown => {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return null;
    if (typeof current !== 'object' || Array.isArray(current)) return UNUSABLE;
    current = (current as Record<string, unknown>)[part];
  }
  if (current === undefined || current === null) return null;
  return typeof current === 'object' ? UNUSABLE : current;
};

export class SortedIndex {
  /** The fields in index order, with their direction. */
  readonly fields: Sort;
  /** The direction of `_id` after the fields. */
  private readonly idDirection: 1 | -1;
  private chunks: IndexEntry[][] = [];
  private count = 0;
  /** Per field: documents whose value there is an array, an object or under an array. */
  private readonly unusable: number[];

  private constructor(fields: Sort, entries: IndexEntry[], unusable: number[]) {
    this.fields = fields;
    this.idDirection = tieBreakDirection(fields);
    this.unusable = unusable;
    for (let i = 0; i < entries.length; i += CHUNK) this.chunks.push(entries.slice(i, i + CHUNK));
    this.count = entries.length;
  }

  /** An index of `docs` on `fields` (one sort). */
  static build(fields: Sort, docs: Iterable<ReadDocument>): SortedIndex {
    const index = new SortedIndex(fields, [], fields.map(() => 0));
    const entries: IndexEntry[] = [];
    for (const doc of docs) entries.push(index.entryOf(doc));
    entries.sort((a, b) => index.compare(a.key, b.key));
    for (let i = 0; i < entries.length; i += CHUNK) index.chunks.push(entries.slice(i, i + CHUNK));
    index.count = entries.length;
    return index;
  }

  /** The same entries on the same fields with every direction flipped, `_id`'s too: the parent reversed. */
  static mirrorOf(parent: SortedIndex): SortedIndex {
    return new SortedIndex(
      parent.fields.map(([field, direction]) => [field, direction === 1 ? -1 : 1]),
      parent.entries(0, parent.count).reverse(),
      [...parent.unusable],
    );
  }

  /** The entries of `parent` from `start` to `end` that `keep` accepts, in the same order: a partial index. */
  static subsetOf(parent: SortedIndex, start: number, end: number, keep: (doc: ReadDocument) => boolean): SortedIndex {
    const index = new SortedIndex(parent.fields, [], parent.fields.map(() => 0));
    const entries: IndexEntry[] = [];
    const candidates = parent.entries(start, end);
    for (let i = 0; i < candidates.length; i++) if (keep(candidates[i].doc)) entries.push(candidates[i]);
    for (const entry of entries) index.fields.forEach(([field], i) => indexValue(entry.doc, field) === UNUSABLE && (index.unusable[i] += 1));
    for (let i = 0; i < entries.length; i += CHUNK) index.chunks.push(entries.slice(i, i + CHUNK));
    index.count = entries.length;
    return index;
  }

  get size(): number {
    return this.count;
  }

  /** Whether equality on the first `n` fields can be answered by a range of this index. */
  usableFor(n: number): boolean {
    for (let i = 0; i < n; i++) if (this.unusable[i] > 0) return false;
    return true;
  }

  insert(doc: ReadDocument): void {
    const entry = this.entryOf(doc);
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
    } else {
      const c = this.chunkFor(entry.key);
      const chunk = this.chunks[c];
      chunk.splice(this.offsetIn(chunk, entry.key), 0, entry);
      if (chunk.length > 2 * CHUNK) this.chunks.splice(c, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK));
    }
    this.count += 1;
  }

  remove(doc: ReadDocument): void {
    const key = this.keyOf(doc);
    if (this.chunks.length === 0) return;
    const c = this.chunkFor(key);
    const chunk = this.chunks[c];
    const at = this.offsetIn(chunk, key);
    if (at >= chunk.length || this.compare(chunk[at].key, key) !== 0) return;
    chunk.splice(at, 1);
    if (chunk.length === 0) this.chunks.splice(c, 1);
    this.count -= 1;
    this.fields.forEach(([field], i) => indexValue(doc, field) === UNUSABLE && (this.unusable[i] -= 1));
  }

  /**
   * The entries whose first `values.length` fields equal `values`, as a [start, end) pair of global
   * positions, walked with `walk`.
   */
  range(values: unknown[]): [number, number] {
    const prefix = (key: unknown[]) => {
      for (let i = 0; i < values.length; i++) {
        const c = compareValues(key[i], values[i]);
        if (c !== 0) return c * this.fields[i][1];
      }
      return 0;
    };
    return [this.bound((key) => prefix(key) < 0), this.bound((key) => prefix(key) <= 0)];
  }

  /** The entries from global position `start` to `end` (exclusive), in index order, one at a time. */
  *walk(start: number, end: number): Generator<IndexEntry> {
    if (start >= end) return;
    let [c, o] = this.locate(start);
    for (let left = end - start; left > 0 && c < this.chunks.length; c++, o = 0) {
      const chunk = this.chunks[c];
      for (; o < chunk.length && left > 0; o++, left--) yield chunk[o];
    }
  }

  /** The entries from global position `start` to `end` (exclusive), in index order. */
  entries(start: number, end: number): IndexEntry[] {
    const out: IndexEntry[] = [];
    if (start >= end) return out;
    let [c, o] = this.locate(start);
    for (let left = end - start; left > 0 && c < this.chunks.length; c++, o = 0) {
      const chunk = this.chunks[c];
      const take = Math.min(left, chunk.length - o);
      for (let i = o; i < o + take; i++) out.push(chunk[i]);
      left -= take;
    }
    return out;
  }

  private entryOf(doc: ReadDocument): IndexEntry {
    const key: unknown[] = [];
    this.fields.forEach(([field], i) => {
      const value = indexValue(doc, field);
      if (value === UNUSABLE) this.unusable[i] += 1;
      key.push(value === UNUSABLE ? (getPath(doc, field) ?? null) : value);
    });
    key.push(doc._id);
    return { key, doc };
  }

  private keyOf(doc: ReadDocument): unknown[] {
    const key = this.fields.map(([field]) => {
      const value = indexValue(doc, field);
      return value === UNUSABLE ? (getPath(doc, field) ?? null) : value;
    });
    key.push(doc._id);
    return key;
  }

  private compareFields(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.fields.length; i++) {
      const x = a[i];
      const y = b[i];
      // Strings against strings (most keys) without the general type ranking.
      const c = typeof x === 'string' && typeof y === 'string' ? (x === y ? 0 : x < y ? -1 : 1) : compareValues(x, y);
      if (c !== 0) return c * this.fields[i][1];
    }
    return 0;
  }

  private compare(a: unknown[], b: unknown[]): number {
    const c = this.compareFields(a, b);
    if (c !== 0) return c;
    const ia = a[a.length - 1] as string;
    const ib = b[b.length - 1] as string;
    return ia === ib ? 0 : (ia < ib ? -1 : 1) * this.idDirection;
  }

  /** The chunk an entry with this key belongs in: the first whose last entry is not below it (else the last). */
  private chunkFor(key: unknown[]): number {
    let low = 0;
    let high = this.chunks.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const chunk = this.chunks[mid];
      if (this.compare(chunk[chunk.length - 1].key, key) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private offsetIn(chunk: IndexEntry[], key: unknown[]): number {
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(chunk[mid].key, key) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The global position of the first entry for which `before` is false (entries are ordered so it flips once). */
  private bound(before: (key: unknown[]) => boolean): number {
    let position = 0;
    let c = 0;
    // Whole chunks first (by their last entry), then within the chunk.
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const chunk = this.chunks[mid];
      if (before(chunk[chunk.length - 1].key)) low = mid + 1;
      else high = mid;
    }
    c = low;
    for (let i = 0; i < c; i++) position += this.chunks[i].length;
    if (c === this.chunks.length) return position;
    const chunk = this.chunks[c];
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(chunk[mid].key)) lo = mid + 1;
      else hi = mid;
    }
    return position + lo;
  }

  private locate(position: number): [chunk: number, offset: number] {
    let c = 0;
    while (position >= this.chunks[c].length) {
      position -= this.chunks[c].length;
      c += 1;
    }
    return [c, position];
  }
}
