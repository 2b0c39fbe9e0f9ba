/**
 * The delivery worker on real adapters for the webhook suites: an in-memory SQLite event store, an
 * in-memory embedded read store, the webhook-endpoints projection running, and a fake clock.
 */
import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  eventUpcasters,
  fold,
  webhookEndpointDecider,
  type WebhookEndpointEvent,
  type WebhookEventName,
  webhookStreamId,
} from '@profyle/domain';
import { type CloudEvent, EmbeddedReadStore, generateWebhookSecret, SqliteEventStore } from '@profyle/infrastructure';
import { ProjectionRunner, webhookEndpointsProjection } from '@profyle/projector';
import { createWebhooksWorker, type WebhooksWorker, type WebhooksWorkerSettings } from '@profyle/projector/consumers/webhooks';

export interface EndpointSettings {
  url: string;
  events: WebhookEventName[];
  enabled?: boolean;
  secret?: string;
}

export interface WebhookWorld {
  eventStore: SqliteEventStore;
  readStore: EmbeddedReadStore;
  worker: WebhooksWorker;
  /** The fake clock every component reads. */
  now(): Date;
  advance(ms: number): void;
  setNow(at: Date): void;
  /** Saves an endpoint through the decider (dev URL policy) and waits until the projection shows it. */
  configure(organisationId: string, endpointId: string, settings: EndpointSettings): Promise<string>;
  /** Waits until the projection has read everything in the log. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export const startWebhookWorld = async (settings: Partial<WebhooksWorkerSettings> = {}): Promise<WebhookWorld> => {
  const eventStore = new SqliteEventStore({ file: ':memory:', pollIntervalMs: 20 });
  const readStore = new EmbeddedReadStore({ file: ':memory:' });
  const runner = new ProjectionRunner(eventStore, readStore, [webhookEndpointsProjection], { upcast: eventUpcasters.upcast.bind(eventUpcasters) });
  await runner.start();
  let current = new Date();
  const clock = () => new Date(current.getTime());
  const worker = createWebhooksWorker(
    { readStore, eventStore },
    { allowLoopback: true, timeoutMs: 500, ...settings, dispatcher: { clock, intervalMs: 10, ...settings.dispatcher } },
  );

  const settle = async () => {
    const head = await eventStore.headPosition();
    if (!(await runner.waitFor(head, 5000))) throw new Error('projection did not catch up');
  };

  return {
    eventStore,
    readStore,
    worker,
    now: clock,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    setNow: (at) => {
      current = new Date(at.getTime());
    },
    configure: async (organisationId, endpointId, { url, events, enabled = true, secret = generateWebhookSecret() }) => {
      const stream = webhookStreamId(organisationId, endpointId);
      const stored = await eventStore.readStream(stream);
      const state = fold(webhookEndpointDecider, stored as unknown as WebhookEndpointEvent[]);
      const metadata: CommandMetadata = { organisationId, actor: { userId: 'admin' }, correlationId: randomUUID(), now: clock().toISOString() };
      const decided = webhookEndpointDecider.decide(
        { type: 'ConfigureWebhookEndpoint', data: { endpointId, enabled, url, secret, events, urlPolicy: { allowLoopbackHttp: true } }, metadata },
        state,
      );
      await eventStore.append(
        stream,
        decided.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: { organisationId, actor: metadata.actor, correlationId: metadata.correlationId, causationId: metadata.correlationId, occurredAt: metadata.now, schemaVersion: 1 },
        })),
        stored.length ? stored[stored.length - 1].revision : 'no-stream',
      );
      await settle();
      return secret;
    },
    settle,
    close: async () => {
      await worker.dispatcher.stop();
      await runner.stop();
      await eventStore.close();
      await readStore.close();
    },
  };
};

/** An integration event as the publisher puts it on the bus. */
export const integrationEvent = (organisationId: string, type: string, data: unknown = { person_id: randomUUID() }, id: string = randomUUID()): CloudEvent => ({
  specversion: '1.0',
  id,
  source: `/organisations/${organisationId}`,
  type,
  time: new Date().toISOString(),
  datacontenttype: 'application/json',
  organisationid: organisationId,
  data,
});
