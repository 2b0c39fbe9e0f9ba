import type { SearchResults } from '@profyle/contracts/search';
import { baseApi } from '../../app/base-api';

/** Global search (POST /v1/enterprise/{orgId}/search, spec 001 section 7). */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, { organisationId: string; term: string }>({
      query: ({ organisationId, term }) => ({ url: `v1/enterprise/${encodeURIComponent(organisationId)}/search`, method: 'POST', body: { term } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
