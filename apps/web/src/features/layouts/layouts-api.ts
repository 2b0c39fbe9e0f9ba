import type { LayoutBodyInput, LayoutField, LayoutList, LayoutView } from '@profyle/contracts/layouts';
import { baseApi, LIST } from '../../app/base-api';

type LayoutArgs = { organisationId: string; layoutId: string };

const layoutsPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/configurations`;
const layoutPath = ({ organisationId, layoutId }: LayoutArgs) => `${layoutsPath(organisationId)}/${encodeURIComponent(layoutId)}`;

/**
 * Layouts (spec 001 section 7): POST, PUT, DELETE .../configurations/{id} and PATCH with
 * field_to_update. A saved change answers the whole layout, which replaces the cached one at once.
 */
export const layoutsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Layout'] }).injectEndpoints({
  endpoints: (build) => ({
    listLayouts: build.query<LayoutList, { organisationId: string }>({
      query: ({ organisationId }) => layoutsPath(organisationId),
      providesTags: (result) => [{ type: 'Layout', id: LIST }, ...(result?.data ?? []).map((layout) => ({ type: 'Layout' as const, id: layout.id }))],
    }),
    getLayout: build.query<LayoutView, LayoutArgs>({
      query: layoutPath,
      providesTags: (_result, _error, { layoutId }) => [{ type: 'Layout', id: layoutId }],
    }),
    createLayout: build.mutation<LayoutView, { organisationId: string; body: LayoutBodyInput }>({
      query: ({ organisationId, body }) => ({ url: layoutsPath(organisationId), method: 'POST', body }),
      invalidatesTags: [{ type: 'Layout', id: LIST }],
    }),
    changeLayoutField: build.mutation<LayoutView, LayoutArgs & { field: LayoutField; value: unknown }>({
      query: ({ field, value, ...args }) => ({ url: layoutPath(args), method: 'PATCH', body: { field_to_update: field, [field]: value } }),
      // The answer is the layout as saved: the editor and the preview page show it without a refetch.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(layoutsApi.util.upsertQueryData('getLayout', { organisationId: args.organisationId, layoutId: args.layoutId }, data));
        } catch {
          // The caller shows the error; the cache keeps the last saved layout.
        }
      },
      invalidatesTags: [{ type: 'Layout', id: LIST }],
    }),
    deleteLayout: build.mutation<void, LayoutArgs>({
      query: (args) => ({ url: layoutPath(args), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { layoutId }) => [
        { type: 'Layout', id: LIST },
        { type: 'Layout', id: layoutId },
      ],
    }),
    layoutPreviewLink: build.query<{ url: string }, LayoutArgs>({
      query: (args) => ({ url: `${layoutPath(args)}/preview`, method: 'POST' }),
      // The link stays valid for an hour; ask again well before it lapses.
      keepUnusedDataFor: 1800,
    }),
  }),
});

export const { useListLayoutsQuery, useGetLayoutQuery, useCreateLayoutMutation, useChangeLayoutFieldMutation, useDeleteLayoutMutation, useLayoutPreviewLinkQuery } = layoutsApi;
