/**
 * The distributed read store on MongoDB (or a MongoDB-wire server such as FerretDB 1.x, so it sticks to
 * plain CRUD, indexes and countDocuments: no transactions, no exotic operators).
 */
import { type Collection as MongoCollection, type Db, MongoClient, type MongoClientOptions } from 'mongodb';
import { type Collection, type CollectionOptions, type CommitBatch, type IndexSpec, type ReadDocument, type Sort, type ReadStore, type WriteResult } from '../read-store.port';
import { assertCollectionName, CHECKPOINTS, tieBreakDirection } from '../support/documents';
import { MongoDbCollection } from './mongodb-collection';

export interface MongoReadStoreOptions {
  url: string;
  database: string;
  client?: MongoClientOptions;
  /** Ops per bulk write command; FerretDB 1.24 hangs on an update command of 100 statements or more. */
  writeChunkSize?: number;
}

interface Checkpoint {
  _id: string;
  position: number;
}

const NAMESPACE_NOT_FOUND = 26;

/**
 * The MongoDB index a declared index stands for. Every sorted read ends with the `_id` tie-break in the
 * direction of its last field (sortKeys), so a sort is served by an index only if the index ends with
 * `_id` too: its fields, then `_id` in the direction of its last field. MongoDB walks it forwards for the
 * sort and backwards for its exact reverse. Without it every page of a sorted list is a fetch of the whole
 * match and a sort in memory. A unique index stays as declared: its fields alone are the constraint.
 */
export const indexKeysFor = (spec: IndexSpec): Sort[] => {
  if (spec.unique || spec.fields.some(([field]) => field === '_id')) return [spec.fields];
  return [[...spec.fields, ['_id', tieBreakDirection(spec.fields)]]];
};

export class MongoReadStore implements ReadStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly indexes = new Map<string, IndexSpec[]>();
  private readonly writeChunkSize: number;

  constructor({ url, database, client, writeChunkSize = 50 }: MongoReadStoreOptions) {
    if (!Number.isInteger(writeChunkSize) || writeChunkSize < 1 || writeChunkSize > 99) {
      throw new RangeError(`read store: writeChunkSize must be an integer from 1 to 99, got ${writeChunkSize}`);
    }
    this.writeChunkSize = writeChunkSize;
    this.client = new MongoClient(url, { ignoreUndefined: true, ...client });
    this.db = this.client.db(database);
  }

  /** A connected store, so that a wrong URL fails at start-up rather than on the first query. */
  static async create(options: MongoReadStoreOptions): Promise<MongoReadStore> {
    const store = new MongoReadStore(options);
    await store.connect();
    return store;
  }

  async connect(): Promise<void> {
    await this.client.connect();
    await this.db.command({ ping: 1 });
  }

  /** Remembers the indexes; ensureIndexes() creates them (start-up awaits it before serving). */
  /** `options.onDisk` changes nothing here: MongoDB keeps every collection on disk. */
  collection<T extends ReadDocument = ReadDocument>(name: string, indexes: IndexSpec[] = [], _options: CollectionOptions = {}): Collection<T> {
    assertCollectionName(name);
    if (indexes.length > 0) this.indexes.set(name, indexes);
    return new MongoDbCollection<T>(this.db.collection(name), this.writeChunkSize);
  }

  /**
   * Creating an existing index is a no-op, so this may run on every start-up and after a dropCollection.
   * One index per command: FerretDB 1.24 crashes the connection on a createIndexes with several.
   * Then an index of a declaring collection that no declaration stands for any more (one an earlier
   * version made) is dropped: it would cost every write and serve no read. The store made and names
   * every index of its collections (MongoDB names an index after its keys), so nothing else is lost.
   */
  async ensureIndexes(): Promise<void> {
    for (const [name, specs] of this.indexes) {
      const collection = this.db.collection(name);
      const declared = new Set(['_id_']);
      for (const spec of specs) {
        for (const keys of indexKeysFor(spec)) declared.add(await collection.createIndex(new Map(keys), spec.unique ? { unique: true } : {}));
      }
      for (const index of await collection.listIndexes().toArray()) {
        if (!declared.has(index.name as string)) await collection.dropIndex(index.name as string);
      }
    }
  }

  async collections(): Promise<string[]> {
    const infos = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return infos
      .map((info) => info.name)
      .filter((name) => name !== CHECKPOINTS && !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    try {
      await this.db.collection(name).drop();
    } catch (error) {
      if ((error as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw error;
    }
  }

  /** Ordered bulk writes per collection, one after the other, then every checkpoint in one ordered bulk write. */
  async commit({ writes, checkpoints = [] }: CommitBatch): Promise<WriteResult[]> {
    const results: WriteResult[] = [];
    for (const { collection, ops } of writes) results.push(await this.collection(collection).write(ops));
    if (checkpoints.length > 0) {
      await this.checkpoints().bulkWrite(
        checkpoints.map(({ name, position }) => ({ updateOne: { filter: { _id: name }, update: { $set: { position } }, upsert: true } })),
        { ordered: true },
      );
    }
    return results;
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return (await this.checkpoints().findOne({ _id: name }))?.position ?? null;
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    await this.checkpoints().updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.checkpoints().deleteOne({ _id: name });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the whole database; meant for tests that create one per run. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  private checkpoints(): MongoCollection<Checkpoint> {
    return this.db.collection<Checkpoint>(CHECKPOINTS);
  }
}
