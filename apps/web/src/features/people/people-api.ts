import type { PeoplePage, PersonDetail } from '@profyle/contracts/people-list';
import type { PersonBodyInput, PersonCreatedResponse } from '@profyle/contracts/people';
import type { ToolkitUrl, WalletUrls } from '@profyle/contracts/person-messages';
import type { BulkResultRow } from '@profyle/contracts/subscriptions';

/** The bulk actions of the people list (spec 001 section 7): each a POST .../bulk-<action>. */
export type BulkAction = 'assign-subscriptions' | 'remove-subscriptions' | 'delete-people' | 'send-welcome-email' | 'send-academy-emails' | 'move-group';
import { baseApi, LIST } from '../../app/base-api';

/** The list query as the api takes it (0-based page; flags as 'true'/'false'). */
export interface PeopleListArgs {
  organisationId: string;
  page: number;
  page_size: number;
  sort: string;
  subscription?: 'active' | 'inactive';
  unverified?: boolean;
  card?: boolean;
  group?: string;
  search?: string;
}

export interface PersonWithEtag {
  person: PersonDetail;
  /** The record's revision (W/"n"), sent back as If-Match when saving. */
  etag: string | null;
}

/** The list's filters as query parameters (also for the ids of everyone matching them). */
export const peopleQueryParams = (query: Omit<PeopleListArgs, 'organisationId' | 'page' | 'page_size'>): URLSearchParams => {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.subscription) params.set('subscription', query.subscription);
  if (query.unverified !== undefined) params.set('unverified', String(query.unverified));
  if (query.card !== undefined) params.set('card', String(query.card));
  if (query.group) params.set('group', query.group);
  if (query.search) params.set('search', query.search);
  return params;
};

const peoplePath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/people`;
const personPath = (organisationId: string, personId: string) => `${peoplePath(organisationId)}/${encodeURIComponent(personId)}`;

/** People and their subscriptions (spec 001 section 7). */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPeople: build.query<PeoplePage, PeopleListArgs>({
      query: ({ organisationId, page, page_size, ...query }) => `${peoplePath(organisationId)}?${new URLSearchParams({ page: String(page), page_size: String(page_size), ...Object.fromEntries(peopleQueryParams(query)) })}`,
      providesTags: (result) => [{ type: 'Person', id: LIST }, ...(result?.data ?? []).map((person) => ({ type: 'Person' as const, id: person.person_id }))],
    }),
    getPerson: build.query<PersonWithEtag, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => personPath(organisationId, personId),
      transformResponse: (person: PersonDetail, meta) => ({ person, etag: meta?.response?.headers.get('etag') ?? null }),
      providesTags: (_result, _error, { personId }) => [{ type: 'Person', id: personId }],
    }),
    savePerson: build.mutation<PersonCreatedResponse, { organisationId: string; personId?: string; body: PersonBodyInput; etag?: string | null }>({
      query: ({ organisationId, personId, body, etag }) => ({
        url: personId ? personPath(organisationId, personId) : peoplePath(organisationId),
        method: 'PUT',
        body,
        headers: etag ? { 'if-match': etag } : undefined,
      }),
      invalidatesTags: (result, _error, { personId }) => [{ type: 'Person', id: LIST }, ...(personId || result ? [{ type: 'Person' as const, id: personId ?? result?.personId }] : [])],
    }),
    deletePerson: build.mutation<unknown, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => ({ url: personPath(organisationId, personId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { organisationId, personId }) => [
        { type: 'Person', id: LIST },
        { type: 'Person', id: personId },
        { type: 'Organisation', id: organisationId },
      ],
    }),
    assignSubscription: build.mutation<unknown, { organisationId: string; personId: string; type: 'digital' | 'nfc'; card_short_code: string | null; send_email: boolean }>({
      query: ({ organisationId, personId, ...body }) => ({ url: `${personPath(organisationId, personId)}/assign-subscription`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { organisationId, personId }) => [
        { type: 'Person', id: LIST },
        { type: 'Person', id: personId },
        { type: 'Organisation', id: organisationId },
      ],
    }),
    removeSubscription: build.mutation<unknown, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => ({ url: `${personPath(organisationId, personId)}/remove-subscription`, method: 'PUT', body: {} }),
      invalidatesTags: (_result, _error, { organisationId, personId }) => [
        { type: 'Person', id: LIST },
        { type: 'Person', id: personId },
        { type: 'Organisation', id: organisationId },
      ],
    }),
    sendWelcomeEmail: build.mutation<{ success: boolean }, { cardId: string }>({
      query: ({ cardId }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/send-welcome-email`, method: 'POST', body: {} }),
    }),
    enrolInAcademy: build.mutation<{ success: boolean }, { cardId: string; personId: string }>({
      query: ({ cardId }) => ({ url: `v1/cards/${encodeURIComponent(cardId)}/send-academy-emails`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { personId }) => [{ type: 'Person', id: personId }],
    }),
    sendPushNotification: build.mutation<{ success: boolean }, { organisationId: string; personId: string; title: string; body: string }>({
      query: ({ organisationId, personId, ...body }) => ({ url: `${personPath(organisationId, personId)}/notification`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { personId }) => [{ type: 'Person', id: personId }],
    }),
    getWalletUrls: build.query<WalletUrls, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => `${personPath(organisationId, personId)}/wallet-urls`,
      keepUnusedDataFor: 0,
    }),
    bulkPeople: build.mutation<
      { success: boolean; results: BulkResultRow[] },
      { organisationId: string; action: BulkAction; peopleIds: string[]; dryRun?: boolean; sendEmail?: boolean; reserved?: number; groupId?: string }
    >({
      query: ({ organisationId, action, ...body }) => ({ url: `v1/enterprise/${encodeURIComponent(organisationId)}/bulk-${action}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { organisationId, dryRun }) => (dryRun ? [] : [{ type: 'Person', id: LIST }, { type: 'Organisation', id: organisationId }, { type: 'Card', id: LIST }]),
    }),
    peopleIds: build.query<{ ids: string[]; total: number }, Omit<PeopleListArgs, 'page' | 'page_size'>>({
      query: ({ organisationId, ...query }) => `v1/enterprise/${encodeURIComponent(organisationId)}/people-ids?${peopleQueryParams(query)}`,
      keepUnusedDataFor: 0,
    }),
    getToolkitUrl: build.query<ToolkitUrl, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => `${personPath(organisationId, personId)}/toolkit-url`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListPeopleQuery,
  useGetPersonQuery,
  useSavePersonMutation,
  useDeletePersonMutation,
  useAssignSubscriptionMutation,
  useRemoveSubscriptionMutation,
  useSendWelcomeEmailMutation,
  useEnrolInAcademyMutation,
  useSendPushNotificationMutation,
  useLazyGetWalletUrlsQuery,
  useLazyGetToolkitUrlQuery,
  useBulkPeopleMutation,
  useLazyPeopleIdsQuery,
} = peopleApi;
