/**
 * Plans a batch of write ops for MongoDB from the stored versions read just before it.
 *
 * Ops that the version guard would certainly reject are dropped here, so a replayed batch costs one read
 * and no write. The rest keep a guard on the server (the stored `_version` must still be lower), so a
 * writer that raced us is never overwritten. An upsert of a document that does not exist is an insert:
 * MongoDB has nothing to match then, and FerretDB 1.x scans the whole collection for an upsert whose
 * filter finds nothing (measured: ~100 ms per op at 1,000 documents, against ~0.3 ms for an insert).
 */
import { type AnyBulkWriteOperation, type Document } from 'mongodb';
import { type WriteOp } from '../read-store.port';
import { opId, toJson } from '../support/documents';

export type Stored = Document & { _id: string };

/** A document's version as last seen: a number (-Infinity when it has none), or absent from the map. */
export type KnownVersions = Map<string, number>;

export interface PlannedWrite {
  op: WriteOp;
  model: AnyBulkWriteOperation<Stored>;
}

export function planWrites(ops: WriteOp[], known: KnownVersions): PlannedWrite[] {
  const planned: PlannedWrite[] = [];
  for (const op of ops) {
    const id = opId(op);
    const stored = known.get(id);
    if (stored !== undefined && stored >= op.version) continue;
    if (op.kind === 'upsert') {
      planned.push({ op, model: stored === undefined ? insert(op) : guardedUpsert(op, stored) });
      known.set(id, op.version);
    } else if (stored !== undefined) {
      planned.push({ op, model: op.kind === 'patch' ? patch(op, stored) : { deleteOne: { filter: olderThan(id, op.version, stored) } } });
      if (op.kind === 'patch') known.set(id, op.version);
      else known.delete(id);
    }
  }
  return planned;
}

/**
 * The upsert for when the document may exist: replace it only while its version is lower; if it exists
 * with a newer version the filter misses, the insert collides, and the duplicate key means "stale".
 */
export function guardedUpsert(op: Extract<WriteOp, { kind: 'upsert' }>, stored?: number): AnyBulkWriteOperation<Stored> {
  return { replaceOne: { filter: olderThan(op.doc._id, op.version, stored), replacement: document(op), upsert: true } };
}

function insert(op: Extract<WriteOp, { kind: 'upsert' }>): AnyBulkWriteOperation<Stored> {
  return { insertOne: { document: document(op) } };
}

function patch(op: Extract<WriteOp, { kind: 'patch' }>, stored: number): AnyBulkWriteOperation<Stored> {
  const update: Document = { $set: { ...toJson(op.set ?? {}), _version: op.version } };
  // Older servers and FerretDB refuse an empty $unset.
  if (op.unset?.length) update.$unset = Object.fromEntries(op.unset.map((path) => [path, '']));
  return { updateOne: { filter: olderThan(op.id, op.version, stored), update } };
}

function document(op: Extract<WriteOp, { kind: 'upsert' }>): Stored {
  return { ...toJson(op.doc), _id: op.doc._id, _version: op.version };
}

/**
 * Matches the document only while its stored version is lower. When we know it has a version the plain
 * range suffices; otherwise a document without one (written outside this store) must match too.
 */
function olderThan(id: string, version: number, stored?: number): Document {
  if (stored !== undefined && stored !== -Infinity) return { _id: id, _version: { $lt: version } };
  return { _id: id, $or: [{ _version: { $lt: version } }, { _version: { $exists: false } }] };
}
