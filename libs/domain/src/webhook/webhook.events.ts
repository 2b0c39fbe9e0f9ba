import type { DomainEvent } from '../shared';
import type { WebhookEventName } from './webhook-event-names';

/**
 * Stream of one webhook endpoint: `webhook-<organisationId>_<endpointId>`. Every configuration change
 * is an event, so the audit log shows who pointed the organisation's data where, and when.
 * Stored event types are never renamed.
 */
export type WebhookEndpointConfigured = DomainEvent<
  'WebhookEndpointConfigured',
  {
    organisationId: string;
    endpointId: string;
    enabled: boolean;
    /** '' only while the endpoint is disabled. */
    url: string;
    /** `whsec_` + base64; the organisation's admins may read it back. */
    secret: string;
    /** Subscribed event names, without repeats, in the spec's order. */
    events: WebhookEventName[];
    configuredAt: string;
    configuredBy: string;
  }
>;

/** Why an endpoint stopped receiving: `gone` is a 410 answer, the receiver's way of unsubscribing. */
export type WebhookDisableReason = 'gone';

export type WebhookEndpointDisabled = DomainEvent<
  'WebhookEndpointDisabled',
  {
    organisationId: string;
    endpointId: string;
    reason: WebhookDisableReason;
    /** The URL that answered, and its status code. */
    url: string;
    statusCode: number;
    disabledAt: string;
    disabledBy: string;
  }
>;

/** A signed `webhook.test` message was sent to `url` (the form's URL, which need not be saved yet). */
export type WebhookTestRequested = DomainEvent<
  'WebhookTestRequested',
  {
    organisationId: string;
    endpointId: string;
    messageId: string;
    url: string;
    requestedAt: string;
    requestedBy: string;
  }
>;

/**
 * A subscriber asked for the deliveries since a point in history (a time, or an event they received) to
 * be sent again to the endpoint, signed as usual and marked as replays.
 */
export type WebhookReplayRequested = DomainEvent<
  'WebhookReplayRequested',
  {
    organisationId: string;
    endpointId: string;
    replayId: string;
    /** Events that happened at or after this time... */
    fromTime: string | null;
    /** ...or from this event (a webhook-id the subscriber received) on, inclusive. */
    fromEventId: string | null;
    /** Which event names, all subscribed ones of the endpoint. */
    events: WebhookEventName[];
    requestedAt: string;
    requestedBy: string;
  }
>;

export type WebhookEndpointEvent = WebhookEndpointConfigured | WebhookEndpointDisabled | WebhookTestRequested | WebhookReplayRequested;

export const WEBHOOK_ENDPOINT_EVENT_TYPES: readonly WebhookEndpointEvent['type'][] = ['WebhookEndpointConfigured', 'WebhookEndpointDisabled', 'WebhookTestRequested', 'WebhookReplayRequested'];
