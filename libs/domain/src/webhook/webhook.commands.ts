import type { Command, CommandMetadata } from '../shared';
import type { WebhookUrlPolicy } from './webhook.rules';
import type { WebhookDisableReason } from './webhook.events';

/**
 * Saves the whole configuration of an endpoint of the organisation in `metadata`. The secret is never
 * generated here: the api generates one for a blank field and passes it in, as it does ids and time.
 */
export type ConfigureWebhookEndpoint = Command<
  'ConfigureWebhookEndpoint',
  { endpointId: string; enabled: boolean; url: string; secret: string; events: string[]; urlPolicy: WebhookUrlPolicy },
  CommandMetadata
>;

/** Issued by the delivery worker when `url` answered `statusCode` (410 Gone). */
export type DisableWebhookEndpoint = Command<
  'DisableWebhookEndpoint',
  { endpointId: string; reason: WebhookDisableReason; url: string; statusCode: number },
  CommandMetadata
>;

/** Records a test send; the secret is checked but, like every secret outside configuration, not stored. */
export type RequestWebhookTest = Command<
  'RequestWebhookTest',
  { endpointId: string; messageId: string; url: string; secret: string; urlPolicy: WebhookUrlPolicy },
  CommandMetadata
>;

/** Replay deliveries from a point in history: exactly one of a time or an event id; events default to the subscribed ones. */
export type RequestWebhookReplay = Command<
  'RequestWebhookReplay',
  { endpointId: string; replayId: string; fromTime: string | null; fromEventId: string | null; events: string[] },
  CommandMetadata
>;

export type WebhookEndpointCommand = ConfigureWebhookEndpoint | DisableWebhookEndpoint | RequestWebhookTest | RequestWebhookReplay;
