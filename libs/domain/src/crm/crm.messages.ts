import { CRM_PROVIDER_LABELS, type CrmProvider } from './crm-providers';

/**
 * The CRM connection's error codes and messages. libs/contracts repeats the texts for the HTTP schemas
 * and the web; a contracts spec proves they match.
 */
export const CRM_ERROR_CODES = {
  providerUnknown: 'crm.provider_unknown',
  stateInvalid: 'crm.state_invalid',
  notConnected: 'crm.not_connected',
  settingUnknown: 'crm.setting_unknown',
  tokensMissing: 'crm.tokens_missing',
} as const;

export const CRM_ERROR_MESSAGES = {
  providerUnknown: 'Unknown integration',
  /** The state of a callback that is not this user's open install link of this organisation (used, expired, or foreign). */
  stateInvalid: 'This authentication link has expired or was already used. Please connect again.',
  notConnected: (provider: CrmProvider): string => `${CRM_PROVIDER_LABELS[provider]} is not connected`,
  settingUnknown: (setting: string): string => `Unknown setting: ${setting}`,
  tokensMissing: 'The provider answered without tokens',
} as const;
