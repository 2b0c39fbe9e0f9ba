import { assertNever } from '../shared';
import type { CrmAccount, CrmConnectionEvent } from './crm.events';
import { CRM_PENDING_AUTHORISATIONS_MAX, type CrmProvider } from './crm-providers';

export interface PendingCrmAuthorisation {
  stateHash: string;
  userId: string;
  expiresAt: string;
}

/**
 * `connected`: tokens exist (the spec's "enabled when an access token exists"); `lost`: the provider
 * refused the refresh token, so the admin must connect again; `disconnected`: removed by an admin.
 */
export type CrmConnectionStatus = 'absent' | 'connected' | 'lost' | 'disconnected';

export interface CrmConnectionState {
  status: CrmConnectionStatus;
  organisationId: string;
  provider: CrmProvider | null;
  /** Open install links, newest last. */
  pending: PendingCrmAuthorisation[];
  tokens: string | null;
  tokenType: string | null;
  expiresAt: string | null;
  account: CrmAccount | null;
  createLead: boolean;
}

export const initialCrmConnectionState = (): CrmConnectionState => ({
  status: 'absent',
  organisationId: '',
  provider: null,
  pending: [],
  tokens: null,
  tokenType: null,
  expiresAt: null,
  account: null,
  createLead: false,
});

export const evolveCrmConnection = (state: CrmConnectionState, event: CrmConnectionEvent): CrmConnectionState => {
  const { organisationId, provider } = event.data;
  const base = { ...state, organisationId, provider };
  switch (event.type) {
    case 'CrmAuthorisationStarted': {
      const { stateHash, userId, expiresAt } = event.data;
      return { ...base, pending: [...state.pending, { stateHash, userId, expiresAt }].slice(-CRM_PENDING_AUTHORISATIONS_MAX) };
    }
    case 'CrmConnected': {
      const { stateHash, tokens, tokenType, expiresAt, account } = event.data;
      return { ...base, status: 'connected', pending: state.pending.filter((p) => p.stateHash !== stateHash), tokens, tokenType, expiresAt, account };
    }
    case 'CrmTokensRefreshed':
      return { ...base, tokens: event.data.tokens, expiresAt: event.data.expiresAt };
    case 'CrmAuthorisationLost':
      return { ...base, status: 'lost', tokens: null, expiresAt: null };
    case 'CrmDisconnected':
      return { ...base, status: 'disconnected', tokens: null, tokenType: null, expiresAt: null, account: null };
    case 'CrmSettingChanged':
      return { ...base, createLead: event.data.value };
    case 'CrmTestLeadRequested':
      return base;
    default:
      return assertNever(event);
  }
};
