import type { AvailableTags, ContactDetailView, ContactsPage, ContactView, IntroStatistics } from '@profyle/contracts/contacts';
import { baseApi, LIST } from '../../app/base-api';

export interface ContactsListArgs {
  organisationId: string;
  /** One person's contacts; absent for the organisation's. */
  personId?: string;
  pageSize: number;
  tags?: string;
  event?: string;
  after?: string;
}

type ContactArgs = { organisationId: string; ownerId: string; introId: string };

const org = (organisationId: string) => `v2/org/${encodeURIComponent(organisationId)}`;
const contactPath = ({ organisationId, ownerId, introId }: ContactArgs) => `${org(organisationId)}/people/${encodeURIComponent(ownerId)}/intros/${encodeURIComponent(introId)}`;

/**
 * Contacts (spec 002 section 7): the lists (organisation and person, cursor paged), a contact, a
 * person's statistics, the tags in use, and the corrections, tags and follow-up. A change answers the
 * contact as saved, which replaces the cached one; the lists refetch.
 */
export const contactsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Contact', 'ContactTags'] }).injectEndpoints({
  endpoints: (build) => ({
    listContacts: build.query<ContactsPage, ContactsListArgs>({
      query: ({ organisationId, personId, pageSize, tags, event, after }) => ({
        url: personId ? `${org(organisationId)}/people/${encodeURIComponent(personId)}/intros` : `${org(organisationId)}/intros`,
        params: { pageSize, ...(tags ? { tags } : {}), ...(event ? { event } : {}), ...(after ? { after } : {}) },
      }),
      providesTags: (result) => [{ type: 'Contact', id: LIST }, ...(result?.data ?? []).map((contact) => ({ type: 'Contact' as const, id: contact.id }))],
    }),
    getContact: build.query<ContactDetailView, ContactArgs>({
      query: contactPath,
      providesTags: (_result, _error, { introId }) => [{ type: 'Contact', id: introId }],
    }),
    introStatistics: build.query<IntroStatistics, { organisationId: string; personId: string }>({
      query: ({ organisationId, personId }) => `${org(organisationId)}/people/${encodeURIComponent(personId)}/intro-statistics`,
      providesTags: [{ type: 'Contact', id: LIST }],
    }),
    availableTags: build.query<AvailableTags, { organisationId: string }>({
      query: ({ organisationId }) => `${org(organisationId)}/available-tags`,
      providesTags: [{ type: 'ContactTags', id: LIST }],
    }),
    changeContactTags: build.mutation<ContactView, ContactArgs & { tags: string[] }>({
      query: ({ tags, ...args }) => ({ url: `${contactPath(args)}/tags`, method: 'PUT', body: { tags } }),
      invalidatesTags: (_result, _error, { introId }) => [
        { type: 'Contact', id: LIST },
        { type: 'Contact', id: introId },
        { type: 'ContactTags', id: LIST },
      ],
    }),
    changeContactCompany: build.mutation<ContactView, ContactArgs & { company: string }>({
      query: ({ company, ...args }) => ({ url: `${contactPath(args)}/company`, method: 'PUT', body: { company } }),
      invalidatesTags: (_result, _error, { introId }) => [
        { type: 'Contact', id: LIST },
        { type: 'Contact', id: introId },
      ],
    }),
    changeContactField: build.mutation<ContactView, ContactArgs & { field: string; value: string }>({
      query: ({ field, value, ...args }) => ({ url: `${contactPath(args)}/field`, method: 'PUT', body: { field, value } }),
      invalidatesTags: (_result, _error, { introId }) => [
        { type: 'Contact', id: LIST },
        { type: 'Contact', id: introId },
      ],
    }),
    followUpToken: build.mutation<{ token: string }, ContactArgs>({
      query: (args) => ({ url: `${contactPath(args)}/follow-up-token`, method: 'POST' }),
    }),
    completeFollowUp: build.mutation<{ success: true }, { token: string }>({
      query: ({ token }) => ({ url: 'v2/public/complete-follow-up', method: 'POST', body: { token } }),
      invalidatesTags: [{ type: 'Contact', id: LIST }],
    }),
  }),
});

export const {
  useListContactsQuery,
  useGetContactQuery,
  useIntroStatisticsQuery,
  useAvailableTagsQuery,
  useChangeContactTagsMutation,
  useChangeContactCompanyMutation,
  useChangeContactFieldMutation,
  useFollowUpTokenMutation,
  useCompleteFollowUpMutation,
} = contactsApi;

/** The contact page: under the contacts list, or under the owner's person page. */
export const contactHref = (contact: Pick<ContactView, 'ownerId' | 'id'>, fromPerson?: boolean) =>
  fromPerson ? `/portal/people/${encodeURIComponent(contact.ownerId)}/introductions/${encodeURIComponent(contact.id)}` : `/portal/contacts/${encodeURIComponent(contact.ownerId)}/${encodeURIComponent(contact.id)}`;

/** The organisation's contacts captured during one event. */
export const contactsOfEventHref = (eventId: string) => `/portal/contacts?event=${encodeURIComponent(eventId)}`;

/** The CSV export's path under /v1/enterprise/{orgId}/: the organisation's (with the list's filters) or one person's. */
export const contactsCsvPath = (personId?: string, filters: { tags?: string; event?: string } = {}) => {
  if (personId) return `people/${encodeURIComponent(personId)}/intros`;
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return params.size ? `intros?${params}` : 'intros';
};
