/**
 * Replays of webhook deliveries from a point in history (a time, or an event the subscriber received):
 * the organisation's integration events since then are found in the event store (the log is the
 * history; the bus keeps only what it retains) and queued as deliveries beside the originals, each
 * signed as usual, with the original event's webhook-id and the body marked `replay`. The delivery
 * worker sends them on its next pass.
 */
import { isWebhookEventName, type RecordedEvent, type WebhookEventName } from '@profyle/domain';
import type { WebhookMessageBody } from '@profyle/contracts';
import type { EventStore, ReadStore } from '@profyle/infrastructure';
import { INTEGRATION_SOURCE_EVENT_TYPES, type IntegrationCloudEvent, toIntegrationEvent } from '../../integration/integration-event.mapping';
import { pendingDelivery, WEBHOOK_DELIVERY_COLLECTION, WEBHOOK_DELIVERY_INDEXES, type WebhookDeliveryDoc, webhookReplayDeliveryId } from './webhook-deliveries';

/** Deliveries one replay queues at most; the answer names the event to start the next one at. */
export const WEBHOOK_REPLAY_LIMIT = 1000;
const BATCH = 500;
/** Commands decided at nearly the same time may be logged a little out of time order: scan from this far before. */
const TIME_ORDER_MARGIN = 1000;

export interface ReplayFrom {
  organisationId: string;
  fromTime: string | null;
  fromEventId: string | null;
  events: readonly WebhookEventName[];
  limit?: number;
  upcast?: (event: RecordedEvent) => RecordedEvent;
}

export interface ReplayPlan {
  events: IntegrationCloudEvent[];
  /** More events followed: replay again from this one. */
  nextEventId: string | null;
}

/** The last global position before the first event at or after `time` (bisection: the log's times grow with its positions). */
const positionBefore = async (store: EventStore, time: string): Promise<number> => {
  let low = 0;
  let high = await store.headPosition();
  while (high - low > TIME_ORDER_MARGIN) {
    const middle = Math.floor((low + high) / 2);
    const [event] = await store.readAll({ after: middle, limit: 1 });
    if (!event || event.metadata.occurredAt >= time) high = middle;
    else low = event.position;
  }
  return Math.max(0, low - TIME_ORDER_MARGIN);
};

/** The organisation's events to replay, oldest first; null when the event to start from is not one of its events. */
export const planWebhookReplay = async (store: EventStore, from: ReplayFrom): Promise<ReplayPlan | null> => {
  const limit = from.limit ?? WEBHOOK_REPLAY_LIMIT;
  const upcast = from.upcast ?? ((event: RecordedEvent) => event);
  const filter = { eventTypePrefixes: [...INTEGRATION_SOURCE_EVENT_TYPES] };
  let after = from.fromTime ? await positionBefore(store, from.fromTime) : 0;
  let started = from.fromEventId === null;
  const found: IntegrationCloudEvent[] = [];
  for (;;) {
    const batch = await store.readAll({ after, limit: BATCH, filter });
    if (batch.length === 0) return started ? { events: found, nextEventId: null } : null;
    for (const recorded of batch) {
      after = recorded.position;
      const event = toIntegrationEvent(upcast(recorded));
      if (!event || event.organisationid !== from.organisationId) continue;
      if (!started) {
        if (event.id !== from.fromEventId) continue;
        started = true;
      }
      if (from.fromTime && event.time < from.fromTime) continue;
      // Only webhook events: the internal ones (contact.updated) are never delivered to subscribers.
      if (!isWebhookEventName(event.type) || !from.events.includes(event.type)) continue;
      if (found.length === limit) return { events: found, nextEventId: event.id };
      found.push(event);
    }
  }
};

/** Queues one replayed delivery per event to the endpoint; answers how many were new (a repeated call queues nothing twice). */
export const queueWebhookReplay = async (
  store: ReadStore,
  endpoint: { organisation_id: string; endpoint_id: string },
  replay: { replayId: string; requestedAt: string },
  events: readonly IntegrationCloudEvent[],
): Promise<number> => {
  const deliveries = store.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERY_COLLECTION, WEBHOOK_DELIVERY_INDEXES);
  let queued = 0;
  for (let start = 0; start < events.length; start += BATCH) {
    const slice = events.slice(start, start + BATCH);
    const { applied } = await deliveries.write(
      slice.map((event) => {
        const body: WebhookMessageBody = { type: event.type, timestamp: event.time, data: event.data, replay: { id: replay.replayId, requested_at: replay.requestedAt } };
        const id = webhookReplayDeliveryId(event.id, endpoint.endpoint_id, replay.replayId);
        return { kind: 'upsert' as const, version: 1, doc: pendingDelivery(id, endpoint, { messageId: event.id, event: event.type, body: JSON.stringify(body), replayId: replay.replayId }, replay.requestedAt) };
      }),
    );
    queued += applied;
  }
  return queued;
};
