import type { Command, CommandMetadata } from '../shared';
import type { CrmAccount } from './crm.events';
import type { CrmProvider } from './crm-providers';

/** Opens an install link: the api makes the state, hashes it and passes the hash in, as it does ids and time. */
export type StartCrmAuthorisation = Command<'StartCrmAuthorisation', { provider: CrmProvider; stateHash: string; expiresAt: string }, CommandMetadata>;

/**
 * The provider answered the install link with a code, which the api exchanged for tokens. Decided once
 * without tokens (`tokens: null`) before the exchange, so a replayed or foreign state never reaches the
 * provider, then again with the encrypted tokens.
 */
export type CompleteCrmAuthorisation = Command<
  'CompleteCrmAuthorisation',
  { provider: CrmProvider; stateHash: string; tokens: string | null; tokenType: string; expiresAt: string; account: CrmAccount },
  CommandMetadata
>;

export type RecordCrmTokensRefreshed = Command<'RecordCrmTokensRefreshed', { provider: CrmProvider; tokens: string; expiresAt: string }, CommandMetadata>;

export type MarkCrmAuthorisationLost = Command<'MarkCrmAuthorisationLost', { provider: CrmProvider; reason: string }, CommandMetadata>;

export type DisconnectCrm = Command<'DisconnectCrm', { provider: CrmProvider }, CommandMetadata>;

export type ChangeCrmSetting = Command<'ChangeCrmSetting', { provider: CrmProvider; setting: string; value: boolean }, CommandMetadata>;

export type RequestCrmTestLead = Command<'RequestCrmTestLead', { provider: CrmProvider }, CommandMetadata>;

export type CrmConnectionCommand =
  | StartCrmAuthorisation
  | CompleteCrmAuthorisation
  | RecordCrmTokensRefreshed
  | MarkCrmAuthorisationLost
  | DisconnectCrm
  | ChangeCrmSetting
  | RequestCrmTestLead;
