import { boundedIdList, boundedOptionalId, boundedText, requiredBoundedText, TEXT_LIMITS, type TextRule } from './text-rules';

/**
 * Shorthands for request schemas. Every text is bounded (text-rules.ts): without a rule of its own a
 * field gets TEXT_LIMITS.shortText characters and its path names it in the field error.
 */
const DEFAULT_TEXT: TextRule = { label: 'Text', max: TEXT_LIMITS.shortText };

/** Free text: absent or null is '', surrounding whitespace is dropped. */
export const text = (rule: TextRule = DEFAULT_TEXT) => boundedText(rule);

/** A reference to another record: absent, null or blank is null. */
export const optionalId = (label = 'Id') => boundedOptionalId(label);

/** A list of ids: absent or null is []. */
export const idList = (label = 'Ids') => boundedIdList(label);

/** A required text: missing, null or blank all answer with the field's message. */
export const requiredText = (message: string, rule: TextRule = DEFAULT_TEXT) => requiredBoundedText(message, rule);

/** Query parameters may repeat (`?a=1&a=2`); the first value counts. */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** Object-level checks run even when a field already failed, so every field error is answered at once. */
export const always = { when: () => true };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The named entries of a record of field schemas, to build a body from another body's fields. */
export const pick = <T extends Record<string, unknown>, K extends keyof T>(fields: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, fields[key]])) as Pick<T, K>;
