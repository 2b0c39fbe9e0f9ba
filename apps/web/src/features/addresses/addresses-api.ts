import type { LocationBodyInput, LocationDetail, LocationHistoryEntry, LocationsPage } from '@profyle/contracts/locations';
import { baseApi, LIST } from '../../app/base-api';

const locationsPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/locations`;
const locationPath = (organisationId: string, locationId: string) => `${locationsPath(organisationId)}/${encodeURIComponent(locationId)}`;

/** Addresses (spec 001 section 7: locations). The list asks for JSON: a plain GET of the path is the CSV export. */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLocations: build.query<LocationsPage, string>({
      query: (organisationId) => ({ url: locationsPath(organisationId), headers: { accept: 'application/json' } }),
      providesTags: (result) => [{ type: 'Location', id: LIST }, ...(result?.data ?? []).map((location) => ({ type: 'Location' as const, id: location.id }))],
    }),
    getLocation: build.query<LocationDetail, { organisationId: string; locationId: string }>({
      query: ({ organisationId, locationId }) => locationPath(organisationId, locationId),
      providesTags: (_result, _error, { locationId }) => [{ type: 'Location', id: locationId }],
    }),
    getLocationHistory: build.query<{ data: LocationHistoryEntry[] }, { organisationId: string; locationId: string }>({
      query: ({ organisationId, locationId }) => `${locationPath(organisationId, locationId)}/history`,
      providesTags: (_result, _error, { locationId }) => [{ type: 'Location', id: locationId }],
    }),
    saveLocation: build.mutation<{ id: string }, { organisationId: string; locationId?: string; body: LocationBodyInput }>({
      query: ({ organisationId, locationId, body }) => ({ url: locationId ? locationPath(organisationId, locationId) : locationsPath(organisationId), method: locationId ? 'PUT' : 'POST', body }),
      invalidatesTags: (_result, _error, { locationId }) => [{ type: 'Location', id: LIST }, ...(locationId ? [{ type: 'Location' as const, id: locationId }] : [])],
    }),
    deleteLocation: build.mutation<unknown, { organisationId: string; locationId: string }>({
      query: ({ organisationId, locationId }) => ({ url: locationPath(organisationId, locationId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { locationId }) => [{ type: 'Location', id: LIST }, { type: 'Location', id: locationId }],
    }),
  }),
});

export const { useListLocationsQuery, useGetLocationQuery, useGetLocationHistoryQuery, useSaveLocationMutation, useDeleteLocationMutation } = addressesApi;
