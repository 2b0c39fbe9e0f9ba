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
    getSettingsAudit: build.query<SettingsAuditPage, { organisationId: string; page: number; page_size: number }>({
      query: ({ organisationId, page, page_size }) => `${orgPath(organisationId)}/settings/audit?page=${page}&page_size=${page_size}`,
      providesTags: ['SettingsAudit'],
    }),
  }),
});

export const { useChangeSettingMutation, useHideOnboardingMutation, useGetSettingsAuditQuery } = settingsApi;
