/**
 * CRM integrations (spec 002 sections 2, 3, 4, 7, 8 and 9): the OAuth callback and settings bodies, the
 * connection as the screens show it (never a token), the CRM logs, and every text the screens show.
 */
import { z } from 'zod';
import { CRM_ERROR_MESSAGES, CRM_PROVIDER_LABELS, CRM_PROVIDERS, type CrmProvider } from '@profyle/domain';
import { boundedString, requiredBoundedText, TEXT_LIMITS } from './text-rules';
import { integrationLogPartsSchema, WEBHOOK_LOG_LIMIT, WEBHOOK_LOG_RETENTION_DAYS, type WebhookLogEntry } from './webhooks';

export { CRM_PROVIDERS, CRM_PROVIDER_LABELS, type CrmProvider } from '@profyle/domain';

export const CRM_MESSAGES = {
  /** Spec 002 section 8, as worded there (the Pipedrive text is also the HubSpot removal's: a copy slip kept). */
  updateError: 'Error updating Pipedrive integration',
  triggerError: (provider: CrmProvider): string => `Error triggering ${CRM_PROVIDER_LABELS[provider]} integration`,
  userDenied: 'Authentication permission was not granted',
  unknownAuthError: 'Unknown error with Authentication',
  noCode: 'No authentication code provided',
  noLogs: 'No logs available',
  settingError: 'Error updating setting',
  settingUpdated: 'Setting updated successfully',
  /** Not shown in the spec; worded in the same style. */
  connected: (provider: CrmProvider): string => `${CRM_PROVIDER_LABELS[provider]} connected`,
  disconnected: (provider: CrmProvider): string => `${CRM_PROVIDER_LABELS[provider]} disconnected`,
  testSent: (provider: CrmProvider): string => `Test lead sent to ${CRM_PROVIDER_LABELS[provider]}`,
  codeRefused: (provider: CrmProvider): string => `${CRM_PROVIDER_LABELS[provider]} refused the authentication code. Please connect again.`,
  unreachable: (provider: CrmProvider): string => `${CRM_PROVIDER_LABELS[provider]} could not be reached. Please try again.`,
  logNotFound: 'Log not found',
  providerUnknown: CRM_ERROR_MESSAGES.providerUnknown,
  stateInvalid: CRM_ERROR_MESSAGES.stateInvalid,
  notConnected: CRM_ERROR_MESSAGES.notConnected,
  settingUnknown: CRM_ERROR_MESSAGES.settingUnknown,
  stateRequired: 'Authentication state is required',
  valueInvalid: 'value must be true or false',
} as const;

/** Spec 002 section 9: the same limits as the webhook logs. */
export const CRM_LOG_LIMIT = WEBHOOK_LOG_LIMIT;
export const CRM_LOG_RETENTION_DAYS = WEBHOOK_LOG_RETENTION_DAYS;

/** `:provider` of the /oauth/{provider} and /integrations/{provider} routes. */
export const crmProviderSchema = z.enum(CRM_PROVIDERS, { error: CRM_MESSAGES.providerUnknown });

/** POST /v1/enterprise/{orgId}/oauth/{provider} {code, state}: what the provider's callback brought back. */
export const oauthCallbackBodySchema = z.object({
  code: requiredBoundedText(CRM_MESSAGES.noCode, { label: 'Code', max: TEXT_LIMITS.url }),
  state: requiredBoundedText(CRM_MESSAGES.stateRequired, { label: 'State', max: TEXT_LIMITS.token }),
});
export type OAuthCallbackBody = z.output<typeof oauthCallbackBodySchema>;

/** PATCH /v1/enterprise/{orgId}/integrations/hubspot {setting, value}. */
export const crmSettingBodySchema = z.object({
  setting: boundedString({ label: 'Setting', max: 100 }),
  value: z.boolean({ error: CRM_MESSAGES.valueInvalid }),
});
export type CrmSettingBody = z.output<typeof crmSettingBodySchema>;

export type CrmConnectionStatusView = 'connected' | 'disconnected' | 'lost';

/** A connection as the screens show it: whether it is connected, to which account, by whom. Never a token. */
export interface CrmConnectionView {
  provider: CrmProvider;
  /** The spec's "enabled when an access token exists". */
  connected: boolean;
  /** `lost`: the CRM refused the saved authorisation; the admin must connect again. */
  status: CrmConnectionStatusView;
  account: { id: string; name: string } | null;
  connected_at: string | null;
  connected_by: string | null;
  /** Why the authorisation was lost, as the CRM said. */
  lost_reason: string | null;
  settings: { create_lead: boolean };
  /** The connection talks to the local stand-in (no account): where its records can be seen. */
  stand_in_url: string | null;
  updated_at: string | null;
}

/** POST /v1/enterprise/{orgId}/oauth/{provider}/authorize: the install link to send the admin to. */
export interface CrmInstallLink {
  url: string;
  expires_at: string;
}

/** POST .../integrations/{provider}/test: how the test lead went, and its log entries. */
export interface CrmTestResult {
  success: boolean;
  message: string;
  log_ids: string[];
}

/** One HTTP exchange with the CRM, as its log keeps it (spec 002 section 3); `messageId` is the integration event's id. */
export type CrmLogEntry = Omit<WebhookLogEntry, 'method'> & { method: string };
export type CrmLogSummary = Omit<CrmLogEntry, 'request' | 'response'>;
export interface CrmLogList {
  data: CrmLogSummary[];
  total: number;
}

/** GET /v1/enterprise/{orgId}/integrations: every card of /portal/integrations in one call. */
export interface IntegrationsOverview {
  crm: CrmConnectionView[];
  webhooks: { id: string; enabled: boolean; url: string }[];
  /** features.exchange.bcc: '' when off. */
  bcc: string;
  /** ga4id: '' when off. */
  ga4id: string;
}

const crmConnectionShape = {
  provider: z.enum(CRM_PROVIDERS),
  connected: z.boolean(),
  status: z.enum(['connected', 'disconnected', 'lost']),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  connected_at: z.string().nullable(),
  connected_by: z.string().nullable(),
  lost_reason: z.string().nullable(),
  settings: z.object({ create_lead: z.boolean() }),
  stand_in_url: z.string().nullable(),
  updated_at: z.string().nullable(),
};
export const crmConnectionViewSchema = z.strictObject(crmConnectionShape).meta({ id: 'CrmConnection' }) satisfies z.ZodType<CrmConnectionView>;
export const crmInstallLinkSchema = z.object({ url: z.string(), expires_at: z.string() }) satisfies z.ZodType<CrmInstallLink>;
export const crmTestResultSchema = z.object({ success: z.boolean(), message: z.string(), log_ids: z.array(z.string()) }) satisfies z.ZodType<CrmTestResult>;
const crmLogSummaryShape = {
  id: z.string(),
  timestamp: z.string(),
  code: z.number().int(),
  isOk: z.boolean(),
  event: z.string(),
  message: z.string(),
  messageParts: integrationLogPartsSchema,
  url: z.string(),
  method: z.string(),
  deleteAfter: z.string(),
  messageId: z.string(),
  attempt: z.number().int(),
};
export const crmLogListSchema = z.object({ data: z.array(z.object(crmLogSummaryShape)), total: z.number().int() }) satisfies z.ZodType<CrmLogList>;
export const crmLogEntrySchema = z.object({
  ...crmLogSummaryShape,
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.string() }),
  response: z.object({ status: z.number().int(), headers: z.record(z.string(), z.string()), body: z.string(), truncated: z.boolean() }).nullable(),
}) satisfies z.ZodType<CrmLogEntry>;
export const integrationsOverviewSchema = z.object({
  crm: z.array(crmConnectionViewSchema),
  webhooks: z.array(z.object({ id: z.string(), enabled: z.boolean(), url: z.string() })),
  bcc: z.string(),
  ga4id: z.string(),
}) satisfies z.ZodType<IntegrationsOverview>;
