import { CRM_CONNECTION_EVENT_TYPES, type CrmAccount, type CrmConnectionEvent, type CrmProvider } from '@profyle/domain';
import type { ReadDocument } from '@profyle/infrastructure';
import type { Projection } from '../../runner/projection';

/**
 * Each organisation's connection to each CRM: the settings page and the overview read it (never its
 * `tokens`), the sync reads it to know whether and as whom to call the CRM. `tokens` is the sealed
 * ciphertext from the events, never tokens in clear; it is dropped when the connection ends.
 */
export interface CrmConnectionDoc extends ReadDocument {
  organisation_id: string;
  provider: CrmProvider;
  status: 'absent' | 'connected' | 'lost' | 'disconnected';
  tokens: string | null;
  token_type: string | null;
  /** When the access token expires: the sync refreshes it before then. */
  expires_at: string | null;
  account: CrmAccount | null;
  create_lead: boolean;
  connected_at: string | null;
  connected_by: string | null;
  lost_reason: string | null;
  updated_at: string;
  /** Revision of the connection's stream: a refresh is appended with it. */
  revision: number;
}

export const crmConnectionDocId = (organisationId: string, provider: CrmProvider): string => `${organisationId}:${provider}`;

const blank = (organisationId: string, provider: CrmProvider, at: string): CrmConnectionDoc => ({
  _id: crmConnectionDocId(organisationId, provider),
  organisation_id: organisationId,
  provider,
  status: 'absent',
  tokens: null,
  token_type: null,
  expires_at: null,
  account: null,
  create_lead: false,
  connected_at: null,
  connected_by: null,
  lost_reason: null,
  updated_at: at,
  revision: 0,
});

const whenOf = (event: CrmConnectionEvent): string => {
  switch (event.type) {
    case 'CrmAuthorisationStarted':
      return event.data.startedAt;
    case 'CrmConnected':
      return event.data.connectedAt;
    case 'CrmTokensRefreshed':
      return event.data.refreshedAt;
    case 'CrmAuthorisationLost':
      return event.data.lostAt;
    case 'CrmDisconnected':
      return event.data.disconnectedAt;
    case 'CrmSettingChanged':
      return event.data.changedAt;
    case 'CrmTestLeadRequested':
      return event.data.requestedAt;
  }
};

export const crmConnectionsProjection: Projection<CrmConnectionDoc> = {
  name: 'crm-connections',
  version: 1,
  eventTypes: CRM_CONNECTION_EVENT_TYPES,
  indexes: [{ fields: [['organisation_id', 1]] }],
  documentId: (event) => {
    const data = event.data as { organisationId?: string; provider?: CrmProvider };
    return data.organisationId && data.provider ? crmConnectionDocId(data.organisationId, data.provider) : null;
  },
  evolve: (doc, recorded): CrmConnectionDoc | null => {
    const event = recorded as unknown as CrmConnectionEvent;
    const { organisationId, provider } = event.data;
    const at = whenOf(event);
    const current: CrmConnectionDoc = { ...(doc ?? blank(organisationId, provider, at)), revision: recorded.revision };
    switch (event.type) {
      case 'CrmAuthorisationStarted':
      case 'CrmTestLeadRequested':
        return current;
      case 'CrmConnected': {
        const { tokens, tokenType, expiresAt, account, connectedAt, connectedBy } = event.data;
        return { ...current, status: 'connected', tokens, token_type: tokenType, expires_at: expiresAt, account, connected_at: connectedAt, connected_by: connectedBy, lost_reason: null, updated_at: at };
      }
      case 'CrmTokensRefreshed':
        return { ...current, tokens: event.data.tokens, expires_at: event.data.expiresAt, updated_at: at };
      case 'CrmAuthorisationLost':
        return { ...current, status: 'lost', tokens: null, expires_at: null, lost_reason: event.data.reason, updated_at: at };
      case 'CrmDisconnected':
        return { ...current, status: 'disconnected', tokens: null, token_type: null, expires_at: null, account: null, lost_reason: null, updated_at: at };
      case 'CrmSettingChanged':
        return { ...current, create_lead: event.data.value, updated_at: at };
      default:
        return doc;
    }
  },
};
