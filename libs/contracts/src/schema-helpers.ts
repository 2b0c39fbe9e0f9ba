import { z } from 'zod';

/** Free text: absent or null is '', surrounding whitespace is dropped. */
export const text = () => z.string().nullish().transform((value) => (value ?? '').trim());

/** A reference to another record: absent, null or blank is null. */
export const optionalId = () =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = (value ?? '').trim();
      return trimmed === '' ? null : trimmed;
    });

/** A list of ids: absent or null is []. */
export const idList = () => z.array(z.string()).nullish().transform((value) => value ?? []);

/** A required text: missing, null or blank all answer with the field's message. */
export const requiredText = (message: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .trim()
    .min(1, { error: message });

/** Query parameters may repeat (`?a=1&a=2`); the first value counts. */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** Object-level checks run even when a field already failed, so every field error is answered at once. */
export const always = { when: () => true };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
