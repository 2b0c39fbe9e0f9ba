import type { AdminUser, AdminUsersPage, MessageResponse } from '@profyle/contracts/admin-users';
import type { AuditPage } from '@profyle/contracts/audit';
import { baseApi, LIST } from '../../app/base-api';

const usersPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/users`;

export interface AuditArgs {
  organisationId: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}

/** Admin users, invites and the audit log (spec 001 sections 2 and 7). */
export const adminsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUsersPage, { organisationId: string; page: number; page_size: number; sort?: string }>({
      query: ({ organisationId, page, page_size, sort }) => `${usersPath(organisationId)}?page=${page}&page_size=${page_size}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`,
      providesTags: (result) => [{ type: 'AdminUser', id: LIST }, ...(result?.data ?? []).map((user) => ({ type: 'AdminUser' as const, id: user.id }))],
    }),
    getAdminUser: build.query<AdminUser, { organisationId: string; userId: string }>({
      query: ({ organisationId, userId }) => `${usersPath(organisationId)}/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, { userId }) => [{ type: 'AdminUser', id: userId }],
    }),
    inviteAdmin: build.mutation<MessageResponse, { organisationId: string; recipient: string }>({
      query: ({ organisationId, recipient }) => ({ url: `${usersPath(organisationId)}/invite`, method: 'POST', body: { recipient } }),
      invalidatesTags: [{ type: 'AdminUser', id: LIST }, { type: 'AuditEntry', id: LIST }],
    }),
    resendInvite: build.mutation<MessageResponse, { inviteId: string; userId: string }>({
      query: ({ inviteId }) => ({ url: `v1/invites/${encodeURIComponent(inviteId)}/resend`, method: 'POST' }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'AdminUser', id: userId }, { type: 'AdminUser', id: LIST }],
    }),
    deleteAdminUser: build.mutation<MessageResponse, { organisationId: string; userId: string }>({
      query: ({ organisationId, userId }) => ({ url: `${usersPath(organisationId)}/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'AdminUser', id: userId }, { type: 'AdminUser', id: LIST }, { type: 'AuditEntry', id: LIST }],
    }),
    listAudit: build.query<AuditPage, AuditArgs>({
      query: ({ organisationId, ...query }) => {
        const params = new URLSearchParams({ page: String(query.page), page_size: String(query.page_size) });
        for (const key of ['action', 'actor', 'from', 'to'] as const) if (query[key]) params.set(key, query[key] as string);
        return `v1/enterprise/${encodeURIComponent(organisationId)}/audit?${params}`;
      },
      providesTags: (result) => [{ type: 'AuditEntry', id: LIST }, ...(result?.data ?? []).map((entry) => ({ type: 'AuditEntry' as const, id: entry.id }))],
    }),
  }),
});

export const { useListAdminUsersQuery, useGetAdminUserQuery, useInviteAdminMutation, useResendInviteMutation, useDeleteAdminUserMutation, useListAuditQuery } = adminsApi;
