/**
 * The webhook log: one entry per HTTP attempt, per endpoint, written by whoever makes the attempt (the
 * delivery worker, the api's test send). The store is the shared integration log (integration-logs/).
 */
import { integrationLogMessage, type IntegrationLogPart, WEBHOOK_LOG_LIMIT, WEBHOOK_LOG_RETENTION_DAYS, type WebhookLogEntry, type WebhookLogSummary } from '@profyle/contracts';
import { IntegrationLogStore, newLogId } from '../integration-logs/integration-log.store';
import type { ReadDocument, ReadStore } from '../read-store/read-store.port';
import type { WebhookAttempt } from './webhook-sender';

/** A webhook log entry as stored. */
export interface WebhookLogDoc extends ReadDocument, WebhookLogEntry {
  organisation_id: string;
  endpoint_id: string;
}

export const WEBHOOK_LOG_COLLECTION = 'webhook_logs_v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Log ids: see newLogId. */
export const newWebhookLogId = newLogId;

export interface LogContext {
  organisationId: string;
  endpointId: string;
  messageId: string;
  event: string;
  attempt: number;
  at: Date;
}

/** The log entry of one attempt; `note`'s sentences follow the attempt's own (e.g. what the worker does next). */
export const webhookLogEntry = (attempt: WebhookAttempt, context: LogContext, note: readonly IntegrationLogPart[] = []): WebhookLogEntry => ({
  id: newWebhookLogId(context.at),
  timestamp: context.at.toISOString(),
  code: attempt.code,
  isOk: attempt.isOk,
  event: context.event,
  ...integrationLogMessage([...attempt.messageParts, ...note]),
  url: attempt.request.url,
  method: attempt.request.method,
  request: { headers: attempt.request.headers, body: attempt.request.body },
  response: attempt.response,
  deleteAfter: new Date(context.at.getTime() + WEBHOOK_LOG_RETENTION_DAYS * DAY_MS).toISOString(),
  messageId: context.messageId,
  attempt: context.attempt,
});

/** The webhook log: one entry per attempt, per endpoint (`endpoint_id`). */
export class WebhookLogStore extends IntegrationLogStore<WebhookLogEntry> {
  constructor(store: ReadStore) {
    super(store, WEBHOOK_LOG_COLLECTION, 'endpoint_id');
  }

  override latest(organisationId: string, endpointId: string, now: Date, limit = WEBHOOK_LOG_LIMIT): Promise<WebhookLogSummary[]> {
    return super.latest(organisationId, endpointId, now, limit);
  }
}
