/**
 * NFC card ids (spec 001 sections 3, 5 and 9): 32 upper-case hexadecimal characters from a
 * cryptographic source. A card is shown and entered by its short id, the first 6 characters.
 */
export const CARD_ID_LENGTH = 32;
export const CARD_SHORT_ID_LENGTH = 6;
const CARD_ID = /^[0-9A-F]{32}$/;
const HEX_TAIL = /[0-9A-Fa-f]{32}$/;

export const isCardId = (value: string): boolean => CARD_ID.test(value);

/** Trimmed and upper-cased, as ids are typed, pasted or scanned. */
export const normaliseCardId = (value: string): string => value.trim().toUpperCase();

/** The short id (also the card short code of an assignment): characters 1 to 6 of the id. */
export const cardShortIdOf = (cardId: string): string => cardId.slice(0, CARD_SHORT_ID_LENGTH).toUpperCase();

/**
 * The card id in a scanned or typed value: a card link ending in a 32-character hex id, or the raw hex
 * id itself. Only the last 32 characters count (a reader may send a longer URL, or trailing noise is
 * stripped first); anything else is null.
 */
export const cardIdFromScan = (value: string): string | null => {
  const trimmed = value.trim().replace(/[/?#]+$/, '');
  const tail = HEX_TAIL.exec(trimmed);
  return tail ? tail[0].toUpperCase() : null;
};
