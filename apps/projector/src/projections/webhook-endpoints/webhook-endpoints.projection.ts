import type { WebhookDisableReason, WebhookEndpointEvent, WebhookEventName } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * Every webhook endpoint's configuration: the settings page reads it, and the delivery worker reads it
 * to know which endpoints want an event, where it goes and which secret signs it.
 */
export interface WebhookEndpointDoc extends ReadDocument, WebhookEndpointFields {
  /** Revision of the endpoint's stream: the ETag of the settings. */
  revision: number;
}

interface WebhookEndpointFields {
  organisation_id: string;
  endpoint_id: string;
  /** False while only tests were sent from an unsaved form. */
  configured: boolean;
  enabled: boolean;
  url: string;
  secret: string;
  events: WebhookEventName[];
  disabled_reason: WebhookDisableReason | null;
  disabled_at: string | null;
  updated_at: string;
  updated_by: string;
}

export const webhookEndpointDocId = (organisationId: string, endpointId: string): string => `${organisationId}:${endpointId}`;

const unconfigured = (organisationId: string, endpointId: string, at: string, by: string): WebhookEndpointFields => ({
  organisation_id: organisationId,
  endpoint_id: endpointId,
  configured: false,
  enabled: false,
  url: '',
  secret: '',
  events: [],
  disabled_reason: null,
  disabled_at: null,
  updated_at: at,
  updated_by: by,
});

export const webhookEndpointsProjection: Projection<WebhookEndpointDoc> = {
  name: 'webhook-endpoints',
  version: 1,
  eventTypes: ['WebhookEndpointConfigured', 'WebhookEndpointDisabled', 'WebhookTestRequested', 'WebhookReplayRequested'],
  indexes: [{ fields: [['organisation_id', 1], ['enabled', 1]] }],
  documentId: (event) => {
    const data = event.data as { organisationId?: string; endpointId?: string };
    return data.organisationId && data.endpointId ? webhookEndpointDocId(data.organisationId, data.endpointId) : null;
  },
  evolve: (doc, recorded) => {
    const event = recorded as unknown as WebhookEndpointEvent;
    const revision = recorded.revision;
    switch (event.type) {
      case 'WebhookEndpointConfigured': {
        const { organisationId, endpointId, enabled, url, secret, events, configuredAt, configuredBy } = event.data;
        return {
          _id: webhookEndpointDocId(organisationId, endpointId),
          ...unconfigured(organisationId, endpointId, configuredAt, configuredBy),
          configured: true,
          enabled,
          url,
          secret,
          events,
          revision,
        };
      }
      case 'WebhookEndpointDisabled':
        return doc && { ...doc, enabled: false, disabled_reason: event.data.reason, disabled_at: event.data.disabledAt, revision };
      case 'WebhookTestRequested': {
        const { organisationId, endpointId, requestedAt, requestedBy } = event.data;
        return doc ? { ...doc, revision } : { _id: webhookEndpointDocId(organisationId, endpointId), ...unconfigured(organisationId, endpointId, requestedAt, requestedBy), revision };
      }
      case 'WebhookReplayRequested':
        // Only the revision moves (it is the settings' ETag): a replay changes no setting.
        return doc && { ...doc, revision };
      default:
        return doc;
    }
  },
};
