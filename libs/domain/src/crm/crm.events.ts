import type { DomainEvent } from '../shared';
import type { CrmProvider, CrmSetting } from './crm-providers';

/**
 * Stream of one organisation's connection to one CRM: `crm-<organisationId>-<provider>`. Connecting,
 * refreshing and disconnecting are events, so the audit log shows who connected the organisation's
 * contacts to which CRM account, and when. Tokens are only ever stored encrypted (`tokens` is the
 * api's ciphertext of the access and refresh tokens); no event carries them in clear.
 */

/** An admin opened the provider's install link; `stateHash` is the SHA-256 of the link's state. */
export type CrmAuthorisationStarted = DomainEvent<
  'CrmAuthorisationStarted',
  { organisationId: string; provider: CrmProvider; stateHash: string; userId: string; startedAt: string; expiresAt: string }
>;

/** The account the tokens act for, as the provider names it. */
export interface CrmAccount {
  /** HubSpot's hub id, Pipedrive's company id. */
  id: string;
  /** HubSpot's hub domain, Pipedrive's company name. */
  name: string;
  /** Where the account's API is, when the provider says (Pipedrive's api_domain). */
  apiDomain?: string;
}

export type CrmConnected = DomainEvent<
  'CrmConnected',
  {
    organisationId: string;
    provider: CrmProvider;
    /** The state the provider answered with: used up by this connection. */
    stateHash: string;
    /** Ciphertext of { access_token, refresh_token }. */
    tokens: string;
    tokenType: string;
    /** When the access token expires. */
    expiresAt: string;
    account: CrmAccount;
    connectedAt: string;
    connectedBy: string;
  }
>;

export type CrmTokensRefreshed = DomainEvent<
  'CrmTokensRefreshed',
  { organisationId: string; provider: CrmProvider; tokens: string; expiresAt: string; refreshedAt: string }
>;

/** The provider refused the refresh token (revoked, or the app was uninstalled): the admin must connect again. */
export type CrmAuthorisationLost = DomainEvent<
  'CrmAuthorisationLost',
  { organisationId: string; provider: CrmProvider; reason: string; lostAt: string }
>;

export type CrmDisconnected = DomainEvent<'CrmDisconnected', { organisationId: string; provider: CrmProvider; disconnectedAt: string; disconnectedBy: string }>;

export type CrmSettingChanged = DomainEvent<
  'CrmSettingChanged',
  { organisationId: string; provider: CrmProvider; setting: CrmSetting; value: boolean; changedAt: string; changedBy: string }
>;

/** A test lead was sent to the CRM from the settings page. */
export type CrmTestLeadRequested = DomainEvent<'CrmTestLeadRequested', { organisationId: string; provider: CrmProvider; requestedAt: string; requestedBy: string }>;

export type CrmConnectionEvent =
  | CrmAuthorisationStarted
  | CrmConnected
  | CrmTokensRefreshed
  | CrmAuthorisationLost
  | CrmDisconnected
  | CrmSettingChanged
  | CrmTestLeadRequested;

export const CRM_CONNECTION_EVENT_TYPES: readonly CrmConnectionEvent['type'][] = [
  'CrmAuthorisationStarted',
  'CrmConnected',
  'CrmTokensRefreshed',
  'CrmAuthorisationLost',
  'CrmDisconnected',
  'CrmSettingChanged',
  'CrmTestLeadRequested',
];
