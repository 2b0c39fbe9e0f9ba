import { z } from 'zod';

/**
 * Text, id and list fields with a maximum length, for the schemas of groups, addresses, custom fields,
 * settings and import: every text a client can send is bounded.
 */
export const TEXT_MAX = 200;
export const ID_MAX = 100;
export const HTML_MAX = 20_000;
export const ID_LIST_MAX = 200;

export const tooLong = (max: number): string => `Must be ${max} characters or fewer`;

/** Free text: absent or null is '', trimmed, at most `max` characters. */
export const boundedText = (max = TEXT_MAX) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, { error: tooLong(max) });

/** A reference: absent, null, blank (or `none`) is null. */
export const boundedId = (noneWords: readonly string[] = []) =>
  z
    .string()
    .max(ID_MAX, { error: tooLong(ID_MAX) })
    .nullish()
    .transform((value) => {
      const trimmed = (value ?? '').trim();
      return trimmed === '' || noneWords.includes(trimmed) ? null : trimmed;
    });

/** A list of ids: absent or null is []; blank ids and duplicates dropped. */
export const boundedIdList = () =>
  z
    .array(z.string().max(ID_MAX, { error: tooLong(ID_MAX) }))
    .max(ID_LIST_MAX, { error: `At most ${ID_LIST_MAX} may be chosen` })
    .nullish()
    .transform((ids) => [...new Set((ids ?? []).map((id) => id.trim()).filter(Boolean))]);
