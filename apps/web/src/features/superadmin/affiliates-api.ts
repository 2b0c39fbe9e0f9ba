import type { AffiliateBodyInput, AffiliatesPage, AffiliateView } from '@profyle/contracts/affiliates';
import { baseApi, LIST } from '../../app/base-api';

const affiliatePath = (affiliateId: string) => `v1/affiliates/${encodeURIComponent(affiliateId)}`;

export interface AffiliatesListArgs {
  include_archived: boolean;
  search?: string;
  page_size: number;
  after?: string;
}

const changed = (affiliateId: string) => [{ type: 'Affiliate' as const, id: LIST }, { type: 'Affiliate' as const, id: affiliateId }];

/** Affiliates (superadmin, spec 002 Super-admin and partner). */
export const affiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAffiliates: build.query<AffiliatesPage, AffiliatesListArgs>({
      query: ({ include_archived, search, page_size, after }) => {
        const params = new URLSearchParams({ page_size: String(page_size) });
        if (include_archived) params.set('include_archived', 'true');
        if (search) params.set('search', search);
        if (after) params.set('after', after);
        return `v1/affiliates?${params}`;
      },
      providesTags: (result) => [{ type: 'Affiliate', id: LIST }, ...(result?.data ?? []).map((row) => ({ type: 'Affiliate' as const, id: row.id }))],
    }),
    getAffiliate: build.query<AffiliateView, string>({
      query: (affiliateId) => affiliatePath(affiliateId),
      providesTags: (_result, _error, affiliateId) => [{ type: 'Affiliate', id: affiliateId }],
    }),
    createAffiliate: build.mutation<{ id: string }, AffiliateBodyInput & { id?: string }>({
      query: (body) => ({ url: 'v1/affiliates', method: 'POST', body }),
      invalidatesTags: [{ type: 'Affiliate', id: LIST }],
    }),
    updateAffiliate: build.mutation<AffiliateView, { affiliateId: string; body: AffiliateBodyInput }>({
      query: ({ affiliateId, body }) => ({ url: affiliatePath(affiliateId), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { affiliateId }) => changed(affiliateId),
    }),
    archiveAffiliate: build.mutation<AffiliateView, { affiliateId: string; archived: boolean }>({
      query: ({ affiliateId, archived }) => ({ url: `${affiliatePath(affiliateId)}/${archived ? 'archive' : 'unarchive'}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { affiliateId }) => changed(affiliateId),
    }),
  }),
});

export const { useListAffiliatesQuery, useGetAffiliateQuery, useCreateAffiliateMutation, useUpdateAffiliateMutation, useArchiveAffiliateMutation } = affiliatesApi;
