import { assertNever, type CommandMetadata, type Decider, DomainError, streamId } from '../shared';
import type {
  ChangeCrmSetting,
  CompleteCrmAuthorisation,
  CrmConnectionCommand,
  DisconnectCrm,
  MarkCrmAuthorisationLost,
  RecordCrmTokensRefreshed,
  RequestCrmTestLead,
  StartCrmAuthorisation,
} from './crm.commands';
import type { CrmConnectionEvent } from './crm.events';
import { CRM_ERROR_CODES, CRM_ERROR_MESSAGES } from './crm.messages';
import { CRM_SETTINGS, type CrmProvider, type CrmSetting, isCrmProvider } from './crm-providers';
import { type CrmConnectionState, evolveCrmConnection, initialCrmConnectionState } from './crm.state';

export const CRM_STREAM_CATEGORY = 'crm';

/** `crm-<organisationId>-<provider>`: the provider never contains a hyphen, so it is everything after the last one. */
export const crmStreamId = (organisationId: string, provider: CrmProvider): string => {
  if (!isCrmProvider(provider)) throw new DomainError(CRM_ERROR_CODES.providerUnknown, CRM_ERROR_MESSAGES.providerUnknown, 'not_found');
  return streamId(CRM_STREAM_CATEGORY, `${organisationId}-${provider}`);
};

const actorOf = (metadata: CommandMetadata) => metadata.actor.userId;

const notConnected = (provider: CrmProvider) => new DomainError(CRM_ERROR_CODES.notConnected, CRM_ERROR_MESSAGES.notConnected(provider), 'rule');

const startAuthorisation = ({ data, metadata }: StartCrmAuthorisation): CrmConnectionEvent[] => [
  {
    type: 'CrmAuthorisationStarted',
    data: { organisationId: metadata.organisationId, provider: data.provider, stateHash: data.stateHash, userId: actorOf(metadata), startedAt: metadata.now, expiresAt: data.expiresAt },
  },
];

/**
 * A callback's state is good only as this user's open install link of this organisation's connection
 * to this provider, before it expires. Anything else (a second use, another admin, another
 * organisation's link, an old one) is the same refusal, so a caller learns nothing about other links.
 */
const completeAuthorisation = ({ data, metadata }: CompleteCrmAuthorisation, state: CrmConnectionState): CrmConnectionEvent[] => {
  const pending = state.pending.find((p) => p.stateHash === data.stateHash);
  if (!pending || pending.userId !== actorOf(metadata) || pending.expiresAt <= metadata.now || state.organisationId !== metadata.organisationId) {
    throw new DomainError(CRM_ERROR_CODES.stateInvalid, CRM_ERROR_MESSAGES.stateInvalid, 'validation', [{ path: 'state', msg: CRM_ERROR_MESSAGES.stateInvalid }]);
  }
  // The check before the code is exchanged: nothing to record yet.
  if (data.tokens === null) return [];
  if (data.tokens === '') throw new DomainError(CRM_ERROR_CODES.tokensMissing, CRM_ERROR_MESSAGES.tokensMissing, 'rule');
  return [
    {
      type: 'CrmConnected',
      data: {
        organisationId: metadata.organisationId,
        provider: data.provider,
        stateHash: data.stateHash,
        tokens: data.tokens,
        tokenType: data.tokenType,
        expiresAt: data.expiresAt,
        account: data.account,
        connectedAt: metadata.now,
        connectedBy: actorOf(metadata),
      },
    },
  ];
};

const recordRefresh = ({ data, metadata }: RecordCrmTokensRefreshed, state: CrmConnectionState): CrmConnectionEvent[] => {
  if (state.status !== 'connected') throw notConnected(data.provider);
  if (data.tokens === '') throw new DomainError(CRM_ERROR_CODES.tokensMissing, CRM_ERROR_MESSAGES.tokensMissing, 'rule');
  return [{ type: 'CrmTokensRefreshed', data: { organisationId: metadata.organisationId, provider: data.provider, tokens: data.tokens, expiresAt: data.expiresAt, refreshedAt: metadata.now } }];
};

/** Only a live connection can be lost; a second worker finding the same refusal records nothing. */
const markLost = ({ data, metadata }: MarkCrmAuthorisationLost, state: CrmConnectionState): CrmConnectionEvent[] =>
  state.status === 'connected' ? [{ type: 'CrmAuthorisationLost', data: { organisationId: metadata.organisationId, provider: data.provider, reason: data.reason, lostAt: metadata.now } }] : [];

/** Removing a connection that is not there changes nothing, so a repeated DELETE is harmless. */
const disconnect = ({ data, metadata }: DisconnectCrm, state: CrmConnectionState): CrmConnectionEvent[] =>
  state.status === 'connected' || state.status === 'lost'
    ? [{ type: 'CrmDisconnected', data: { organisationId: metadata.organisationId, provider: data.provider, disconnectedAt: metadata.now, disconnectedBy: actorOf(metadata) } }]
    : [];

const changeSetting = ({ data, metadata }: ChangeCrmSetting, state: CrmConnectionState): CrmConnectionEvent[] => {
  if (!CRM_SETTINGS[data.provider].includes(data.setting)) {
    const msg = CRM_ERROR_MESSAGES.settingUnknown(data.setting);
    throw new DomainError(CRM_ERROR_CODES.settingUnknown, msg, 'validation', [{ path: 'setting', msg }]);
  }
  if (state.createLead === data.value) return [];
  return [
    {
      type: 'CrmSettingChanged',
      data: { organisationId: metadata.organisationId, provider: data.provider, setting: data.setting as CrmSetting, value: data.value, changedAt: metadata.now, changedBy: actorOf(metadata) },
    },
  ];
};

const requestTestLead = ({ data, metadata }: RequestCrmTestLead, state: CrmConnectionState): CrmConnectionEvent[] => {
  if (state.status !== 'connected') throw notConnected(data.provider);
  return [{ type: 'CrmTestLeadRequested', data: { organisationId: metadata.organisationId, provider: data.provider, requestedAt: metadata.now, requestedBy: actorOf(metadata) } }];
};

export const decideCrmConnection = (command: CrmConnectionCommand, state: CrmConnectionState): CrmConnectionEvent[] => {
  if (!isCrmProvider(command.data.provider)) throw new DomainError(CRM_ERROR_CODES.providerUnknown, CRM_ERROR_MESSAGES.providerUnknown, 'not_found');
  switch (command.type) {
    case 'StartCrmAuthorisation':
      return startAuthorisation(command);
    case 'CompleteCrmAuthorisation':
      return completeAuthorisation(command, state);
    case 'RecordCrmTokensRefreshed':
      return recordRefresh(command, state);
    case 'MarkCrmAuthorisationLost':
      return markLost(command, state);
    case 'DisconnectCrm':
      return disconnect(command, state);
    case 'ChangeCrmSetting':
      return changeSetting(command, state);
    case 'RequestCrmTestLead':
      return requestTestLead(command, state);
    default:
      return assertNever(command);
  }
};

/**
 * One organisation's connection to one CRM. The install link's state is bound to the admin who opened
 * it and to this stream (so to the organisation and the provider), and is used up by the connection it
 * completes: a replayed callback, or one carried to another organisation or admin, is refused.
 */
export const crmConnectionDecider: Decider<CrmConnectionCommand, CrmConnectionEvent, CrmConnectionState> = {
  initialState: initialCrmConnectionState,
  evolve: evolveCrmConnection,
  decide: decideCrmConnection,
};
