import type { AnalyticsCountries, AnalyticsCounts, AnalyticsMode, AnalyticsTop, AnalyticsWidth, DashboardView } from '@profyle/contracts/analytics';
import { baseApi } from '../../app/base-api';

export interface AnalyticsRange {
  organisationId: string;
  from: string;
  to: string;
  groupId?: string;
}

const org = (organisationId: string) => `v2/org/${encodeURIComponent(organisationId)}`;
const range = ({ from, to, groupId }: AnalyticsRange) => ({ from, to, ...(groupId ? { groupId } : {}) });

/**
 * Analytics (spec 000 section 7): counts (time series), top lists, countries; and the dashboard's one
 * call. Analytics change with every visit, so answers are kept for a minute and refetched on focus.
 */
export const analyticsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Analytics'] }).injectEndpoints({
  endpoints: (build) => ({
    analyticsCounts: build.query<AnalyticsCounts, AnalyticsRange & { width: AnalyticsWidth }>({
      query: ({ organisationId, width, ...rest }) => ({ url: `${org(organisationId)}/analytics/counts`, params: { ...range({ organisationId, ...rest }), width } }),
      providesTags: ['Analytics'],
      keepUnusedDataFor: 60,
    }),
    analyticsTop: build.query<AnalyticsTop, AnalyticsRange & { mode: AnalyticsMode; number: number }>({
      query: ({ organisationId, mode, number, ...rest }) => ({ url: `${org(organisationId)}/analytics/top`, params: { ...range({ organisationId, ...rest }), mode, number } }),
      providesTags: ['Analytics'],
      keepUnusedDataFor: 60,
    }),
    analyticsCountries: build.query<AnalyticsCountries, AnalyticsRange & { mode: AnalyticsMode }>({
      query: ({ organisationId, mode, ...rest }) => ({ url: `${org(organisationId)}/analytics/countries`, params: { ...range({ organisationId, ...rest }), mode } }),
      providesTags: ['Analytics'],
      keepUnusedDataFor: 60,
    }),
    dashboard: build.query<DashboardView, { organisationId: string }>({
      query: ({ organisationId }) => `${org(organisationId)}/dashboard`,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useAnalyticsCountsQuery, useAnalyticsTopQuery, useAnalyticsCountriesQuery, useDashboardQuery } = analyticsApi;
