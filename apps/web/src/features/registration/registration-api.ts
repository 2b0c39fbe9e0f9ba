import type { CardActivationSent, CardActivationVerified } from '@profyle/contracts/card-activation';
import type { EmployeesInvitedResponse, ProfileVerified, SelfRegistrationBodyInput, SelfRegistrationCreated, SelfRegistrationPage } from '@profyle/contracts/self-registration';
import { baseApi, LIST } from '../../app/base-api';

const enterprise = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}`;

/** Self-service registration (public), its verification, and employee invites (spec 000 section 7). */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationPage: build.query<SelfRegistrationPage, { organisationId: string; groupId?: string | null }>({
      query: ({ organisationId, groupId }) => `${enterprise(organisationId)}/register-profyle${groupId ? `?group_id=${encodeURIComponent(groupId)}` : ''}`,
    }),
    registerProfyle: build.mutation<SelfRegistrationCreated, { organisationId: string; body: SelfRegistrationBodyInput }>({
      query: ({ organisationId, body }) => ({ url: `${enterprise(organisationId)}/register-profyle`, method: 'POST', body }),
    }),
    verifyProfyle: build.mutation<ProfileVerified, { organisationId: string; personId: string; token: string }>({
      query: ({ organisationId, personId, token }) => ({ url: `${enterprise(organisationId)}/people/${encodeURIComponent(personId)}/verify`, method: 'POST', body: { token } }),
    }),
    /** An admin verifies a self-registered person awaiting verification. */
    verifyRegistration: build.mutation<ProfileVerified, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => ({ url: `${enterprise(organisationId)}/people/${encodeURIComponent(personId)}/verify-registration`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { personId }) => [{ type: 'Person', id: personId }, { type: 'Person', id: LIST }, { type: 'Organisation' }],
    }),
    activateCard: build.mutation<CardActivationSent, { cardId: string; email: string }>({
      query: ({ cardId, email }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/activate`, method: 'POST', body: { email } }),
    }),
    verifyCardActivation: build.mutation<CardActivationVerified, { cardId: string; token: string }>({
      query: ({ cardId, token }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/verify-token`, method: 'POST', body: { token } }),
    }),
    inviteEmployees: build.mutation<EmployeesInvitedResponse, { organisationId: string; emails: string[]; inviteUrl: string }>({
      query: ({ organisationId, emails, inviteUrl }) => ({ url: `${enterprise(organisationId)}/invite`, method: 'POST', body: { emails, invite_url: inviteUrl } }),
    }),
  }),
});

export const {
  useGetRegistrationPageQuery,
  useRegisterProfyleMutation,
  useVerifyProfyleMutation,
  useVerifyRegistrationMutation,
  useInviteEmployeesMutation,
  useActivateCardMutation,
  useVerifyCardActivationMutation,
} = registrationApi;

/** The public link of an organisation's self-registration page, optionally for one group. */
export const selfRegistrationUrl = (organisationId: string, groupId?: string | null): string =>
  `${window.location.origin}/register-profyle/${encodeURIComponent(organisationId)}${groupId ? `?group_id=${encodeURIComponent(groupId)}` : ''}`;
