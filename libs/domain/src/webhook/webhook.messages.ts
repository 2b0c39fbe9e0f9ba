/**
 * The webhook endpoint's error codes and messages. libs/contracts holds the same texts for the HTTP
 * schemas and the web; a contracts spec proves they match.
 */
export const WEBHOOK_ERROR_CODES = {
  endpointIdInvalid: 'webhook.endpoint_id_invalid',
  notFound: 'webhook.not_found',
  urlRequired: 'webhook.url_required',
  urlInvalid: 'webhook.url_invalid',
  urlHttps: 'webhook.url_https',
  secretRequired: 'webhook.secret_required',
  secretInvalid: 'webhook.secret_invalid',
  eventUnknown: 'webhook.event_unknown',
  replayNotEnabled: 'webhook.replay_not_enabled',
  replayFromRequired: 'webhook.replay_from_required',
  replayFromInvalid: 'webhook.replay_from_invalid',
  replayEventNotSubscribed: 'webhook.replay_event_not_subscribed',
} as const;

export const WEBHOOK_ERROR_MESSAGES = {
  endpointIdInvalid: 'Webhook id must be 1 to 64 letters, digits or hyphens',
  notFound: 'Webhook not found',
  urlRequired: 'Webhook URL is required',
  urlInvalid: 'Webhook URL is not a valid URL',
  urlHttps: 'Webhook URL must start with https://',
  secretRequired: 'Webhook secret is required',
  secretInvalid: 'Webhook secret must be whsec_ followed by a base64 key of 24 to 64 bytes',
  eventUnknown: (name: string): string => `Unknown webhook event: ${name}`,
  replayNotEnabled: 'Only an enabled webhook with a URL can replay deliveries',
  replayFromRequired: 'Choose where the replay starts: a time or an event id',
  replayFromInvalid: 'The replay must start at a time in the past',
  replayEventNotSubscribed: (name: string): string => `The webhook is not subscribed to ${name}`,
} as const;
