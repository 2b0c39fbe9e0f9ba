import { baseApi } from '../../app/base-api';
import type { AcceptInviteResponse, InviteView, Me, OidcProvider, Session, UpdateAccountBody } from './auth-types';

/** Sign-in, the signed-in user and invites (spec 000 sections 2, 5 and 7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestEmailLink: build.mutation<{ email: string }, { email: string; continueUrl?: string }>({
      query: (body) => ({ url: 'v1/auth/email-link', method: 'POST', body }),
    }),
    completeEmailLink: build.mutation<Session, { token: string }>({
      query: (body) => ({ url: 'v1/auth/email-link/complete', method: 'POST', body }),
    }),
    signInWithPassword: build.mutation<Session, { email: string; password: string }>({
      query: (body) => ({ url: 'v1/auth/password', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'v1/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: 'v1/auth/reset-password', method: 'POST', body }),
    }),
    exchangeSessionCode: build.mutation<Session, { code: string }>({
      query: (body) => ({ url: 'v1/auth/session-code', method: 'POST', body }),
    }),
    /** Ends this browser's session (named by the access token) and expires its refresh cookie. */
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: 'v1/auth/sign-out', method: 'POST', body: {} }),
    }),
    listOidcProviders: build.query<{ providers: OidcProvider[] }, void>({
      query: () => 'v1/auth/providers',
    }),
    getMe: build.query<Me, void>({
      query: () => 'v1/auth/me',
      providesTags: ['Me'],
    }),
    updateAccount: build.mutation<unknown, { userId: string; body: UpdateAccountBody }>({
      query: ({ userId, body }) => ({ url: `v1/auth/${encodeURIComponent(userId)}`, method: 'PATCH', body }),
      invalidatesTags: ['Me', { type: 'AdminUser', id: 'LIST' }],
    }),
    getInvite: build.query<InviteView, string>({
      query: (token) => `v1/invites/${encodeURIComponent(token)}`,
      providesTags: (_result, _error, token) => [{ type: 'Invite', id: token }],
    }),
    /** The invite e-mail's link signs the invitee in (once, bound to the invited address). */
    signInWithInvite: build.mutation<Session, string>({
      query: (token) => ({ url: `v1/invites/${encodeURIComponent(token)}/sign-in`, method: 'POST', body: {} }),
    }),
    acceptInvite: build.mutation<AcceptInviteResponse, string>({
      query: (token) => ({ url: `v1/invites/${encodeURIComponent(token)}/accept`, method: 'POST', body: { token } }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useRequestEmailLinkMutation,
  useCompleteEmailLinkMutation,
  useSignInWithPasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useExchangeSessionCodeMutation,
  useSignOutMutation,
  useListOidcProvidersQuery,
  useGetMeQuery,
  useUpdateAccountMutation,
  useGetInviteQuery,
  useAcceptInviteMutation,
  useSignInWithInviteMutation,
} = authApi;
