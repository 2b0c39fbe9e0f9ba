import type { DesignBodyInput, DesignFileKind, DesignsPage, DesignView, UploadedDesignFile } from '@profyle/contracts/designs';
import { baseApi, LIST } from '../../app/base-api';

const designsPath = (organisationId: string) => `v2/org/${encodeURIComponent(organisationId)}/designs`;
const designPath = (organisationId: string, designId: string) => `${designsPath(organisationId)}/${encodeURIComponent(designId)}`;

export type DesignSection = 'custom' | 'stock' | 'archived' | 'all';

/** The actions of spec 002 section 7 on one design, with the body each takes. */
export type DesignAction =
  | { action: 'approve' | 'archive' | 'unarchive' }
  | { action: 'reject' | 'request-assets'; comment: string }
  | { action: 'proof' | 'preview'; url: string; filename?: string }
  | { action: 'update'; name?: string; notes?: string; assets?: { url: string; name: string }[] };

/** Card designs and their proofs (spec 002 section 7). */
export const designsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDesigns: build.query<DesignsPage, { organisationId: string; section: DesignSection }>({
      query: ({ organisationId, section }) => `${designsPath(organisationId)}?section=${section}&page_size=200`,
      providesTags: (result) => [{ type: 'Design', id: LIST }, ...(result?.data ?? []).map((design) => ({ type: 'Design' as const, id: design.id }))],
    }),
    getDesign: build.query<DesignView, { organisationId: string; designId: string }>({
      query: ({ organisationId, designId }) => designPath(organisationId, designId),
      providesTags: (_result, _error, { designId }) => [{ type: 'Design', id: designId }],
    }),
    createDesign: build.mutation<{ id: string }, { organisationId: string; body: DesignBodyInput }>({
      query: ({ organisationId, body }) => ({ url: designsPath(organisationId), method: 'POST', body }),
      invalidatesTags: [{ type: 'Design', id: LIST }, { type: 'ProductionQueue', id: LIST }],
    }),
    designAction: build.mutation<DesignView, { organisationId: string; designId: string } & DesignAction>({
      query: ({ organisationId, designId, action, ...body }) => ({ url: `${designPath(organisationId, designId)}/${action}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { designId }) => [{ type: 'Design', id: LIST }, { type: 'Design', id: designId }, { type: 'ProductionQueue', id: LIST }],
    }),
    uploadDesignFile: build.mutation<UploadedDesignFile, { organisationId: string; kind: DesignFileKind; file: File }>({
      query: ({ organisationId, kind, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `${designsPath(organisationId)}/files?kind=${kind}`, method: 'POST', body };
      },
    }),
  }),
});

export const { useListDesignsQuery, useGetDesignQuery, useCreateDesignMutation, useDesignActionMutation, useUploadDesignFileMutation } = designsApi;
