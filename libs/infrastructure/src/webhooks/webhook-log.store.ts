/**
 * The webhook log: one entry per HTTP attempt, per endpoint. Written by whoever makes the attempt (the
 * delivery worker, the api's test send), not projected from domain events: attempts are operational
 * records, and up to eight per event would swamp the event store. Reads show the latest 100, newest
 * first, and never an entry past its deleteAfter; purge() removes those for good.
 */
import { randomBytes } from 'node:crypto';
import { WEBHOOK_LOG_LIMIT, WEBHOOK_LOG_RETENTION_DAYS, type WebhookLogEntry, type WebhookLogSummary } from '@profyle/contracts';
import type { Collection, ReadDocument, ReadStore } from '../read-store/read-store.port';
import type { WebhookAttempt } from './webhook-sender';

export interface WebhookLogDoc extends ReadDocument, WebhookLogEntry {
  organisation_id: string;
  endpoint_id: string;
}

export const WEBHOOK_LOG_COLLECTION = 'webhook_logs_v1';
const DAY_MS = 24 * 60 * 60 * 1000;

let sequence = 0;

/**
 * Ids sort by the attempt's time and then by a per-process sequence, so entries with the same
 * timestamp (a fake clock, or two attempts within a millisecond) still list newest first.
 */
export const newWebhookLogId = (at: Date): string => {
  sequence = (sequence + 1) % 36 ** 6;
  return `log_${at.getTime().toString(36).padStart(10, '0')}${sequence.toString(36).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
};

export interface LogContext {
  organisationId: string;
  endpointId: string;
  messageId: string;
  event: string;
  attempt: number;
  at: Date;
}

/** The log entry of one attempt; `note` is added to the message (e.g. what the worker does next). */
export const webhookLogEntry = (attempt: WebhookAttempt, context: LogContext, note?: string): WebhookLogEntry => ({
  id: newWebhookLogId(context.at),
  timestamp: context.at.toISOString(),
  code: attempt.code,
  isOk: attempt.isOk,
  event: context.event,
  message: note ? `${attempt.message}. ${note}` : attempt.message,
  url: attempt.request.url,
  method: attempt.request.method,
  request: { headers: attempt.request.headers, body: attempt.request.body },
  response: attempt.response,
  deleteAfter: new Date(context.at.getTime() + WEBHOOK_LOG_RETENTION_DAYS * DAY_MS).toISOString(),
  messageId: context.messageId,
  attempt: context.attempt,
});

const entryOf = (doc: WebhookLogDoc): WebhookLogEntry => {
  const { _id, _version, organisation_id: _organisation, endpoint_id: _endpoint, ...entry } = doc;
  return entry;
};

const summaryOf = (doc: WebhookLogDoc): WebhookLogSummary => {
  const { request: _request, response: _response, ...summary } = entryOf(doc);
  return summary;
};

export class WebhookLogStore {
  private readonly logs: Collection<WebhookLogDoc>;

  constructor(store: ReadStore) {
    this.logs = store.collection<WebhookLogDoc>(WEBHOOK_LOG_COLLECTION, [
      { fields: [['organisation_id', 1], ['endpoint_id', 1], ['timestamp', -1]] },
      { fields: [['deleteAfter', 1]] },
    ]);
  }

  /** Written once; writing the same entry again changes nothing. */
  async record(organisationId: string, endpointId: string, entry: WebhookLogEntry): Promise<void> {
    await this.logs.write([{ kind: 'upsert', doc: { ...entry, _id: entry.id, organisation_id: organisationId, endpoint_id: endpointId }, version: 1 }]);
  }

  /** The latest entries of an endpoint, newest first, none past its deleteAfter. */
  async latest(organisationId: string, endpointId: string, now: Date, limit = WEBHOOK_LOG_LIMIT): Promise<WebhookLogSummary[]> {
    const docs = await this.logs.find(
      { organisation_id: organisationId, endpoint_id: endpointId, deleteAfter: { $gt: now.toISOString() } },
      { sort: [['timestamp', -1], ['_id', -1]], limit: Math.min(limit, WEBHOOK_LOG_LIMIT) },
    );
    return docs.map(summaryOf);
  }

  async get(organisationId: string, endpointId: string, logId: string, now: Date): Promise<WebhookLogEntry | null> {
    const doc = await this.logs.get(logId);
    if (!doc || doc.organisation_id !== organisationId || doc.endpoint_id !== endpointId || doc.deleteAfter <= now.toISOString()) return null;
    return entryOf(doc);
  }

  /** Removes every entry past its deleteAfter; answers how many. */
  async purge(now: Date, batch = 1000): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await this.logs.find({ deleteAfter: { $lte: now.toISOString() } }, { limit: batch });
      if (expired.length === 0) return removed;
      const { applied } = await this.logs.write(expired.map((doc) => ({ kind: 'delete' as const, id: doc._id, version: (doc._version ?? 1) + 1 })));
      removed += applied;
      // Another purge got there first: stop rather than read the same batch again.
      if (applied === 0) return removed;
    }
  }
}
