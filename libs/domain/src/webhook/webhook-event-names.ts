/**
 * The integration events an endpoint can subscribe to (spec 002 section 9) and the one event only a
 * test sends. The names are the CloudEvent `type` on the bus and the `type` of the webhook body.
 */
export const WEBHOOK_EVENT_NAMES = [
  'introduction.created',
  'profyle.visited',
  'profyle.created',
  'profyle.deleted',
  'subscription.allocated',
  'subscription.released',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

/** Sent by "Send test event"; never subscribable, never on the bus. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The endpoint every organisation's settings page opens (spec 002 section 2). */
export const DEFAULT_WEBHOOK_ENDPOINT_ID = 'default';

export const isWebhookEventName = (name: string): name is WebhookEventName => (WEBHOOK_EVENT_NAMES as readonly string[]).includes(name);
