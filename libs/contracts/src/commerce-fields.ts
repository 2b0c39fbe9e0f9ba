import { z } from 'zod';

/** Longest texts the commerce forms take (orders, designs): every text field is bounded. */
export const COMMERCE_TEXT_LIMITS = {
  short: 100,
  label: 200,
  url: 2000,
  notes: 2000,
} as const;

export const tooLongMessage = (max: number): string => `Please use at most ${max} characters`;

/** A string of at most `max` characters, answered with the common wording when longer. */
export const limitedString = (max: number) => z.string().max(max, { error: tooLongMessage(max) });

/** Free text of at most `max` characters: absent or null is '', surrounding whitespace is dropped. */
export const boundedText = (max: number) =>
  z
    .string()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((value) => (value ?? '').trim());

/** A reference to another record of at most `max` characters: absent, null or blank is null. */
export const boundedId = (max: number = COMMERCE_TEXT_LIMITS.short) =>
  z
    .string()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((value) => {
      const trimmed = (value ?? '').trim();
      return trimmed === '' ? null : trimmed;
    });

/** A count typed into a form may arrive as a numeric string; anything that is not a number stays NaN. */
export const wholeNumber = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value), z.number({ error: message }));
