import type { UploadedImage } from '@profyle/contracts/uploads';
import { baseApi } from '../../app/base-api';

/** Where an image goes: an api path taking the multipart field `file`, with its own bearer token when not the admin's. */
export interface UploadTarget {
  url: string;
  authorization?: string;
}

/** An admin's uploads: POST /v1/enterprise/{orgId}/images. */
export const organisationImages = (organisationId: string): UploadTarget => ({ url: `v1/enterprise/${encodeURIComponent(organisationId)}/images` });

/** Uploads an image (multipart field `file`) to its target. */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage, { target: UploadTarget; file: Blob; fileName: string }>({
      query: ({ target, file, fileName }) => {
        const body = new FormData();
        body.append('file', file, fileName);
        return { url: target.url, method: 'POST', body, ...(target.authorization ? { headers: { authorization: target.authorization } } : {}) };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
