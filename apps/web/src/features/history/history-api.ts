import type { Correlation, EntityState, EntityTimeline, ErasureResult, HistoryPage } from '@profyle/contracts/history';
import { baseApi, LIST } from '../../app/base-api';

const historyPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/history`;
const streamPath = (organisationId: string, streamId: string) => `${historyPath(organisationId)}/streams/${encodeURIComponent(streamId)}`;

/** The organisation history's filters, as the URL and the api name them. */
export const HISTORY_FILTERS = ['actor', 'action', 'type', 'category', 'entity', 'from', 'to'] as const;
export type HistoryFilters = Partial<Record<(typeof HISTORY_FILTERS)[number], string>>;

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The full-history audit (superadmins): organisation history, entity timelines, states, correlations, erasure. */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisationHistory: build.query<HistoryPage, { organisationId: string; filters: HistoryFilters; cursor?: string; limit?: number }>({
      query: ({ organisationId, filters, cursor, limit }) => `${historyPath(organisationId)}${query({ ...filters, cursor, limit })}`,
      providesTags: [{ type: 'History', id: LIST }],
    }),
    getEntityTimeline: build.query<EntityTimeline, { organisationId: string; streamId: string; before?: number }>({
      query: ({ organisationId, streamId, before }) => `${streamPath(organisationId, streamId)}${query({ before })}`,
      providesTags: (_result, _error, { streamId }) => [{ type: 'History', id: streamId }],
    }),
    getEntityState: build.query<EntityState, { organisationId: string; streamId: string; revision?: number; at?: string }>({
      query: ({ organisationId, streamId, revision, at }) => `${streamPath(organisationId, streamId)}/state${query({ revision, at })}`,
      providesTags: (_result, _error, { streamId }) => [{ type: 'History', id: streamId }],
    }),
    getCorrelation: build.query<Correlation, { organisationId: string; streamId: string; revision: number }>({
      query: ({ organisationId, streamId, revision }) => `${streamPath(organisationId, streamId)}/${revision}/correlation`,
      providesTags: [{ type: 'History', id: LIST }],
    }),
    /** A streamed export under the api's file name, through the base query so an expired token is refreshed. */
    downloadHistory: build.mutation<{ blob: Blob; fileName: string }, { url: string }>({
      query: ({ url }) => ({ url, responseHandler: (response) => (response.ok ? response.blob() : response.json()) }),
      transformResponse: (blob: Blob, meta) => ({ blob, fileName: /filename="([^"]+)"/.exec(meta?.response?.headers.get('content-disposition') ?? '')?.[1] ?? 'history' }),
    }),
    erasePerson: build.mutation<ErasureResult, { organisationId: string; personId: string; reason: string }>({
      query: ({ organisationId, personId, reason }) => ({ url: `v1/enterprise/${encodeURIComponent(organisationId)}/people/${encodeURIComponent(personId)}/erase`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { personId }) => [{ type: 'Person', id: LIST }, { type: 'Person', id: personId }, { type: 'History', id: LIST }, { type: 'History', id: `person-${personId}` }],
    }),
  }),
});

export const exportUrl = (organisationId: string, format: 'csv' | 'json', filters: HistoryFilters) => `${historyPath(organisationId)}/export${query({ ...filters, format })}`;
export const streamExportUrl = (organisationId: string, streamId: string) => `${streamPath(organisationId, streamId)}/export`;

export const {
  useGetOrganisationHistoryQuery,
  useGetEntityTimelineQuery,
  useGetEntityStateQuery,
  useGetCorrelationQuery,
  useDownloadHistoryMutation,
  useErasePersonMutation,
} = historyApi;
