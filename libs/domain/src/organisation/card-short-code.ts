import { ORGANISATION_ERROR_MESSAGES } from './organisation.messages';

/** A card's short code: characters 1 to 6 of its 32-character hex id, shown and entered upper-case. */
export const CARD_SHORT_CODE_LENGTH = 6;
const HEX = /^[0-9A-F]*$/;

export const normaliseCardShortCode = (code: string): string => code.trim().toUpperCase();

/**
 * The message for a (normalised) short code that is not six hex characters, or null. Length is checked
 * first: one message at a time, as the assign form shows them.
 */
export const cardShortCodeProblem = (code: string): string | null => {
  if (code.length !== CARD_SHORT_CODE_LENGTH) return ORGANISATION_ERROR_MESSAGES.cardShortCodeLength;
  if (!HEX.test(code)) return ORGANISATION_ERROR_MESSAGES.cardShortCodeHex;
  return null;
};
