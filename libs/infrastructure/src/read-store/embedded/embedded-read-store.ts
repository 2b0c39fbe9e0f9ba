/**
 * The embedded read store: documents persisted in one SQLite file (under ./data by default), queried in
 * memory. It needs no server and survives restarts without replaying a single event.
 */
import { type Collection, type CollectionOptions, type CommitBatch, type IndexSpec, type ReadDocument, type ReadStore, type WriteResult } from '../read-store.port';
import { assertCollectionName } from '../support/documents';
import { CollectionQueries } from './collection-queries';
import { EmbeddedCollection, inMemory, onDisk } from './embedded-collection';
import { type Change, SqliteDocuments } from './sqlite-documents';

export interface EmbeddedReadStoreOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:' for a store that lives as long as the process. */
  file: string;
}

export class EmbeddedReadStore implements ReadStore {
  private readonly sqlite: SqliteDocuments;
  /** Collections declared with indexes: they exist from ensureIndexes() on, as in MongoDB. */
  private readonly indexed = new Set<string>();
  /** Each collection's declared indexes, kept in memory and used by its queries. */
  private readonly queries = new Map<string, CollectionQueries>();
  /** Collections kept on disk (declared so once, for the life of the store). */
  private readonly onDisk = new Set<string>();
  /** The object of each collection, made once: a request asks for several, and every read model's batch for its own. */
  private readonly opened = new Map<string, { collection: EmbeddedCollection<ReadDocument>; disk: boolean }>();
  /** Index lists already declared (a read model passes the same list each time). */
  private readonly declared = new WeakSet<IndexSpec[]>();

  constructor({ file }: EmbeddedReadStoreOptions) {
    this.sqlite = new SqliteDocuments(file);
  }

  /** Declared indexes are kept in memory and used by queries (see collection-queries.ts); `unique` is not enforced. */
  collection<T extends ReadDocument = ReadDocument>(name: string, indexes: IndexSpec[] = [], options: CollectionOptions = {}): Collection<T> {
    return this.open<T>(name, indexes, options);
  }

  async commit({ writes, checkpoints = [] }: CommitBatch): Promise<WriteResult[]> {
    for (const { name } of checkpoints) if (!name) throw new Error('read store: a checkpoint needs a name');
    // Every entry is evaluated first, a later one seeing the earlier ones, then all are queued as one unit:
    // an entry that fails leaves the whole commit unapplied.
    const merged = new Map<string, Map<string, Change>>();
    const results = writes.map(({ collection, ops }) => {
      const { changes, applied } = this.open(collection).evaluate(ops, merged.get(collection));
      merged.set(collection, changes);
      return { applied };
    });
    await this.sqlite.enqueue([...merged], checkpoints.map(({ name, position }) => [name, position]));
    return results;
  }

  private open<T extends ReadDocument>(name: string, indexes: IndexSpec[] = [], options: CollectionOptions = {}): EmbeddedCollection<T> {
    const disk = options.onDisk === true || this.onDisk.has(name);
    const known = this.opened.get(name);
    if (known && known.disk === disk && (indexes.length === 0 || this.declared.has(indexes))) return known.collection as unknown as EmbeddedCollection<T>;
    assertCollectionName(name);
    if (disk) this.onDisk.add(name);
    if (indexes.length > 0) this.indexed.add(name);
    let queries = this.queries.get(name);
    if (!queries) {
      // On disk: no indexes in memory, every query reads the table.
      const created = disk ? new CollectionQueries(() => this.sqlite.readAll(name), false) : new CollectionQueries(() => this.sqlite.documents(name));
      if (!disk) this.sqlite.listen(name, created.onChange);
      this.queries.set(name, (queries = created));
    }
    if (!disk) queries.declare(indexes);
    if (indexes.length > 0) this.declared.add(indexes);
    const collection = known?.disk === disk ? known.collection : new EmbeddedCollection<ReadDocument>(name, this.sqlite, queries, disk ? onDisk(this.sqlite, name) : inMemory(this.sqlite, name));
    this.opened.set(name, { collection, disk });
    return collection as unknown as EmbeddedCollection<T>;
  }

  /**
   * Creates the declared collections and, for those that already hold documents (a restart), loads them
   * and builds their indexes now, so the first query does not pay for it. Empty ones (a rebuild) build
   * their indexes on the first query that needs them.
   */
  async ensureIndexes(): Promise<void> {
    for (const name of this.indexed) {
      this.sqlite.register(name);
      if (!this.onDisk.has(name) && this.sqlite.documents(name).size > 0) this.queries.get(name)?.warm();
    }
  }

  async collections(): Promise<string[]> {
    return this.sqlite.names();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    this.sqlite.drop(name);
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return this.sqlite.getCheckpoint(name);
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    await this.sqlite.enqueue([], [[name, position]]);
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.sqlite.enqueue([], [[name, null]]);
  }

  /** Group commits so far: `changes / flushes` is how many document changes one transaction wrote on average. */
  stats(): { flushes: number; changes: number } {
    return this.sqlite.stats();
  }

  async close(): Promise<void> {
    this.sqlite.close();
  }
}
