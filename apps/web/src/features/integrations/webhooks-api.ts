import type { WebhookLogEntry, WebhookLogList, WebhookReplayResult, WebhookSettings, WebhookTestResult } from '@profyle/contracts/webhooks';
import { baseApi, LIST } from '../../app/base-api';

export interface WebhookWithEtag {
  settings: WebhookSettings;
  /** The endpoint's revision (W/"n"), sent back as If-Match; null for an endpoint never saved. */
  etag: string | null;
}

/** The PUT body; a blank secret asks the server for a new one. */
export interface WebhookSettingsInput {
  enabled: boolean;
  url: string;
  secret: string;
  events: string[];
}

type EndpointArgs = { organisationId: string; id: string };

const webhookPath = ({ organisationId, id }: EndpointArgs) => `v1/enterprise/${encodeURIComponent(organisationId)}/webhooks/${encodeURIComponent(id)}`;

/** Only a revision ETag names the endpoint's version; anything else (a content hash) is not sent back. */
const revisionEtag = (header: string | null | undefined): string | null => (header && /^W\/"\d+"$/.test(header) ? header : null);

/**
 * Webhook settings, test sends and logs (spec 002 section 7). A test send is recorded on the endpoint,
 * which moves its revision, so it refreshes the settings' ETag as well as the logs.
 */
export const webhooksApi = baseApi.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhook: build.query<WebhookWithEtag, EndpointArgs>({
      query: webhookPath,
      transformResponse: (settings: WebhookSettings, meta) => ({ settings, etag: revisionEtag(meta?.response?.headers.get('etag')) }),
      providesTags: (_result, _error, { id }) => [{ type: 'Webhook', id }],
    }),
    saveWebhook: build.mutation<WebhookWithEtag, EndpointArgs & { body: WebhookSettingsInput; etag: string | null }>({
      query: ({ body, etag, ...endpoint }) => ({ url: webhookPath(endpoint), method: 'PUT', body, headers: etag ? { 'if-match': etag } : undefined }),
      transformResponse: (settings: WebhookSettings, meta) => ({ settings, etag: revisionEtag(meta?.response?.headers.get('etag')) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Webhook', id }],
    }),
    sendWebhookTest: build.mutation<WebhookTestResult, EndpointArgs & { url: string; secret: string }>({
      query: ({ url, secret, ...endpoint }) => ({ url: `${webhookPath(endpoint)}/test`, method: 'POST', body: { url, secret } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Webhook', id }, { type: 'WebhookLog', id: LIST }],
    }),
    replayWebhook: build.mutation<WebhookReplayResult, EndpointArgs & { body: { from: string | null; from_event_id: string | null; events: string[] } }>({
      query: ({ body, ...endpoint }) => ({ url: `${webhookPath(endpoint)}/replay`, method: 'POST', body }),
      // The replay is recorded on the endpoint (its ETag moves); the replayed attempts land in the logs.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Webhook', id }, { type: 'WebhookLog', id: LIST }],
    }),
    listWebhookLogs: build.query<WebhookLogList, EndpointArgs>({
      query: (endpoint) => `${webhookPath(endpoint)}/logs`,
      providesTags: (result) => [{ type: 'WebhookLog', id: LIST }, ...(result?.data ?? []).map((entry) => ({ type: 'WebhookLog' as const, id: entry.id }))],
    }),
    getWebhookLog: build.query<WebhookLogEntry, EndpointArgs & { logId: string }>({
      query: ({ logId, ...endpoint }) => `${webhookPath(endpoint)}/logs/${encodeURIComponent(logId)}`,
      providesTags: (_result, _error, { logId }) => [{ type: 'WebhookLog', id: logId }],
    }),
  }),
});

export const { useGetWebhookQuery, useSaveWebhookMutation, useSendWebhookTestMutation, useReplayWebhookMutation, useListWebhookLogsQuery, useGetWebhookLogQuery } = webhooksApi;
