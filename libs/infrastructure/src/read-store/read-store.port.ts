/**
 * The read side: collections of JSON documents shaped for screens. Every write names a version (the
 * stream revision or global position of the event that caused it) and applies only if the stored
 * document's version is lower, so replaying events never double-applies them.
 */

/** A stored document. `_id` is its key; `_version` is the guard written with it. */
export interface ReadDocument {
  _id: string;
  _version?: number;
  [field: string]: unknown;
}

/** A Mongo-style filter: equality, $in, $nin, $ne, $gt/$gte/$lt/$lte, $exists, $regex with $options 'i', $and/$or. */
export type Filter = Record<string, unknown>;

/**
 * Sort as an ordered list of [field, direction]; `_id` (ascending) is always appended as a tie-breaker.
 * Null and missing values sort lowest, as in MongoDB. See README.md for the full contract.
 */
export type Sort = [field: string, direction: 1 | -1][];

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface PageRequest {
  filter?: Filter;
  sort?: Sort;
  limit: number;
  /** Opaque cursor returned by the previous page. */
  after?: string;
}

export interface Page<T> {
  data: T[];
  /** Cursor for the next page, absent on the last one. */
  next?: string;
}

export type WriteOp<T extends ReadDocument = ReadDocument> =
  /**
   * Replace (or create) the whole document. `handedOver`: the caller gives `doc` up (keeps no reference to
   * it or its parts and changes none of them), so a store may keep the object instead of a copy.
   */
  | { kind: 'upsert'; doc: T; version: number; handedOver?: boolean }
  /** Set and unset fields of an existing document; no-op if it does not exist. */
  | { kind: 'patch'; id: string; set?: Partial<T>; unset?: string[]; version: number }
  | { kind: 'delete'; id: string; version: number };

export interface WriteResult {
  /** How many operations changed something (the rest were stale or missed). */
  applied: number;
}

export interface Collection<T extends ReadDocument = ReadDocument> {
  get(id: string): Promise<T | null>;
  /** The documents that exist, in the order of `ids`, each once. */
  getMany(ids: string[]): Promise<T[]>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  page(request: PageRequest): Promise<Page<T>>;
  /** Applies the operations in order; each is guarded by its version. Not one transaction. */
  write(ops: WriteOp<T>[]): Promise<WriteResult>;
  /** Drops every document (used by rebuilds). */
  clear(): Promise<void>;
  /**
   * Deletes every document whose stored `_version` is below `version`, unguarded, and answers how many:
   * housekeeping for collections whose versions are times (an inbox pruned by age).
   */
  deleteBelowVersion(version: number): Promise<number>;
}

export interface CollectionOptions {
  /**
   * The documents are only ever read by id and pruned (an inbox): the embedded store keeps them on disk
   * instead of in memory; other queries then scan the disk. MongoDB keeps every collection on disk anyway.
   */
  onDisk?: boolean;
}

/** The writes of one collection inside a `ReadStore.commit`. */
export interface CollectionWrites {
  collection: string;
  ops: WriteOp[];
}

/** What a subscriber writes for one batch of the log: its documents, then its checkpoint. */
export interface CommitBatch {
  writes: CollectionWrites[];
  /** Stored after the writes: never ahead of the documents they cover. */
  checkpoints?: { name: string; position: number }[];
}

/** An index a read model wants; adapters that support indexes create them at start-up. */
export interface IndexSpec {
  fields: Sort;
  unique?: boolean;
}

export interface ReadStore {
  collection<T extends ReadDocument = ReadDocument>(name: string, indexes?: IndexSpec[], options?: CollectionOptions): Collection<T>;
  /** Names of the collections that exist. */
  collections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /**
   * Applies the writes of several collections, in the order given (each op guarded by its version), and
   * then the checkpoints. Embedded: one transaction, shared with every other write of the same turn of the
   * event loop; MongoDB: ordered bulk writes per collection, then the checkpoints. Idempotent on replay.
   * Answers one result per entry of `writes`.
   */
  commit(batch: CommitBatch): Promise<WriteResult[]>;
  /** Projection checkpoints: the last global position a projection has fully written. */
  getCheckpoint(name: string): Promise<number | null>;
  setCheckpoint(name: string, position: number): Promise<void>;
  deleteCheckpoint(name: string): Promise<void>;
  /** Creates the indexes declared through collection(); start-up awaits it where the adapter supports indexes. */
  ensureIndexes?(): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('ReadStore');
