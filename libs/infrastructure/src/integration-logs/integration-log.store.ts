/**
 * An integration's log: one entry per HTTP exchange with the outside (a webhook attempt, a CRM call),
 * per organisation and per integration (the webhook endpoint, the CRM). Written by whoever makes the
 * exchange, not projected from domain events: exchanges are operational records, and several per event
 * would swamp the event store. Reads show the latest 100, newest first, and never an entry past its
 * deleteAfter; purge() removes those for good (spec 002 section 9).
 */
import { randomBytes } from 'node:crypto';
import { type IntegrationLogPart, WEBHOOK_LOG_LIMIT } from '@profyle/contracts';
import type { Collection, ReadDocument, ReadStore } from '../read-store/read-store.port';

/** What every log entry has: the spec's log fields, and the message's sentences as data. */
export interface IntegrationLogFields {
  id: string;
  messageParts: IntegrationLogPart[] | null;
  timestamp: string;
  deleteAfter: string;
  request: unknown;
  response: unknown;
}

type LogDoc<E> = ReadDocument & E & { organisation_id: string } & Record<string, unknown>;

let sequence = 0;

/**
 * Ids sort by the exchange's time and then by a per-process sequence, so entries with the same
 * timestamp (a fake clock, or two exchanges within a millisecond) still list newest first.
 */
export const newLogId = (at: Date): string => {
  sequence = (sequence + 1) % 36 ** 6;
  return `log_${at.getTime().toString(36).padStart(10, '0')}${sequence.toString(36).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
};

export class IntegrationLogStore<E extends IntegrationLogFields> {
  private readonly logs: Collection<LogDoc<E>>;

  /** `scopeField` names the integration inside the organisation (`endpoint_id`, `provider`). */
  constructor(
    store: ReadStore,
    collection: string,
    private readonly scopeField: string,
  ) {
    this.logs = store.collection<LogDoc<E>>(collection, [{ fields: [['organisation_id', 1], [scopeField, 1], ['timestamp', -1]] }, { fields: [['deleteAfter', 1]] }]);
  }

  /** Written once; writing the same entry again changes nothing. */
  async record(organisationId: string, scope: string, entry: E): Promise<void> {
    await this.recordAll(organisationId, scope, [entry]);
  }

  async recordAll(organisationId: string, scope: string, entries: readonly E[]): Promise<void> {
    if (entries.length === 0) return;
    await this.logs.write(entries.map((entry) => ({ kind: 'upsert' as const, doc: { ...entry, _id: entry.id, organisation_id: organisationId, [this.scopeField]: scope } as LogDoc<E>, version: 1 })));
  }

  /** The latest entries of one integration, newest first, none past its deleteAfter, without request and response. */
  async latest(organisationId: string, scope: string, now: Date, limit = WEBHOOK_LOG_LIMIT): Promise<Omit<E, 'request' | 'response'>[]> {
    const docs = await this.logs.find(
      { organisation_id: organisationId, [this.scopeField]: scope, deleteAfter: { $gt: now.toISOString() } } as never,
      { sort: [['timestamp', -1], ['_id', -1]], limit: Math.min(limit, WEBHOOK_LOG_LIMIT) },
    );
    return docs.map((doc) => {
      const { request: _request, response: _response, ...summary } = this.entryOf(doc);
      return summary;
    });
  }

  async get(organisationId: string, scope: string, logId: string, now: Date): Promise<E | null> {
    const doc = await this.logs.get(logId);
    if (!doc || doc.organisation_id !== organisationId || doc[this.scopeField] !== scope || doc.deleteAfter <= now.toISOString()) return null;
    return this.entryOf(doc);
  }

  /** Removes every entry past its deleteAfter; answers how many. */
  async purge(now: Date, batch = 1000): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await this.logs.find({ deleteAfter: { $lte: now.toISOString() } } as never, { limit: batch });
      if (expired.length === 0) return removed;
      const { applied } = await this.logs.write(expired.map((doc) => ({ kind: 'delete' as const, id: doc._id, version: (doc._version ?? 1) + 1 })));
      removed += applied;
      // Another purge got there first: stop rather than read the same batch again.
      if (applied === 0) return removed;
    }
  }

  /** Entries stored before the message's parts were kept have none: null, so the answer's shape stays the same. */
  private entryOf(doc: LogDoc<E>): E {
    const { _id, _version, organisation_id: _organisation, [this.scopeField]: _scope, ...entry } = doc;
    return { ...entry, messageParts: doc.messageParts ?? null } as unknown as E;
  }
}
