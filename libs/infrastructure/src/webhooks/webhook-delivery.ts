/**
 * One attempt end to end: send the signed message, log what happened. The api's "Send test event" and
 * the delivery worker's scheduled attempts both go through here, so a test proves the real path.
 */
import type { IntegrationLogPart, WebhookLogEntry } from '@profyle/contracts';
import { type LogContext, webhookLogEntry, type WebhookLogStore } from './webhook-log.store';
import type { WebhookAttempt, WebhookSender } from './webhook-sender';

export interface AttemptRequest extends LogContext {
  url: string;
  secret: string;
  body: string;
}

export interface AttemptOutcome {
  attempt: WebhookAttempt;
  entry: WebhookLogEntry;
}

export const attemptWebhook = async (
  sender: WebhookSender,
  logs: WebhookLogStore,
  request: AttemptRequest,
  /** Sentences for the log about what follows this attempt (next retry, endpoint disabled). */
  note?: (attempt: WebhookAttempt) => readonly IntegrationLogPart[],
): Promise<AttemptOutcome> => {
  const attempt = await sender.send({ url: request.url, secret: request.secret, messageId: request.messageId, body: request.body, at: request.at });
  const entry = webhookLogEntry(attempt, request, note?.(attempt));
  await logs.record(request.organisationId, request.endpointId, entry);
  return { attempt, entry };
};
