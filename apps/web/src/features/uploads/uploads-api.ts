import type { UploadedImage } from '@profyle/contracts/uploads';
import { baseApi } from '../../app/base-api';

/** POST /v1/enterprise/{orgId}/images, multipart field `file`. */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage, { organisationId: string; file: Blob; fileName: string }>({
      query: ({ organisationId, file, fileName }) => {
        const body = new FormData();
        body.append('file', file, fileName);
        return { url: `v1/enterprise/${encodeURIComponent(organisationId)}/images`, method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
