/**
 * The one command the delivery worker issues: a 410 Gone switches the endpoint off, as an event on the
 * endpoint's stream (so the audit log shows it and the projection stops deliveries).
 */
import { type CommandMetadata, eventUpcasters, type UpcasterRegistry, webhookEndpointDecider, webhookStreamId } from '@profyle/domain';
import type { EventStore } from '@profyle/infrastructure';
import { decideOnStream } from '../consumer-runner/stream-commands';

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

export class EventStoreWebhookEndpointCommands implements WebhookEndpointCommands {
  constructor(
    private readonly events: EventStore,
    private readonly upcasters: UpcasterRegistry = eventUpcasters,
  ) {}

  async disableGone({ organisationId, endpointId, url, statusCode, at, causationId }: EndpointGone): Promise<void> {
    const metadata: CommandMetadata = { organisationId, actor: WEBHOOK_WORKER_ACTOR, correlationId: causationId, now: at.toISOString() };
    await decideOnStream(this.events, webhookStreamId(organisationId, endpointId), webhookEndpointDecider, { type: 'DisableWebhookEndpoint', data: { endpointId, reason: 'gone', url, statusCode }, metadata }, { causationId, upcasters: this.upcasters });
  }
}
