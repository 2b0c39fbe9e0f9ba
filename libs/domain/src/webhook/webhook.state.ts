import { assertNever } from '../shared';
import type { WebhookEventName } from './webhook-event-names';
import type { WebhookDisableReason, WebhookEndpointEvent } from './webhook.events';

export interface WebhookEndpointState {
  status: 'absent' | 'configured';
  organisationId: string;
  endpointId: string;
  enabled: boolean;
  url: string;
  secret: string;
  events: WebhookEventName[];
  /** Why the endpoint was switched off by a receiver, until it is configured again. */
  disabledReason: WebhookDisableReason | null;
  lastTestMessageId: string | null;
  /** When the configuration last changed (saved, or switched off by a receiver). */
  updatedAt: string | null;
}

export const initialWebhookEndpointState = (): WebhookEndpointState => ({
  status: 'absent',
  organisationId: '',
  endpointId: '',
  enabled: false,
  url: '',
  secret: '',
  events: [],
  disabledReason: null,
  lastTestMessageId: null,
  updatedAt: null,
});

export const evolveWebhookEndpoint = (state: WebhookEndpointState, event: WebhookEndpointEvent): WebhookEndpointState => {
  switch (event.type) {
    case 'WebhookEndpointConfigured': {
      const { organisationId, endpointId, enabled, url, secret, events, configuredAt } = event.data;
      return { ...state, status: 'configured', organisationId, endpointId, enabled, url, secret, events, disabledReason: null, updatedAt: configuredAt };
    }
    case 'WebhookEndpointDisabled':
      return { ...state, enabled: false, disabledReason: event.data.reason, updatedAt: event.data.disabledAt };
    case 'WebhookTestRequested':
      return { ...state, organisationId: event.data.organisationId, endpointId: event.data.endpointId, lastTestMessageId: event.data.messageId };
    case 'WebhookReplayRequested':
      return state;
    default:
      return assertNever(event);
  }
};
