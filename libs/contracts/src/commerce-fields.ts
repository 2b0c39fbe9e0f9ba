import { z } from 'zod';
import { ID_MAX, TEXT_MAX, tooLong } from './bounded';

/** Longest texts the commerce forms take (orders, designs), beside the common bounds of bounded.ts. */
export const COMMERCE_TEXT_LIMITS = {
  short: ID_MAX,
  label: TEXT_MAX,
  url: 2000,
  notes: 2000,
} as const;

/** A string of at most `max` characters, answered with the common wording when longer. */
export const limitedString = (max: number) => z.string().max(max, { error: tooLong(max) });

/** A count typed into a form may arrive as a numeric string; anything that is not a number stays NaN. */
export const wholeNumber = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value), z.number({ error: message }));
