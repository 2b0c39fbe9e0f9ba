import type { CardDetail, CardFilter, CardSort, CardsPage } from '@profyle/contracts/cards';
import { baseApi, LIST } from '../../app/base-api';

export interface CardsListArgs {
  organisationId: string;
  page: number;
  page_size: number;
  filter: CardFilter;
  sort: CardSort;
  search?: string;
}

const cardsPath = (organisationId: string) => `v1/enterprise/${encodeURIComponent(organisationId)}/cards`;
const cardPath = (organisationId: string, cardId: string) => `${cardsPath(organisationId)}/${encodeURIComponent(cardId)}`;

/** A card action changes the card, maybe its person and the organisation's pool. */
const afterCardChange = (organisationId: string, cardId: string, personId?: string | null) => [
  { type: 'Card' as const, id: LIST },
  { type: 'Card' as const, id: cardId },
  { type: 'Organisation' as const, id: organisationId },
  { type: 'Person' as const, id: LIST },
  ...(personId ? [{ type: 'Person' as const, id: personId }] : []),
];

/** NFC cards (spec 001 section 7). */
export const cardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCards: build.query<CardsPage, CardsListArgs>({
      query: ({ organisationId, ...query }) => {
        const params = new URLSearchParams({ page: String(query.page), page_size: String(query.page_size), filter: query.filter, sort: query.sort });
        if (query.search) params.set('search', query.search);
        return `${cardsPath(organisationId)}?${params}`;
      },
      providesTags: (result) => [{ type: 'Card', id: LIST }, ...(result?.data ?? []).map((card) => ({ type: 'Card' as const, id: card.card_id }))],
    }),
    getCard: build.query<CardDetail, { organisationId: string; cardId: string }>({
      query: ({ organisationId, cardId }) => cardPath(organisationId, cardId),
      providesTags: (_result, _error, { cardId }) => [{ type: 'Card', id: cardId.toUpperCase() }],
    }),
    cardAction: build.mutation<{ success: boolean }, { organisationId: string; cardId: string; action: 'enable' | 'disable' | 'reset' | 'lost'; personId?: string | null }>({
      query: ({ organisationId, cardId, action }) => ({ url: `${cardPath(organisationId, cardId)}/${action}`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { organisationId, cardId, personId }) => afterCardChange(organisationId, cardId.toUpperCase(), personId),
    }),
    addCard: build.mutation<unknown, { organisationId: string; personId: string; card_short_code: string; send_email: boolean }>({
      query: ({ organisationId, personId, ...body }) => ({ url: `v1/enterprise/${encodeURIComponent(organisationId)}/people/${encodeURIComponent(personId)}/add-card`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { organisationId, personId }) => [{ type: 'Card', id: LIST }, { type: 'Organisation', id: organisationId }, { type: 'Person', id: LIST }, { type: 'Person', id: personId }],
    }),
  }),
});

export const { useListCardsQuery, useLazyListCardsQuery, useGetCardQuery, useLazyGetCardQuery, useCardActionMutation, useAddCardMutation } = cardsApi;
