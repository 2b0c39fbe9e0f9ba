import { z } from 'zod';
import { cardIdFromScan, FREE_CARD_COLOURS } from '@profyle/domain';
import { CARD_MESSAGES } from './card-messages';
import { PEOPLE_MESSAGES } from './messages';
import { pageParams, queryParamText } from './people-list';
import { optionalId, requiredText } from './schema-helpers';

export { FREE_CARD_COLOURS };

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

const cardCount = generateCardsBodySchema.shape.count;

/** A free card's colour: one of the free-card list (navy included, no custom), else 'Please select a color first'. */
const freeCardColour = z.enum(FREE_CARD_COLOURS, { error: CARD_MESSAGES.colourRequired });

/**
 * POST /v2/cards {count, colour, affiliate_id?} (superadmin; spec 002 "Generate IDs"): new free cards of
 * a colour, optionally carrying an affiliate's offer. 201 {ids}; the portal downloads them as the
 * printed QR sheet's CSV.
 */
export const generateFreeCardsBodySchema = z.object({
  count: cardCount,
  colour: freeCardColour,
  affiliate_id: optionalId('Affiliate ID'),
});
export type GenerateFreeCardsBody = z.output<typeof generateFreeCardsBodySchema>;

/** POST /v2/cards/{cardId}/allocate-free-card {colour} (superadmin; spec 002 "Convert to Free Card"). */
export const allocateFreeCardBodySchema = z.object({ colour: freeCardColour });
export type AllocateFreeCardBody = z.output<typeof allocateFreeCardBodySchema>;

/** 200 of POST /v2/cards/{cardId}/allocate-free-card. */
export interface FreeCardAllocated {
  card_id: string;
  short_id: string;
  colour: string;
}

/** A scanned or typed card: a card link or raw hex, only the last 32 characters count. */
export const scannedCardId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(SCANNED_VALUE_MAX_LENGTH, { error: `A card id must be ${SCANNED_VALUE_MAX_LENGTH} characters or less` })
    .transform((value, ctx) => {
      const id = cardIdFromScan(value);
      if (id === null) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.invalidId(value.trim()) });
      return id ?? '';
    });


/**
 * POST /v1/enterprise/{orgId}/add-card-and-assign {personId, cardId, orderId, designId, sendEmail}
 * (superadmin; spec 002 "Fast Allocation"): the card is allocated to the organisation and given to the
 * person (their subscription gets the card, or an NFC subscription is assigned with it). 201.
 */
export const addCardAndAssignBodySchema = z.object({
  personId: requiredText(CARD_MESSAGES.personRequired).max(ID_MAX_LENGTH, { error: CARD_MESSAGES.personRequired }),
  cardId: scannedCardId('Card ID'),
  orderId: optionalId('Order ID').refine((id) => id === null || id.length <= ID_MAX_LENGTH),
  designId: requiredText(CARD_MESSAGES.designRequired).max(ID_MAX_LENGTH),
  sendEmail: z.boolean().default(false),
  demo: z.boolean().default(false),
});
export type AddCardAndAssignBody = z.output<typeof addCardAndAssignBodySchema>;
export type AddCardAndAssignBodyInput = z.input<typeof addCardAndAssignBodySchema>;

/** 201 of POST /v1/enterprise/{orgId}/add-card-and-assign. */
export interface CardAddedAndAssigned {
  card_id: string;
  short_id: string;
  person_id: string;
}

/** 201 of POST /v1/enterprise/cards/create. */
export interface GeneratedCards {
  ids: string[];
  /** Each card's scan link (its public Profyle link), in the order of ids: what the card's chip and QR code carry. */
  links: string[];
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
