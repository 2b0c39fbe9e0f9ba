import type { ImportAnswer } from '@profyle/contracts/people-csv';
import type { SettingsAuditPage } from '@profyle/contracts/settings';
import { baseApi } from '../../app/base-api';

const orgPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}`;

/** Organisation settings (spec 001 section 7): PATCH /settings, onboarding hide, and the settings audit log. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeSetting: build.mutation<{ success: boolean; changed: boolean }, { organisationId: string; setting: string; value: unknown }>({
      query: ({ organisationId, setting, value }) => ({ url: `${orgPath(organisationId)}/settings`, method: 'PATCH', body: { setting, value } }),
      invalidatesTags: (_result, _error, { organisationId }) => [{ type: 'Organisation', id: organisationId }, 'SettingsAudit'],
    }),
    hideOnboarding: build.mutation<unknown, { organisationId: string; key: string; hide: boolean }>({
      query: ({ organisationId, key, hide }) => ({ url: `${orgPath(organisationId)}/onboarding/${encodeURIComponent(key)}/hide`, method: 'POST', body: { hide } }),
      invalidatesTags: (_result, _error, { organisationId }) => [{ type: 'Organisation', id: organisationId }, 'SettingsAudit'],
    }),
    /** A streamed CSV export (under the api's file name), through the base query so an expired token is refreshed. */
    downloadCsv: build.mutation<{ blob: Blob; fileName: string }, { organisationId: string; path: string }>({
      query: ({ organisationId, path }) => ({
        url: `${orgPath(organisationId)}/${path}`,
        headers: { accept: 'text/csv' },
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
      transformResponse: (blob: Blob, meta, { path }) => ({ blob, fileName: /filename="([^"]+)"/.exec(meta?.response?.headers.get('content-disposition') ?? '')?.[1] ?? `${path}.csv` }),
    }),
    importPeople: build.mutation<ImportAnswer & { status: number }, { organisationId: string; file: File }>({
      query: ({ organisationId, file }) => {
        const body = new FormData();
        body.append('import', file, file.name);
        return { url: `${orgPath(organisationId)}/import`, method: 'POST', body };
      },
      transformResponse: (answer: ImportAnswer, meta) => ({ ...answer, status: meta?.response?.status ?? 200 }),
      invalidatesTags: [{ type: 'Person', id: 'LIST' }, 'Person', 'Group'],
    }),
    getImport: build.query<ImportAnswer, { organisationId: string; importId: string }>({
      query: ({ organisationId, importId }) => `${orgPath(organisationId)}/import/${encodeURIComponent(importId)}`,
    }),
    getSettingsAudit: build.query<SettingsAuditPage, { organisationId: string; page: number; page_size: number }>({
      query: ({ organisationId, page, page_size }) => `${orgPath(organisationId)}/settings/audit?page=${page}&page_size=${page_size}`,
      providesTags: ['SettingsAudit'],
    }),
  }),
});

export const { useChangeSettingMutation, useHideOnboardingMutation, useGetSettingsAuditQuery, useDownloadCsvMutation, useImportPeopleMutation, useGetImportQuery } = settingsApi;

/** Hands a downloaded file to the browser under its name. */
export const saveFile = ({ blob, fileName }: { blob: Blob; fileName: string }): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
