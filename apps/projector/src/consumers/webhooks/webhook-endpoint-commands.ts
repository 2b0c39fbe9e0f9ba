/**
 * The one command the delivery worker issues: a 410 Gone switches the endpoint off, as an event on the
 * endpoint's stream (so the audit log shows it and the projection stops deliveries).
 *
 * The worker runs in the projector or workers process, which has no api and so no CommandShell; this
 * is the same load, fold, decide, append-with-expected-revision cycle, kept to the one decider it needs.
 */
import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  type EventMetadata,
  eventUpcasters,
  fold,
  type UpcasterRegistry,
  webhookEndpointDecider,
  type WebhookEndpointEvent,
  webhookStreamId,
} from '@profyle/domain';
import { type EventStore, WrongExpectedRevisionError } from '@profyle/infrastructure';

export interface EndpointGone {
  organisationId: string;
  endpointId: string;
  /** The URL that answered, and how. */
  url: string;
  statusCode: number;
  at: Date;
  /** The message whose delivery was answered 410. */
  causationId: string;
}

export interface WebhookEndpointCommands {
  disableGone(gone: EndpointGone): Promise<void>;
}

/** Who the audit log names for what the worker does. */
export const WEBHOOK_WORKER_ACTOR = { userId: 'system:webhooks' } as const;

const MAX_ATTEMPTS = 5;

export class EventStoreWebhookEndpointCommands implements WebhookEndpointCommands {
  constructor(
    private readonly events: EventStore,
    private readonly upcasters: UpcasterRegistry = eventUpcasters,
  ) {}

  async disableGone({ organisationId, endpointId, url, statusCode, at, causationId }: EndpointGone): Promise<void> {
    const stream = webhookStreamId(organisationId, endpointId);
    const metadata: CommandMetadata = { organisationId, actor: WEBHOOK_WORKER_ACTOR, correlationId: causationId, now: at.toISOString() };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const stored = (await this.events.readStream(stream)).map((e) => this.upcasters.upcast(e));
      const state = fold(webhookEndpointDecider, stored as unknown as WebhookEndpointEvent[]);
      const decided = webhookEndpointDecider.decide({ type: 'DisableWebhookEndpoint', data: { endpointId, reason: 'gone', url, statusCode }, metadata }, state);
      if (decided.length === 0) return;
      const eventMetadata = (type: string): EventMetadata => ({
        organisationId,
        actor: WEBHOOK_WORKER_ACTOR,
        correlationId: causationId,
        causationId,
        occurredAt: metadata.now,
        schemaVersion: this.upcasters.currentVersion(type),
      });
      const revision = stored.length ? stored[stored.length - 1].revision : 'no-stream';
      try {
        await this.events.append(stream, decided.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: eventMetadata(e.type) })), revision);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === MAX_ATTEMPTS) throw error;
      }
    }
  }
}
