import type { RequestWebhookTest } from '../webhook.commands';
import type { WebhookTestRequested } from '../webhook.events';
import { assertValidEndpointId, type WebhookProblem, throwWebhookProblems, webhookSecretProblem, webhookUrlProblem } from '../webhook.rules';
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERROR_MESSAGES } from '../webhook.messages';
import type { WebhookEndpointState } from '../webhook.state';

/**
 * A test may target the form's URL and secret before they are saved, so it needs no configured
 * endpoint; it follows the same URL and secret rules as a saved configuration.
 */
export const requestWebhookTest = (command: RequestWebhookTest, _state: WebhookEndpointState): WebhookTestRequested[] => {
  const { endpointId, messageId, urlPolicy } = command.data;
  const { metadata } = command;
  assertValidEndpointId(endpointId);
  const url = command.data.url.trim();
  const problems: WebhookProblem[] = [];
  const urlProblem = url === '' ? { code: WEBHOOK_ERROR_CODES.urlRequired, path: 'url', msg: WEBHOOK_ERROR_MESSAGES.urlRequired } : webhookUrlProblem(url, urlPolicy);
  if (urlProblem) problems.push(urlProblem);
  const secretProblem = webhookSecretProblem(command.data.secret.trim());
  if (secretProblem) problems.push(secretProblem);
  throwWebhookProblems(problems);
  return [
    {
      type: 'WebhookTestRequested',
      data: { organisationId: metadata.organisationId, endpointId, messageId, url, requestedAt: metadata.now, requestedBy: metadata.actor.userId },
    },
  ];
};
