import type { OrganisationView } from '@profyle/contracts/organisation';
import { baseApi } from '../../app/base-api';

/** The organisation being viewed, with its subscription and NFC card pools. */
export const organisationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisation: build.query<OrganisationView, string>({
      query: (organisationId) => `v1/enterprise/${encodeURIComponent(organisationId)}`,
      providesTags: (_result, _error, organisationId) => [{ type: 'Organisation', id: organisationId }],
    }),
  }),
});

export const { useGetOrganisationQuery } = organisationsApi;
