/**
 * Durable delivery records: one per (event, endpoint), created when an integration event arrives and
 * moved along by the scheduler. The record is the retry state, so a restart loses nothing, and its id
 * `<eventId>:<endpointId>` makes a redelivered event a no-op.
 */
import type { ReadDocument } from '@profyle/infrastructure';

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookDeliveryDoc extends ReadDocument {
  organisation_id: string;
  endpoint_id: string;
  /** `webhook-id`: the CloudEvent id, the same on every attempt. */
  message_id: string;
  /** The webhook event name. */
  event: string;
  /** The exact JSON body, fixed when the event arrived so every attempt signs the same bytes. */
  body: string;
  status: DeliveryStatus;
  /** Attempts made so far. */
  attempts: number;
  /** When a pending delivery is due. */
  next_attempt_at: string | null;
  /** A `sending` delivery whose worker died is taken over after this. */
  lease_until: string | null;
  last_code: number | null;
  last_log_id: string | null;
  /** Why it ended, in words, once it has. */
  outcome: string | null;
  created_at: string;
  finished_at: string | null;
  /** Set on a replayed delivery: the replay it belongs to. */
  replay_id?: string | null;
}

export const WEBHOOK_DELIVERY_COLLECTION = 'webhook_deliveries_v1';

export const webhookDeliveryId = (eventId: string, endpointId: string): string => `${eventId}:${endpointId}`;
/** A replay's delivery of an event: beside the original one, once per replay. */
export const webhookReplayDeliveryId = (eventId: string, endpointId: string, replayId: string): string => `${eventId}:${endpointId}:${replayId}`;

/** A delivery due now of `body` (the exact JSON to sign) for one endpoint. */
export const pendingDelivery = (
  id: string,
  endpoint: { organisation_id: string; endpoint_id: string },
  message: { messageId: string; event: string; body: string; replayId?: string },
  now: string,
): WebhookDeliveryDoc => ({
  _id: id,
  organisation_id: endpoint.organisation_id,
  endpoint_id: endpoint.endpoint_id,
  message_id: message.messageId,
  event: message.event,
  body: message.body,
  status: 'pending',
  attempts: 0,
  next_attempt_at: now,
  lease_until: null,
  last_code: null,
  last_log_id: null,
  outcome: null,
  created_at: now,
  finished_at: null,
  ...(message.replayId ? { replay_id: message.replayId } : {}),
});

export const WEBHOOK_DELIVERY_INDEXES = [
  { fields: [['status', 1], ['next_attempt_at', 1]] as [string, 1 | -1][] },
  { fields: [['status', 1], ['lease_until', 1]] as [string, 1 | -1][] },
  { fields: [['finished_at', 1]] as [string, 1 | -1][] },
];
