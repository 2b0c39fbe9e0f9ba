import type { RecordedEvent } from '@profyle/domain';
import type { LogFilter, OrganisationLogFilter } from '../event-store.port';

/**
 * The audit indexes: an organisation's history newest first, and a correlation's events, without a scan
 * of the log. Expression indexes on the metadata JSON; queries must use these exact expressions.
 */
export const ORGANISATION_OF = "json_extract(metadata, '$.organisationId')";
export const CORRELATION_OF = "json_extract(metadata, '$.correlationId')";

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
CREATE INDEX IF NOT EXISTS events_by_organisation ON events (${ORGANISATION_OF}, position);
CREATE INDEX IF NOT EXISTS events_by_correlation ON events (${CORRELATION_OF}, position);
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

/** The organisation history's filter as SQL, after the indexed `organisation = ? AND position < ?`. */
export const organisationLogClause = (filter: OrganisationLogFilter | undefined): { sql: string; params: (string | number)[] } => {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (filter?.types?.length) {
    parts.push(`type IN (${filter.types.map(() => '?').join(', ')})`);
    params.push(...filter.types);
  }
  if (filter?.categories?.length) {
    parts.push(`(${filter.categories.map(() => 'instr(stream_id, ?) = 1').join(' OR ')})`);
    params.push(...filter.categories.map((c) => `${c}-`));
  }
  if (filter?.streamId) {
    parts.push('stream_id = ?');
    params.push(filter.streamId);
  }
  if (filter?.actorUserId) {
    parts.push("json_extract(metadata, '$.actor.userId') = ?");
    params.push(filter.actorUserId);
  }
  if (filter?.actorEmail) {
    parts.push("instr(lower(json_extract(metadata, '$.actor.email')), ?) > 0");
    params.push(filter.actorEmail.toLowerCase());
  }
  if (filter?.from) {
    parts.push("json_extract(metadata, '$.occurredAt') >= ?");
    params.push(filter.from);
  }
  if (filter?.to) {
    parts.push("json_extract(metadata, '$.occurredAt') <= ?");
    params.push(filter.to);
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
};
