import { z } from 'zod';
import { boundedString, boundedText, TEXT_LIMITS, TEXT_MESSAGES, type TextRule } from './text-rules';

/** Longest texts the commerce forms take (orders, designs, checkout), by kind of field. */
export const COMMERCE_TEXT_LIMITS = {
  /** Ids, codes, phone numbers, PO and invoice numbers. */
  short: 100,
  /** Names and labels. */
  label: TEXT_LIMITS.shortText,
  url: TEXT_LIMITS.url,
  /** Notes and comments (several lines). */
  notes: 2000,
} as const;

type CommerceKind = keyof typeof COMMERCE_TEXT_LIMITS;

/** The text rule of a commerce field: its label in messages, the kind's maximum; notes may span lines. */
export const commerceRule = (label: string, kind: CommerceKind): TextRule => ({ label, max: COMMERCE_TEXT_LIMITS[kind], multiline: kind === 'notes' });

/** Optional free text of a commerce form: absent or null is '', trimmed, bounded, no control characters. */
export const commerceText = (label: string, kind: CommerceKind) => boundedText(commerceRule(label, kind));

/** A text sent as is (an edit that leaves absent fields alone): bounded, no control characters, trimmed. */
export const commerceString = (label: string, kind: CommerceKind) => boundedString(commerceRule(label, kind)).trim();

/** The shared wording of a commerce field that is too long. */
export const commerceTooLong = (label: string, kind: CommerceKind): string => TEXT_MESSAGES.tooLong(label, COMMERCE_TEXT_LIMITS[kind]);

/** A count typed into a form may arrive as a numeric string; anything that is not a number stays NaN. */
export const wholeNumber = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value), z.number({ error: message }));
