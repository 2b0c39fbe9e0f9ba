/**
 * Queries and guarded writes over one collection of SqliteDocuments: held in memory (read models), or
 * kept on disk and read by id (an inbox). Queries go through CollectionQueries: the read model's declared
 * indexes where they help, else a scan (compiled filters, sift semantics) and a sort in JS.
 */
import {
  type Collection,
  type Filter,
  type FindOptions,
  type Page,
  type PageRequest,
  type ReadDocument,
  type WriteOp,
  type WriteResult,
} from '../read-store.port';
import { decodeCursor, encodeCursor } from '../support/cursor';
import {
  assertCount,
  assertWriteOps,
  opId,
  setPath,
  sortKeys,
  storedVersion,
  toJson,
  unsetPath,
} from '../support/documents';
import { type CollectionQueries } from './collection-queries';
import { type Change, type SqliteDocuments } from './sqlite-documents';

/** Where a collection's documents are: memory (loaded once, kept in step) or the table, read each time. */
export interface DocumentSource {
  get(id: string): ReadDocument | undefined;
  /** Loads (or checks) the collection: a closed store fails here. */
  ready(): void;
}

export const inMemory = (store: SqliteDocuments, name: string): DocumentSource => ({
  get: (id) => store.documents(name).get(id),
  ready: () => void store.documents(name),
});

export const onDisk = (store: SqliteDocuments, name: string): DocumentSource => ({
  get: (id) => store.readOne(name, id),
  // Nothing to load; a read of the table for that was as dear as the get that follows it.
  ready: () => store.assertOpen(),
});

export class EmbeddedCollection<T extends ReadDocument> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly store: SqliteDocuments,
    private readonly queries: CollectionQueries,
    private readonly source: DocumentSource,
  ) {}

  async get(id: string): Promise<T | null> {
    this.source.ready();
    const doc = this.source.get(id);
    return doc ? copy<T>(doc) : null;
  }

  async getMany(ids: string[]): Promise<T[]> {
    this.source.ready();
    // A plain loop: the projection runner asks for every document of each batch here.
    const found: T[] = [];
    for (const id of new Set(ids)) {
      const doc = this.source.get(id);
      if (doc) found.push(copy<T>(doc));
    }
    return found;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertCount('skip', options.skip, 0);
    assertCount('limit', options.limit, 0);
    this.source.ready();
    return this.queries.find(filter, sortKeys(options.sort), options.skip ?? 0, options.limit).map((doc) => copy<T>(doc));
  }

  async count(filter: Filter = {}): Promise<number> {
    this.source.ready();
    return this.queries.count(filter);
  }

  async page({ filter = {}, sort, limit, after }: PageRequest): Promise<Page<T>> {
    assertCount('limit', limit, 1);
    const keys = sortKeys(sort);
    const last = after === undefined ? undefined : decodeCursor(after, keys);
    this.source.ready();
    const docs = this.queries.page(filter, keys, last, limit + 1);
    const data = docs.slice(0, limit).map((doc) => copy<T>(doc));
    return docs.length > limit ? { data, next: encodeCursor(data[data.length - 1], keys) } : { data };
  }

  async write(ops: WriteOp<T>[]): Promise<WriteResult> {
    const { changes, applied } = this.evaluate(ops);
    await this.store.enqueue([[this.name, changes]]);
    return { applied };
  }

  /**
   * The changes `ops` make to memory as it is plus `earlier` changes not applied yet, answered together
   * with those (a new map: `earlier` is left as it is). Later ops of the batch see earlier ones, so the
   * batch is evaluated against an overlay; nothing in the store changes here, so a failing op leaves it
   * untouched (a handed-over document is the caller's no longer, and takes its version in place).
   */
  evaluate(ops: WriteOp<T>[], earlier?: ReadonlyMap<string, Change>): { changes: Map<string, Change>; applied: number } {
    assertWriteOps(ops);
    this.source.ready();
    const changes = new Map<string, Change>(earlier);
    const current = (id: string): ReadDocument | undefined => {
      const change = changes.get(id);
      return change === undefined ? this.source.get(id) : (change?.doc ?? undefined);
    };
    let applied = 0;
    for (const op of ops) {
      const id = opId(op);
      const next = evolve(current(id), op);
      if (next === undefined) continue;
      changes.set(id, next);
      applied++;
    }
    return { changes, applied };
  }

  async clear(): Promise<void> {
    this.store.clear(this.name);
  }

  async deleteBelowVersion(version: number): Promise<number> {
    if (!Number.isFinite(version)) throw new Error('read store: deleteBelowVersion needs a finite version');
    return this.store.deleteBelowVersion(this.name, version);
  }
}

/**
 * The guard: the document after `op`, null when deleted, undefined when the op does not apply (stale, or a
 * patch or delete of a missing document).
 */
function evolve(stored: ReadDocument | undefined, op: WriteOp): Change | undefined {
  if (stored && storedVersion(stored) >= op.version) return undefined;
  switch (op.kind) {
    case 'upsert': {
      // A handed-over document is the store's now: it takes its version in place rather than in a copy.
      const doc: ReadDocument = op.handedOver ? Object.assign(op.doc, { _version: op.version }) : { ...op.doc, _id: op.doc._id, _version: op.version };
      const json = JSON.stringify(doc);
      // A handed-over document that is plain JSON already is kept as it is (a rebuild writes thousands a
      // second). Any other goes through one JSON round trip, which detaches the caller's object and drops
      // what JSON cannot hold (undefined, Dates become strings), as reading it back from the table would.
      return { json, doc: op.handedOver && isPlainJson(doc) ? doc : (JSON.parse(json) as ReadDocument), version: op.version };
    }
    case 'patch': {
      if (!stored) return undefined;
      const next = cloneJson(stored);
      for (const [path, value] of Object.entries(op.set ?? {})) {
        // JSON has no undefined: a field set to undefined is left out, as the MongoDB adapter leaves it out of $set.
        if (value !== undefined) setPath(next, path, toJson(value));
      }
      for (const path of op.unset ?? []) unsetPath(next, path);
      next._version = op.version;
      return { json: JSON.stringify(next), doc: next, version: op.version };
    }
    case 'delete':
      return stored ? null : undefined;
  }
}

/**
 * True when `value` comes back from a JSON round trip unchanged: only null, booleans, strings, finite
 * numbers other than -0, arrays without holes and plain objects of those. Anything else (undefined, a Date,
 * a class instance, a toJSON method) makes it false.
 */
function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJson(value[i])) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key of Object.keys(value)) if (!isPlainJson((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}

function copy<T>(doc: ReadDocument): T {
  return cloneJson(doc) as T;
}

/**
 * A deep copy of a JSON value (what every stored document is, having gone through JSON): several times
 * cheaper than structuredClone for the small documents read models hold, and every read pays it.
 */
function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = cloneJson((value as Record<string, unknown>)[key]);
    // A key named __proto__ (JSON.parse makes it an own property) must stay one, not become the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out as T;
}
