import type { ConfigureWebhookEndpoint } from '../webhook.commands';
import type { WebhookEndpointConfigured } from '../webhook.events';
import { assertValidEndpointId, normaliseWebhookEvents, type WebhookProblem, throwWebhookProblems, webhookEventProblems, webhookSecretProblem, webhookUrlProblem } from '../webhook.rules';
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERROR_MESSAGES } from '../webhook.messages';
import type { WebhookEndpointState } from '../webhook.state';

const sameEvents = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * Replaces the endpoint's configuration. An enabled endpoint needs an https URL (plain http only to a
 * loopback host under the development policy); a disabled one may keep its URL or have none. Saving
 * what is already saved records nothing; saving an endpoint a receiver switched off switches it back on.
 */
export const configureWebhookEndpoint = (command: ConfigureWebhookEndpoint, state: WebhookEndpointState): WebhookEndpointConfigured[] => {
  const { endpointId, enabled, urlPolicy } = command.data;
  const { metadata } = command;
  assertValidEndpointId(endpointId);
  const url = command.data.url.trim();
  const secret = command.data.secret.trim();

  const problems: WebhookProblem[] = [];
  if (url === '') {
    if (enabled) problems.push({ code: WEBHOOK_ERROR_CODES.urlRequired, path: 'url', msg: WEBHOOK_ERROR_MESSAGES.urlRequired });
  } else {
    const urlProblem = webhookUrlProblem(url, urlPolicy);
    if (urlProblem) problems.push(urlProblem);
  }
  const secretProblem = webhookSecretProblem(secret);
  if (secretProblem) problems.push(secretProblem);
  problems.push(...webhookEventProblems(command.data.events));
  throwWebhookProblems(problems);

  const events = normaliseWebhookEvents(command.data.events);
  const unchanged = state.status === 'configured' && state.enabled === enabled && state.url === url && state.secret === secret && sameEvents(state.events, events);
  if (unchanged) return [];
  return [
    {
      type: 'WebhookEndpointConfigured',
      data: { organisationId: metadata.organisationId, endpointId, enabled, url, secret, events, configuredAt: metadata.now, configuredBy: metadata.actor.userId },
    },
  ];
};
