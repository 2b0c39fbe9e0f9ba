import type { Command, CommandMetadata } from '../shared';
import type { CardDesign, CardReleaseReason } from './card.events';

/**
 * Superadmin only (the API checks the role). The id comes from a cryptographic source in the handler.
 * With `free`, the new card is a free card of that colour (and affiliate's offer) from the start.
 */
export type GenerateCard = Command<'GenerateCard', { cardId: string; free?: { colour: string; affiliateId: string | null } }, CommandMetadata>;
/** Superadmin only: gives the card to `metadata.organisationId`. */
export type AllocateCard = Command<'AllocateCard', { cardId: string; demo: boolean; design: CardDesign | null; orderId: string | null }, CommandMetadata>;
export type AssignCard = Command<'AssignCard', { cardId: string; personId: string }, CommandMetadata>;
export type ReleaseCard = Command<'ReleaseCard', { cardId: string; personId: string; reason: CardReleaseReason }, CommandMetadata>;
export type EnableCard = Command<'EnableCard', { cardId: string }, CommandMetadata>;
export type DisableCard = Command<'DisableCard', { cardId: string }, CommandMetadata>;
export type ResetCard = Command<'ResetCard', { cardId: string }, CommandMetadata>;
export type RegisterCardLost = Command<'RegisterCardLost', { cardId: string }, CommandMetadata>;

/** Superadmin only: a card no organisation holds becomes a free card of a colour (spec 002 "Convert to Free Card"). */
export type MakeFreeCard = Command<'MakeFreeCard', { cardId: string; colour: string; affiliateId: string | null }, CommandMetadata>;

export type CardCommand = GenerateCard | AllocateCard | AssignCard | ReleaseCard | EnableCard | DisableCard | ResetCard | RegisterCardLost | MakeFreeCard;

export type ReserveCardShortId = Command<'ReserveCardShortId', { shortId: string; cardId: string }, CommandMetadata>;
