/**
 * One read model collection in MongoDB. Writes are guarded on the server by filters on `_version`, so a
 * stale operation simply matches nothing; queries, sorts and regexes run natively.
 */
import {
  type AnyBulkWriteOperation,
  type BulkWriteResult,
  type Collection as MongoCollection,
  type Document,
  MongoBulkWriteError,
  type WriteError,
} from 'mongodb';
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
import { assertCount, assertWriteOps, opId, sortKeys, storedVersion, toJson } from '../support/documents';
import { afterCursor } from './after-cursor';

type Stored = Document & { _id: string };

const DUPLICATE_KEY = 11000;

export class MongoDbCollection<T extends ReadDocument> implements Collection<T> {
  constructor(private readonly mongo: MongoCollection<Stored>) {}

  async get(id: string): Promise<T | null> {
    return (await this.mongo.findOne({ _id: id })) as T | null;
  }

  async getMany(ids: string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = new Map((await this.mongo.find({ _id: { $in: unique } }).toArray()).map((doc) => [doc._id, doc as T]));
    // Same order as asked, like the embedded store.
    return unique.flatMap((id) => (found.has(id) ? [found.get(id) as T] : []));
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertCount('skip', options.skip, 0);
    assertCount('limit', options.limit, 0);
    // MongoDB reads limit 0 as "no limit"; here it means what it says.
    if (options.limit === 0) return [];
    let cursor = this.mongo.find(filter).sort(sortKeys(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.mongo.countDocuments(filter);
  }

  async page({ filter = {}, sort, limit, after }: PageRequest): Promise<Page<T>> {
    assertCount('limit', limit, 1);
    const keys = sortKeys(sort);
    const range = after === undefined ? undefined : afterCursor(keys, decodeCursor(after, keys));
    const query = !range ? filter : Object.keys(filter).length === 0 ? range : { $and: [filter, range] };
    const docs = (await this.mongo.find(query).sort(keys).limit(limit + 1).toArray()) as T[];
    const data = docs.slice(0, limit);
    return docs.length > limit ? { data, next: encodeCursor(data[data.length - 1], keys) } : { data };
  }

  /**
   * Ops are cut into runs in which every document appears at most once, and each run goes as one unordered
   * bulk write. Within a run the ops touch different documents, so their order cannot change the outcome;
   * across runs the order is kept, so ops on the same `_id` apply in the order given. Unordered matters
   * because a stale upsert fails with a duplicate key (the guard filter misses, the insert collides with
   * the newer document) and must not stop the ops after it.
   */
  async write(ops: WriteOp<T>[]): Promise<WriteResult> {
    assertWriteOps(ops);
    let applied = 0;
    for (const run of runsOfDistinctDocuments(ops)) applied += await this.writeRun(run);
    return { applied };
  }

  async clear(): Promise<void> {
    await this.mongo.deleteMany({});
  }

  private async writeRun(run: WriteOp[]): Promise<number> {
    try {
      return appliedCount(await this.mongo.bulkWrite(run.map(toModel), { ordered: false }));
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      await this.assertOnlyStaleUpserts(run, error);
      return appliedCount(error.result);
    }
  }

  /**
   * A duplicate key on an upsert is a stale no-op only if the stored document is at least as new; any
   * other error (another unique index, a write concern failure) is rethrown.
   */
  private async assertOnlyStaleUpserts(run: WriteOp[], error: MongoBulkWriteError): Promise<void> {
    const writeErrors: WriteError[] = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    const upserts = writeErrors.map((e) => (e.code === DUPLICATE_KEY ? run[e.index] : undefined));
    if (writeErrors.length === 0 || error.result.getWriteConcernError() || upserts.some((op) => op?.kind !== 'upsert')) throw error;
    const ids = upserts.map((op) => opId(op as WriteOp));
    const stored = new Map((await this.mongo.find({ _id: { $in: ids } }, { projection: { _version: 1 } }).toArray()).map((d) => [d._id, d]));
    for (const op of upserts as WriteOp[]) {
      const doc = stored.get(opId(op));
      if (!doc || storedVersion(doc as ReadDocument) < op.version) throw error;
    }
  }
}

function runsOfDistinctDocuments(ops: WriteOp[]): WriteOp[][] {
  const runs: WriteOp[][] = [];
  let run: WriteOp[] = [];
  let ids = new Set<string>();
  for (const op of ops) {
    if (ids.has(opId(op))) {
      runs.push(run);
      run = [];
      ids = new Set();
    }
    run.push(op);
    ids.add(opId(op));
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Matches the document only while its stored version is lower (or absent). */
function olderThan(id: string, version: number): Document {
  return { _id: id, $or: [{ _version: { $lt: version } }, { _version: { $exists: false } }] };
}

function toModel(op: WriteOp): AnyBulkWriteOperation<Stored> {
  switch (op.kind) {
    case 'upsert':
      return {
        replaceOne: { filter: olderThan(op.doc._id, op.version), replacement: { ...toJson(op.doc), _id: op.doc._id, _version: op.version }, upsert: true },
      };
    case 'patch': {
      const set = toJson(op.set ?? {});
      const update: Document = { $set: { ...set, _version: op.version } };
      // Older servers and FerretDB refuse an empty $unset.
      if (op.unset?.length) update.$unset = Object.fromEntries(op.unset.map((path) => [path, '']));
      return { updateOne: { filter: olderThan(op.id, op.version), update } };
    }
    case 'delete':
      return { deleteOne: { filter: olderThan(op.id, op.version) } };
  }
}

/** A guarded op that matched has applied: its update always changes `_version`. */
function appliedCount(result: BulkWriteResult): number {
  return result.matchedCount + result.upsertedCount + result.deletedCount;
}
