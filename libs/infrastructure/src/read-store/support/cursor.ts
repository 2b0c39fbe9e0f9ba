/**
 * Page cursors: base64url JSON of the sort fields and the last document's values for them (`_id` last).
 * The fields are kept so that a cursor used with another sort fails loudly instead of skipping documents.
 */
import { type ReadDocument, type Sort } from '../read-store.port';
import { getPath } from './documents';

interface CursorBody {
  k: string[];
  v: unknown[];
}

/** Values of the sort keys; missing becomes null, which sorts the same in MongoDB. */
export function keyValues(doc: ReadDocument, keys: Sort): unknown[] {
  return keys.map(([field]) => getPath(doc, field) ?? null);
}

export function encodeCursor(doc: ReadDocument, keys: Sort): string {
  const body: CursorBody = { k: keys.map(([field, direction]) => `${field}:${direction}`), v: keyValues(doc, keys) };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** Returns the last document's key values, in the order of `keys`. */
export function decodeCursor(cursor: string, keys: Sort): unknown[] {
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw new Error('read store: malformed page cursor');
  }
  const expected = keys.map(([field, direction]) => `${field}:${direction}`);
  if (!Array.isArray(body?.k) || !Array.isArray(body.v) || body.v.length !== expected.length || body.k.join('\n') !== expected.join('\n')) {
    throw new Error('read store: page cursor does not belong to this sort');
  }
  return body.v;
}
