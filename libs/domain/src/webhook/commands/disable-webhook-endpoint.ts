import { DomainError } from '../../shared';
import type { DisableWebhookEndpoint } from '../webhook.commands';
import type { WebhookEndpointDisabled } from '../webhook.events';
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERROR_MESSAGES } from '../webhook.messages';
import type { WebhookEndpointState } from '../webhook.state';

/**
 * A receiver answered 410 Gone. Only the URL that answered loses its subscription: when an admin has
 * pointed the endpoint elsewhere (or switched it off) since that attempt began, nothing is recorded.
 */
export const disableWebhookEndpoint = (command: DisableWebhookEndpoint, state: WebhookEndpointState): WebhookEndpointDisabled[] => {
  if (state.status !== 'configured' || state.organisationId !== command.metadata.organisationId) {
    throw new DomainError(WEBHOOK_ERROR_CODES.notFound, WEBHOOK_ERROR_MESSAGES.notFound, 'not_found');
  }
  const { endpointId, reason, url, statusCode } = command.data;
  if (!state.enabled || state.url !== url) return [];
  const { metadata } = command;
  return [
    {
      type: 'WebhookEndpointDisabled',
      data: { organisationId: metadata.organisationId, endpointId, reason, url, statusCode, disabledAt: metadata.now, disabledBy: metadata.actor.userId },
    },
  ];
};
