/**
 * One read model collection in MongoDB. Writes are guarded by `_version` both before sending (see
 * guarded-writes.ts) and on the server; queries, sorts and regexes run natively.
 */
import { type BulkWriteResult, type Collection as MongoCollection, MongoBulkWriteError, type WriteError } from 'mongodb';
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
import { assertCount, assertWriteOps, opId, sortKeys, storedVersion } from '../support/documents';
import { afterCursor } from './after-cursor';
import { guardedUpsert, type KnownVersions, type PlannedWrite, planWrites, type Stored } from './guarded-writes';

const DUPLICATE_KEY = 11000;

export class MongoDbCollection<T extends ReadDocument> implements Collection<T> {
  constructor(
    private readonly mongo: MongoCollection<Stored>,
    /** Ops per bulk write command. */
    private readonly chunkSize: number,
  ) {}

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
   * Ops go in order (ordered bulk writes), in chunks small enough for FerretDB 1.24, which hangs on an
   * update command of 100 or more statements. An ordered bulk stops at its first error: a duplicate key
   * on an upsert that turns out to be stale (or a race lost to a newer write) is skipped and the rest
   * resumes; anything else is thrown. The write is not one transaction, but every op is idempotent, so a
   * failed write is simply retried.
   */
  async write(ops: WriteOp<T>[]): Promise<WriteResult> {
    assertWriteOps(ops);
    if (ops.length === 0) return { applied: 0 };
    const planned = planWrites(ops, await this.versionsOf([...new Set(ops.map(opId))]));
    let applied = 0;
    for (let start = 0; start < planned.length; start += this.chunkSize) {
      applied += await this.writeOrdered(planned.slice(start, start + this.chunkSize));
    }
    return { applied };
  }

  async clear(): Promise<void> {
    await this.mongo.deleteMany({});
  }

  async deleteBelowVersion(version: number): Promise<number> {
    if (!Number.isFinite(version)) throw new Error('read store: deleteBelowVersion needs a finite version');
    return (await this.mongo.deleteMany({ $or: [{ _version: { $lt: version } }, { _version: { $exists: false } }] })).deletedCount;
  }

  private async writeOrdered(chunk: PlannedWrite[]): Promise<number> {
    let applied = 0;
    let rest = chunk;
    while (rest.length > 0) {
      try {
        return applied + appliedCount(await this.mongo.bulkWrite(rest.map((p) => p.model), { ordered: true }));
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError)) throw error;
        const failed = firstWriteError(error);
        applied += appliedCount(error.result);
        rest = await this.afterDuplicate(rest, failed, error);
      }
    }
    return applied;
  }

  /** What is left to write after a duplicate key at `failed.index`; throws if the error is a real one. */
  private async afterDuplicate(rest: PlannedWrite[], failed: WriteError | undefined, error: Error): Promise<PlannedWrite[]> {
    const planned = failed?.code === DUPLICATE_KEY ? rest[failed.index] : undefined;
    if (!planned || planned.op.kind !== 'upsert') throw error;
    const stored = (await this.versionsOf([planned.op.doc._id])).get(planned.op.doc._id);
    if (stored !== undefined && stored >= planned.op.version) return rest.slice(failed!.index + 1);
    // The document appeared after we read it (an insert lost a race): retry once with the guarded upsert.
    // A duplicate key with nothing newer stored is another unique index refusing the document.
    if (!('insertOne' in planned.model)) throw error;
    return [{ op: planned.op, model: guardedUpsert(planned.op) }, ...rest.slice(failed!.index + 1)];
  }

  private async versionsOf(ids: string[]): Promise<KnownVersions> {
    const docs = await this.mongo.find({ _id: { $in: ids } }, { projection: { _version: 1 } }).toArray();
    return new Map(docs.map((doc) => [doc._id, storedVersion(doc as ReadDocument)]));
  }
}

function firstWriteError(error: MongoBulkWriteError): WriteError | undefined {
  if (error.result.getWriteConcernError()) return undefined;
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return errors.length === 1 ? errors[0] : undefined;
}

/** An op that matched its guard has applied: every update changes `_version`. Dropped ops applied nothing. */
function appliedCount(result: BulkWriteResult): number {
  return result.insertedCount + result.matchedCount + result.upsertedCount + result.deletedCount;
}
