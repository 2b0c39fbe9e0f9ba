import { cardIdFromScan, cardShortIdOf } from '@profyle/domain';
import { CARD_MESSAGES } from './card-messages';

/** What one scanned or typed value is to the card scanner (spec 001 section 5). */
export type ScanOutcome =
  | { kind: 'card'; cardId: string; shortId: string }
  | { kind: 'invalid'; warning: string }
  | { kind: 'duplicate'; cardId: string; warning: string };

/**
 * A scanned value: a card link ending in a 32-character hex id, or the raw hex id (only the last 32
 * characters count). Anything else warns 'Not a valid Profyle URL: {value}'; a card already in the
 * list warns 'Already scanned this card: {value}'.
 */
export const scanCardValue = (value: string, scanned: ReadonlySet<string>): ScanOutcome => {
  const text = value.trim();
  const cardId = cardIdFromScan(text);
  if (cardId === null) return { kind: 'invalid', warning: CARD_MESSAGES.notValidUrl(text) };
  if (scanned.has(cardId)) return { kind: 'duplicate', cardId, warning: CARD_MESSAGES.alreadyScanned(text) };
  return { kind: 'card', cardId, shortId: cardShortIdOf(cardId) };
};

/** A paste of several lines is several values, one a line. */
export const splitScannedValues = (input: string): string[] => input.split(/\r?\n/).map((value) => value.trim()).filter(Boolean);
