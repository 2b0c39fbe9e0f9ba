/**
 * The webhooks consumer as a process runs it: consumer group `webhooks` on the integration topic.
 * Its message handler only records deliveries (it returns in milliseconds, so the partition is never
 * held up by a slow subscriber); the dispatcher's scheduler, started beside it, makes the attempts.
 */
import { type EventStore, type HostLookup, INTEGRATION_TOPIC, type PublishedMessage, type ReadStore, WebhookLogStore, WebhookSender, WebhookUrlGuard } from '@profyle/infrastructure';
import { EventStoreWebhookEndpointCommands } from './webhook-endpoint-commands';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhook-dispatcher';

export const WEBHOOKS_CONSUMER_GROUP = 'webhooks';

export interface WebhooksWorkerSettings {
  /** The development setting WEBHOOKS_ALLOW_LOOPBACK (see WebhookUrlGuard). */
  allowLoopback: boolean;
  /** Per-attempt limit; 15 s unless a test shortens it. */
  timeoutMs?: number;
  lookup?: HostLookup;
  dispatcher?: WebhookDispatcherOptions;
}

export interface WebhooksWorker {
  dispatcher: WebhookDispatcher;
  sender: WebhookSender;
  logs: WebhookLogStore;
  /** What a consumer runner subscribes with. */
  consumer: { groupId: string; topics: string[]; handle(message: PublishedMessage): Promise<void> };
}

export const createWebhooksWorker = (stores: { readStore: ReadStore; eventStore: EventStore }, settings: WebhooksWorkerSettings): WebhooksWorker => {
  const guard = new WebhookUrlGuard({ allowLoopback: settings.allowLoopback, lookup: settings.lookup });
  const sender = new WebhookSender({ guard, timeoutMs: settings.timeoutMs });
  const logs = new WebhookLogStore(stores.readStore);
  const dispatcher = new WebhookDispatcher(
    { store: stores.readStore, sender, logs, endpointCommands: new EventStoreWebhookEndpointCommands(stores.eventStore) },
    settings.dispatcher,
  );
  return {
    dispatcher,
    sender,
    logs,
    consumer: {
      groupId: WEBHOOKS_CONSUMER_GROUP,
      topics: [INTEGRATION_TOPIC],
      handle: async (message) => {
        await dispatcher.handle(message.event);
      },
    },
  };
};
