/**
 * Document rules shared by every adapter, so that both store exactly the same JSON and order values the
 * same way MongoDB does.
 */
import { type ReadDocument, type Sort, type WriteOp } from '../read-store.port';

/** Name of the collection that holds checkpoints in adapters that keep them beside the documents. */
export const CHECKPOINTS = '_checkpoints';

/** Documents are JSON: a round trip drops `undefined`, turns Dates into ISO strings and detaches the caller's object. */
export function toJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Rejects names that MongoDB would refuse or that collide with the checkpoint collection, in every adapter alike. */
export function assertCollectionName(name: string): void {
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('system.') || name === CHECKPOINTS) {
    throw new Error(`read store: invalid collection name ${JSON.stringify(name)}`);
  }
}

export function opId(op: WriteOp): string {
  return op.kind === 'upsert' ? op.doc._id : op.id;
}

/** Fails before anything is written when an operation is malformed; both adapters reject the same inputs. */
export function assertWriteOps(ops: WriteOp[]): void {
  for (const op of ops) {
    const id = opId(op);
    if (typeof id !== 'string' || id === '') throw new Error(`read store: ${op.kind} needs a non-empty string _id`);
    if (typeof op.version !== 'number' || !Number.isFinite(op.version)) {
      throw new Error(`read store: ${op.kind} of ${id} needs a finite numeric version`);
    }
    if (op.kind !== 'patch') continue;
    const set = Object.keys(op.set ?? {});
    const unset = op.unset ?? [];
    for (const path of [...set, ...unset]) {
      if (path === '' || isGuardPath(path)) throw new Error(`read store: patch of ${id} cannot change ${JSON.stringify(path)}`);
    }
    for (const a of set) {
      // MongoDB refuses a $set and $unset that touch the same path; refuse it everywhere.
      const clash = unset.find((b) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`));
      if (clash !== undefined) throw new Error(`read store: patch of ${id} both sets ${a} and unsets ${clash}`);
    }
  }
}

function isGuardPath(path: string): boolean {
  const head = path.split('.')[0];
  return head === '_id' || head === '_version';
}

/** The stored guard; a document written without one counts as older than any version. */
export function storedVersion(doc: ReadDocument): number {
  return typeof doc._version === 'number' ? doc._version : -Infinity;
}

export function getPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Sets a dotted path, creating objects on the way; like MongoDB it refuses to descend into a non-object. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = doc;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (next === undefined || next === null) current[key] = {};
    else if (typeof next !== 'object') throw new Error(`read store: cannot set ${path}: ${key} is not an object`);
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]] = value;
}

export function unsetPath(doc: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.length === 0 ? doc : getPath(doc, keys.join('.'));
  if (parent !== null && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
}

/**
 * The sort actually applied: the caller's fields, then `_id` in the direction of the last of them
 * (ascending when there is none), unless the caller already sorts by it. Following the last direction
 * makes a sort and its reverse exact mirrors, so one index serves both.
 */
export function sortKeys(sort: Sort = []): Sort {
  return sort.some(([field]) => field === '_id') ? sort : [...sort, ['_id', tieBreakDirection(sort)]];
}

/** The direction of the `_id` tie-break after these fields: that of the last one, ascending after none. */
export function tieBreakDirection(fields: Sort): 1 | -1 {
  return fields.length > 0 ? fields[fields.length - 1][1] : 1;
}

// MongoDB's cross-type order (null and missing lowest), so mixed or missing values sort the same in both adapters.
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'object') return 3;
  if (typeof value === 'boolean') return 5;
  return 6;
}

/** Compares two values in MongoDB's ascending order. Strings compare by code unit, as MongoDB's binary collation. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return 0;
  if (ra === 1) return (a as number) - (b as number);
  if (ra === 2 || ra === 5) return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
  // Objects and arrays are not meant as sort keys; this only keeps the order total and deterministic.
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  return ja === jb ? 0 : ja < jb ? -1 : 1;
}

export function compareKeys(a: unknown[], b: unknown[], sort: Sort): number {
  for (let i = 0; i < sort.length; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c * sort[i][1];
  }
  return 0;
}

export function assertCount(name: 'skip' | 'limit', value: number | undefined, min: number): void {
  if (value !== undefined && (!Number.isInteger(value) || value < min)) {
    throw new RangeError(`read store: ${name} must be an integer >= ${min}, got ${value}`);
  }
}
