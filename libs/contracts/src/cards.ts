import { z } from 'zod';
import { cardIdFromScan } from '@profyle/domain';
import { CARD_MESSAGES } from './card-messages';
import { PEOPLE_MESSAGES } from './messages';
import { pageParams, queryParamText } from './people-list';
import { optionalId, requiredText } from './schema-helpers';

/** Cards generated or allocated by one request (a box of cards is a few hundred). */
export const MAX_CARDS_PER_REQUEST = 1000;
const ID_MAX_LENGTH = 100;
/** A scanned link may be long; only its last 32 characters count. */
const SCANNED_VALUE_MAX_LENGTH = 500;

/** POST /v1/enterprise/cards/create {count} (superadmin): new card ids. */
export const generateCardsBodySchema = z.object({
  count: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: CARD_MESSAGES.countInvalid(MAX_CARDS_PER_REQUEST) })
      .int({ error: CARD_MESSAGES.countInvalid(MAX_CARDS_PER_REQUEST) })
      .min(1, { error: CARD_MESSAGES.countInvalid(MAX_CARDS_PER_REQUEST) })
      .max(MAX_CARDS_PER_REQUEST, { error: CARD_MESSAGES.countInvalid(MAX_CARDS_PER_REQUEST) }),
  ),
});
export type GenerateCardsBody = z.output<typeof generateCardsBodySchema>;

/** 201 of POST /v1/enterprise/cards/create. */
export interface GeneratedCards {
  ids: string[];
}

/**
 * POST /v1/enterprise/{orgId}/assign {demo, card_ids, design_id} (superadmin). Each card id may be a
 * scanned card link or the raw hex id; only its last 32 characters count, upper-cased. Repeats count once.
 */
export const allocateCardsBodySchema = z.object({
  demo: z.boolean().default(false),
  card_ids: z
    .array(
      z
        .string()
        .max(SCANNED_VALUE_MAX_LENGTH, { error: `A card id must be ${SCANNED_VALUE_MAX_LENGTH} characters or less` })
        .transform((value, ctx) => {
          const id = cardIdFromScan(value);
          if (id === null) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.invalidId(value.trim()) });
          return id ?? '';
        }),
      { error: CARD_MESSAGES.cardIdsRequired },
    )
    .min(1, { error: CARD_MESSAGES.cardIdsRequired })
    .max(MAX_CARDS_PER_REQUEST, { error: CARD_MESSAGES.tooManyCards(MAX_CARDS_PER_REQUEST) })
    .transform((ids) => [...new Set(ids)]),
  design_id: requiredText(CARD_MESSAGES.designRequired).max(ID_MAX_LENGTH),
  order_id: optionalId().refine((id) => id === null || id.length <= ID_MAX_LENGTH),
});
export type AllocateCardsBody = z.output<typeof allocateCardsBodySchema>;

/** One card of an allocation: `error` is the refusal's message, null when the card was allocated. */
export interface CardAllocationResult {
  card_id: string;
  short_id: string;
  success: boolean;
  error: string | null;
}

export interface CardAllocationResults {
  results: CardAllocationResult[];
}

/** The cards list's filters (the ?filter of /portal/nfc/cards). */
export const CARD_FILTERS = ['all', 'assigned', 'unassigned', 'enabled', 'disabled', 'demo', 'lost'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];
export const CARD_SORTS = ['-allocated', 'allocated', 'short_id', '-short_id'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

/** GET /v1/enterprise/{orgId}/cards?page&page_size&filter&search&sort (page sizes as for people). */
export const cardsListQuerySchema = z.object({
  ...pageParams,
  filter: z.preprocess(queryParamText, z.enum(CARD_FILTERS, { error: PEOPLE_MESSAGES.filterInvalid }).default('all')),
  sort: z.preprocess(queryParamText, z.enum(CARD_SORTS, { error: 'Sort must be one of allocated or short_id, optionally prefixed with -' }).default('-allocated')),
  /** Matched against the card id (from its start) and the person's id. */
  search: z.preprocess(queryParamText, z.string().max(64, { error: 'Search must be 64 characters or less' }).optional()),
});
export type CardsListQuery = z.output<typeof cardsListQuerySchema>;

/** Active: enabled; Disabled; Lost (spec 001 section 4). */
export type CardStatusView = 'active' | 'disabled' | 'lost';

export interface CardDesignView {
  id: string;
  name: string | null;
  imageUrl: string | null;
}

/** One card of the organisation, as the cards list and the scanner show it. */
export interface CardListItem {
  card_id: string;
  short_id: string;
  status: CardStatusView;
  enabled: boolean;
  lost: boolean;
  demo: boolean;
  person_id: string | null;
  /** The person's name, or null when the card is free. */
  name: string | null;
  design: CardDesignView | null;
  order_id: string | null;
  allocated_at: string;
  updated_at: string;
}

export interface CardsPage {
  data: CardListItem[];
  total: number;
  page: number;
  page_size: number;
}

/** What happened to a card, newest first (the card page's history). */
export interface CardHistoryItem {
  at: string;
  action: 'generated' | 'allocated' | 'assigned' | 'released' | 'enabled' | 'disabled' | 'reset' | 'lost';
  by: string;
  person_id: string | null;
}

/** GET /v1/enterprise/{orgId}/cards/{cardId}. */
export interface CardDetail extends CardListItem {
  organisation_id: string;
  history: CardHistoryItem[];
}

/** The NFC cards CSV export (spec 001 section 9); printed_id is the short id printed on the card. */
export const CARDS_CSV_COLUMNS = ['card_id', 'printed_id', 'enabled', 'demo', 'person_id', 'person_name'] as const;
