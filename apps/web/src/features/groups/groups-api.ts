import type { GroupBodyInput, GroupDetail, GroupSaved, GroupsPage } from '@profyle/contracts/groups';
import { baseApi, LIST } from '../../app/base-api';

const groupsPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/groups`;
const groupPath = (organisationId: string, groupId: string) => `${groupsPath(organisationId)}/${encodeURIComponent(groupId)}`;

/** Groups (spec 001 section 7): the tree list, one group, create/update (both POST) and delete. */
export const groupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGroups: build.query<GroupsPage, string>({
      query: (organisationId) => groupsPath(organisationId),
      providesTags: (result) => [{ type: 'Group', id: LIST }, ...(result?.data ?? []).map((group) => ({ type: 'Group' as const, id: group.id }))],
    }),
    getGroup: build.query<GroupDetail, { organisationId: string; groupId: string }>({
      query: ({ organisationId, groupId }) => groupPath(organisationId, groupId),
      providesTags: (_result, _error, { groupId }) => [{ type: 'Group', id: groupId }],
    }),
    saveGroup: build.mutation<GroupSaved, { organisationId: string; groupId?: string; body: GroupBodyInput }>({
      query: ({ organisationId, groupId, body }) => ({ url: groupId ? groupPath(organisationId, groupId) : groupsPath(organisationId), method: 'POST', body }),
      // A move changes parents' and children's details too: the whole tree is refetched.
      invalidatesTags: [{ type: 'Group', id: LIST }, 'Group'],
    }),
    deleteGroup: build.mutation<unknown, { organisationId: string; groupId: string }>({
      query: ({ organisationId, groupId }) => ({ url: groupPath(organisationId, groupId), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Group', id: LIST }, 'Group'],
    }),
  }),
});

export const { useListGroupsQuery, useGetGroupQuery, useSaveGroupMutation, useDeleteGroupMutation } = groupsApi;
