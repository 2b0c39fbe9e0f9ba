import type { RecordedEvent } from '@profyle/domain';
import type { LogFilter } from '../event-store.port';

/**
 * One table holds every stream and the global log. `position` is the rowid, so reading the log in
 * position order is a walk of the table's own b-tree. AUTOINCREMENT (rather than a plain rowid) makes
 * positions never reused, even if the newest rows were ever removed. UNIQUE(stream_id, revision) is both
 * the optimistic-concurrency backstop and the index for stream reads: its leading column is stream_id, so
 * a separate index on stream_id alone would only be a second copy that every append has to maintain.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT    NOT NULL UNIQUE,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
);
`;

export interface EventRow {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
  type: row.type,
  data: JSON.parse(row.data),
  metadata: JSON.parse(row.metadata),
  recordedAt: row.recorded_at,
});

/**
 * The log filter as SQL. `instr(x, ?) = 1` is a prefix test that, unlike LIKE or GLOB, needs no escaping
 * of wildcard characters that may appear in a category or type name.
 */
export const filterClause = (filter: LogFilter | undefined): { sql: string; params: string[] } => {
  const parts: string[] = [];
  const params: string[] = [];
  const anyPrefix = (column: string, prefixes: string[]): void => {
    parts.push(`(${prefixes.map(() => `instr(${column}, ?) = 1`).join(' OR ')})`);
    params.push(...prefixes);
  };
  if (filter?.categories?.length) anyPrefix('stream_id', filter.categories.map((c) => `${c}-`));
  if (filter?.eventTypePrefixes?.length) anyPrefix('type', filter.eventTypePrefixes);
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
};
