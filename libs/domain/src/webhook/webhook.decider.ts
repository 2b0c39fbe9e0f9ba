import { assertNever, type Decider, streamId } from '../shared';
import { configureWebhookEndpoint } from './commands/configure-webhook-endpoint';
import { disableWebhookEndpoint } from './commands/disable-webhook-endpoint';
import { requestWebhookTest } from './commands/request-webhook-test';
import { requestWebhookReplay } from './commands/request-webhook-replay';
import type { WebhookEndpointCommand } from './webhook.commands';
import type { WebhookEndpointEvent } from './webhook.events';
import { assertValidEndpointId } from './webhook.rules';
import { evolveWebhookEndpoint, initialWebhookEndpointState, type WebhookEndpointState } from './webhook.state';

export const WEBHOOK_STREAM_CATEGORY = 'webhook';

/** `webhook-<organisationId>_<endpointId>`; endpoint ids never contain `_`, so the pair is unambiguous. */
export const webhookStreamId = (organisationId: string, endpointId: string): string => {
  assertValidEndpointId(endpointId);
  return streamId(WEBHOOK_STREAM_CATEGORY, `${organisationId}_${endpointId}`);
};

export const decideWebhookEndpoint = (command: WebhookEndpointCommand, state: WebhookEndpointState): WebhookEndpointEvent[] => {
  switch (command.type) {
    case 'ConfigureWebhookEndpoint':
      return configureWebhookEndpoint(command, state);
    case 'DisableWebhookEndpoint':
      return disableWebhookEndpoint(command, state);
    case 'RequestWebhookTest':
      return requestWebhookTest(command, state);
    case 'RequestWebhookReplay':
      return requestWebhookReplay(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One webhook endpoint of one organisation: where its events go, signed with which secret, and which
 * events it wants. Deliveries and their logs are operational records kept by the delivery worker,
 * not events of this stream; only what changes the endpoint (a 410 switching it off) comes back here.
 */
export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookEndpointEvent, WebhookEndpointState> = {
  initialState: initialWebhookEndpointState,
  evolve: evolveWebhookEndpoint,
  decide: decideWebhookEndpoint,
};
