import type { CrmConnectionView, CrmInstallLink, CrmLogEntry, CrmLogList, CrmProvider, CrmTestResult, IntegrationsOverview } from '@profyle/contracts/crm';
import { baseApi, LIST } from '../../app/base-api';

type OrgArgs = { organisationId: string };
type ProviderArgs = OrgArgs & { provider: CrmProvider };

const orgPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}`;
const integrationPath = ({ organisationId, provider }: ProviderArgs) => `${orgPath(organisationId)}/integrations/${provider}`;
const oauthPath = ({ organisationId, provider }: ProviderArgs) => `${orgPath(organisationId)}/oauth/${provider}`;

/**
 * The integrations overview and the CRM connections (spec 002 section 7): install link, callback,
 * disconnect, create_lead, the test lead, and the logs. The overview also follows the organisation's
 * settings (the BCC and GA4 cards), so a settings change refreshes it.
 */
export const crmApi = baseApi.enhanceEndpoints({ addTagTypes: ['Integrations', 'CrmConnection', 'CrmLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<IntegrationsOverview, OrgArgs>({
      query: ({ organisationId }) => `${orgPath(organisationId)}/integrations`,
      providesTags: (_result, _error, { organisationId }) => ['Integrations', { type: 'Organisation', id: organisationId }, { type: 'CrmConnection', id: LIST }],
    }),
    getCrmConnection: build.query<CrmConnectionView, ProviderArgs>({
      query: integrationPath,
      providesTags: (_result, _error, { provider }) => [{ type: 'CrmConnection', id: provider }],
    }),
    startCrmAuthorisation: build.mutation<CrmInstallLink, ProviderArgs>({
      query: (args) => ({ url: `${oauthPath(args)}/authorize`, method: 'POST', body: {} }),
    }),
    completeCrmAuthorisation: build.mutation<CrmConnectionView, ProviderArgs & { code: string; state: string }>({
      query: ({ code, state, ...args }) => ({ url: oauthPath(args), method: 'POST', body: { code, state } }),
      invalidatesTags: (_result, _error, { provider }) => [{ type: 'CrmConnection', id: provider }, { type: 'CrmConnection', id: LIST }, { type: 'CrmLog', id: LIST }],
    }),
    disconnectCrm: build.mutation<CrmConnectionView, ProviderArgs>({
      query: (args) => ({ url: oauthPath(args), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { provider }) => [{ type: 'CrmConnection', id: provider }, { type: 'CrmConnection', id: LIST }, { type: 'CrmLog', id: LIST }],
    }),
    changeCrmSetting: build.mutation<CrmConnectionView, ProviderArgs & { setting: 'create_lead'; value: boolean }>({
      query: ({ setting, value, ...args }) => ({ url: integrationPath(args), method: 'PATCH', body: { setting, value } }),
      invalidatesTags: (_result, _error, { provider }) => [{ type: 'CrmConnection', id: provider }],
    }),
    sendCrmTestLead: build.mutation<CrmTestResult, ProviderArgs>({
      query: (args) => ({ url: `${integrationPath(args)}/test`, method: 'POST', body: {} }),
      invalidatesTags: [{ type: 'CrmLog', id: LIST }],
    }),
    listCrmLogs: build.query<CrmLogList, ProviderArgs>({
      query: (args) => `${integrationPath(args)}/logs`,
      providesTags: (result) => [{ type: 'CrmLog', id: LIST }, ...(result?.data ?? []).map((entry) => ({ type: 'CrmLog' as const, id: entry.id }))],
    }),
    getCrmLog: build.query<CrmLogEntry, ProviderArgs & { logId: string }>({
      query: ({ logId, ...args }) => `${integrationPath(args)}/logs/${encodeURIComponent(logId)}`,
      providesTags: (_result, _error, { logId }) => [{ type: 'CrmLog', id: logId }],
    }),
  }),
});

export const {
  useGetIntegrationsQuery,
  useGetCrmConnectionQuery,
  useStartCrmAuthorisationMutation,
  useCompleteCrmAuthorisationMutation,
  useDisconnectCrmMutation,
  useChangeCrmSettingMutation,
  useSendCrmTestLeadMutation,
  useListCrmLogsQuery,
  useGetCrmLogQuery,
} = crmApi;
