import type { OrganisationView } from '@profyle/contracts/organisation';
import type { SampleDataResult } from '@profyle/contracts/organisation-lifecycle';
import type { OrganisationsPage, OrganisationTab } from '@profyle/contracts/organisations-list';
import type { CreateDemoAccountBodyInput, DemoAccountCreated, PartnerDemoBodyInput, PartnerDemoCreated } from '@profyle/contracts/demo-accounts';
import type { AddCardAndAssignBodyInput, CardAddedAndAssigned, CardAllocationResults, FreeCardAllocated, GeneratedCards } from '@profyle/contracts/cards';
import type { PeoplePage } from '@profyle/contracts/people-list';
import { baseApi, LIST } from '../../app/base-api';

const organisationPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}`;

export type LifecycleAction = 'close-account' | 'reopen-account' | 'extend-demo' | 'upgrade-to-live';

export interface OrganisationsListArgs {
  tab: OrganisationTab;
  search?: string;
  page_size: number;
  after?: string;
  partner?: boolean;
}

/** What changes an organisation's lifecycle also changes the lists it is in. */
const organisationChanged = (organisationId: string) => [{ type: 'Organisation' as const, id: organisationId }, { type: 'OrganisationList' as const, id: LIST }];

/** The superadmin's organisation tools and lists (spec 000 section 7, spec 002 section 7). */
export const superadminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeLifecycle: build.mutation<OrganisationView, { organisationId: string; action: LifecycleAction }>({
      query: ({ organisationId, action }) => ({ url: `${organisationPath(organisationId)}/${action}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { organisationId }) => [...organisationChanged(organisationId), { type: 'SubscriptionHistory', id: organisationId }],
    }),
    setCloseAfter: build.mutation<OrganisationView, { organisationId: string; closeAfter: string | null }>({
      query: ({ organisationId, closeAfter }) => ({ url: `${organisationPath(organisationId)}/close-after`, method: 'PUT', body: { close_after: closeAfter } }),
      invalidatesTags: (_result, _error, { organisationId }) => organisationChanged(organisationId),
    }),
    setPartner: build.mutation<OrganisationView, { organisationId: string; isPartner: boolean }>({
      query: ({ organisationId, isPartner }) => ({ url: `${organisationPath(organisationId)}/partner`, method: 'PUT', body: { is_partner: isPartner } }),
      invalidatesTags: (_result, _error, { organisationId }) => [...organisationChanged(organisationId), 'Me'],
    }),
    addSampleData: build.mutation<SampleDataResult, { organisationId: string }>({
      query: ({ organisationId }) => ({ url: `${organisationPath(organisationId)}/add-sample-data`, method: 'POST' }),
      invalidatesTags: [
        { type: 'Person', id: LIST },
        { type: 'Group', id: LIST },
        { type: 'Location', id: LIST },
      ],
    }),
    changeSubscriptions: build.mutation<Pick<OrganisationView, 'subscriptions' | 'remainingSubscriptions'>, { organisationId: string; change: 'add' | 'remove'; count: number; reason: string }>({
      query: ({ organisationId, change, count, reason }) => ({ url: `${organisationPath(organisationId)}/subscriptions/${change}`, method: 'POST', body: { count, reason } }),
      invalidatesTags: (_result, _error, { organisationId }) => [...organisationChanged(organisationId), { type: 'SubscriptionHistory', id: organisationId }],
    }),
    startSupportAccess: build.mutation<unknown, { organisationId: string }>({
      query: ({ organisationId }) => ({ url: `${organisationPath(organisationId)}/support-access`, method: 'POST' }),
    }),
    createPartnerDemo: build.mutation<PartnerDemoCreated, PartnerDemoBodyInput>({
      query: (body) => ({ url: 'v2/trials/partner-demo', method: 'POST', body }),
      // Its creator reaches the new demo: their organisations (the switcher) change.
      invalidatesTags: ['Me', { type: 'OrganisationList', id: LIST }],
    }),
    createDemoAccount: build.mutation<DemoAccountCreated, CreateDemoAccountBodyInput>({
      query: (body) => ({ url: 'v1/create-demo-account', method: 'POST', body }),
      invalidatesTags: [{ type: 'OrganisationList', id: LIST }],
    }),
    // The card tools (spec 002 "Demo and partner tools"): whatever changes cards changes the cards lists and people.
    assignCards: build.mutation<CardAllocationResults, { organisationId: string; card_ids: string[]; design_id: string; demo: boolean }>({
      query: ({ organisationId, ...body }) => ({ url: `${organisationPath(organisationId)}/assign`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { organisationId }) => [...organisationChanged(organisationId), { type: 'Card', id: LIST }],
    }),
    addCardAndAssign: build.mutation<CardAddedAndAssigned, { organisationId: string } & AddCardAndAssignBodyInput>({
      query: ({ organisationId, ...body }) => ({ url: `${organisationPath(organisationId)}/add-card-and-assign`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { organisationId, personId }) => [...organisationChanged(organisationId), { type: 'Card', id: LIST }, { type: 'Person', id: LIST }, { type: 'Person', id: personId }],
    }),
    allocateFreeCard: build.mutation<FreeCardAllocated, { cardId: string; colour: string }>({
      query: ({ cardId, colour }) => ({ url: `v2/cards/${encodeURIComponent(cardId)}/allocate-free-card`, method: 'POST', body: { colour } }),
    }),
    generateFreeCards: build.mutation<GeneratedCards, { count: number; colour: string; affiliate_id: string | null }>({
      query: (body) => ({ url: 'v2/cards', method: 'POST', body }),
    }),
    generateCardIds: build.mutation<GeneratedCards, { count: number }>({
      query: (body) => ({ url: 'v1/enterprise/cards/create', method: 'POST', body }),
    }),
    searchPeople: build.query<PeoplePage, { organisationId: string; search: string }>({
      query: ({ organisationId, search }) => `${organisationPath(organisationId)}/people?${new URLSearchParams({ page: '0', page_size: '20', ...(search ? { search } : {}) })}`,
      providesTags: [{ type: 'Person', id: LIST }],
    }),
    listOrganisations: build.query<OrganisationsPage, OrganisationsListArgs>({
      query: ({ tab, search, page_size, after, partner }) => {
        const params = new URLSearchParams({ tab, page_size: String(page_size) });
        if (search) params.set('search', search);
        if (after) params.set('after', after);
        if (partner) params.set('partner', 'true');
        return `v1/organisations?${params}`;
      },
      providesTags: (result) => [{ type: 'OrganisationList', id: LIST }, ...(result?.data ?? []).map((row) => ({ type: 'Organisation' as const, id: row.id }))],
    }),
  }),
});

export const {
  useChangeLifecycleMutation,
  useSetCloseAfterMutation,
  useSetPartnerMutation,
  useAddSampleDataMutation,
  useChangeSubscriptionsMutation,
  useStartSupportAccessMutation,
  useListOrganisationsQuery,
  useCreatePartnerDemoMutation,
  useCreateDemoAccountMutation,
  useAssignCardsMutation,
  useAddCardAndAssignMutation,
  useAllocateFreeCardMutation,
  useGenerateFreeCardsMutation,
  useGenerateCardIdsMutation,
  useSearchPeopleQuery,
} = superadminApi;
