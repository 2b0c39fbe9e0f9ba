import type { CustomFieldBodyInput, CustomFieldsPage, CustomFieldView } from '@profyle/contracts/custom-fields';
import { baseApi, LIST } from '../../app/base-api';

const fieldsPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/custom-fields`;

/** Custom fields (spec 001 section 7). */
export const customFieldsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCustomFields: build.query<CustomFieldsPage, string>({
      query: (organisationId) => fieldsPath(organisationId),
      providesTags: (result) => [{ type: 'CustomField', id: LIST }, ...(result?.data ?? []).map((field) => ({ type: 'CustomField' as const, id: field.id }))],
    }),
    getCustomField: build.query<CustomFieldView, { organisationId: string; customFieldId: string }>({
      query: ({ organisationId, customFieldId }) => `${fieldsPath(organisationId)}/${encodeURIComponent(customFieldId)}`,
      providesTags: (_result, _error, { customFieldId }) => [{ type: 'CustomField', id: customFieldId }],
    }),
    saveCustomField: build.mutation<{ id: string }, { organisationId: string; customFieldId?: string; body: CustomFieldBodyInput }>({
      query: ({ organisationId, customFieldId, body }) => ({ url: customFieldId ? `${fieldsPath(organisationId)}/${encodeURIComponent(customFieldId)}` : fieldsPath(organisationId), method: customFieldId ? 'PUT' : 'POST', body }),
      invalidatesTags: (_result, _error, { customFieldId }) => [{ type: 'CustomField', id: LIST }, ...(customFieldId ? [{ type: 'CustomField' as const, id: customFieldId }] : [])],
    }),
  }),
});

export const { useListCustomFieldsQuery, useGetCustomFieldQuery, useSaveCustomFieldMutation } = customFieldsApi;
