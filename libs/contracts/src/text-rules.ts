import { z } from 'zod';

/**
 * The rules every text field of every request schema follows (see README.md in this folder): a maximum
 * length, answered as a field error in the spec's shape, and no control characters. Use these helpers
 * in new schemas rather than a bare `z.string()`: the OpenAPI completeness test refuses a request string
 * without a maximum length.
 */

/** Maximum lengths, by kind of field. */
export const TEXT_LIMITS = {
  /** A person's or user's name, an organisation's or company's name. */
  name: 100,
  /** Short free text: prefix, pronouns, post-nominals, position, department, phone, social handles, filters. */
  shortText: 200,
  /** RFC 5321: no address is longer. */
  email: 254,
  url: 2048,
  /** A postal address or a reason given for a change. */
  longText: 500,
  /** A value typed into a custom field. */
  customFieldValue: 1000,
  /** An id of another record (person, group, location, custom field, invite). */
  id: 128,
  /** A one-time secret handed out by the api (links, codes, refresh tokens). */
  token: 512,
  /** A search term or a free query parameter. */
  query: 200,
  password: 256,
  /** The HTML of an e-mail template (introduction e-mails). */
  html: 20_000,
} as const;

/** Lists are bounded too, so one body cannot carry a million ids. */
export const LIST_LIMITS = {
  tags: 50,
  ids: 1000,
  /** Entries of a free map (custom field values, translations). */
  entries: 200,
  events: 20,
} as const;

/** Request bodies larger than this are answered 413 (the api's JSON body parser limit). */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

export const TEXT_MESSAGES = {
  tooLong: (label: string, max: number): string => `${label} must be ${max} characters or less`,
  tooMany: (label: string, max: number): string => `${label} must have ${max} entries or fewer`,
  controlCharacters: (label: string): string => `${label} must not contain control characters`,
  bodyTooLarge: `The request body is too large: the limit is ${REQUEST_BODY_LIMIT_BYTES / 1024 / 1024} MB`,
  bodyNotJson: 'The request body is not valid JSON',
  headersTooLarge: 'The request line or headers are too large',
  requestMalformed: 'The request is not valid HTTP',
} as const;

/**
 * Control characters a text never needs: C0 (NUL and the rest) and C1 controls, DEL, and the
 * bidirectional embeddings, overrides and isolates that make text display other than it reads.
 * Multi-line texts may hold tab, line feed and carriage return.
 */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const CONTROLS_MULTILINE = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
/** What an e-mail address never holds: the controls plus every zero-width and joining character. */
const NOT_IN_EMAIL = `${CONTROLS}\\u200B-\\u200F\\u2060-\\u2065\\uFEFF`;

export const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROLS}]*$`);
export const NO_CONTROL_CHARACTERS_MULTILINE = new RegExp(`^[^${CONTROLS_MULTILINE}]*$`);
export const NO_CONTROL_CHARACTERS_IN_EMAIL = new RegExp(`^[^${NOT_IN_EMAIL}]*$`);

/**
 * Invisible characters stripped from names: zero-width space, left-to-right and right-to-left marks,
 * word joiner, byte order mark. Zero-width (non-)joiners stay: some scripts spell names with them.
 */
const INVISIBLE = /[\u200B\u200E\u200F\u2060\uFEFF]/g;
export const stripInvisible = (value: string): string => value.replace(INVISIBLE, '');

export interface TextRule {
  /** How the field is named in messages ('First name'). */
  label: string;
  max: number;
  /** Tab, line feed and carriage return are allowed. */
  multiline?: boolean;
}

/** A string of at most `max` characters without control characters: the base of every text field. */
export const boundedString = ({ label, max, multiline = false }: TextRule) =>
  z
    .string()
    .max(max, { error: TEXT_MESSAGES.tooLong(label, max) })
    .regex(multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS, { error: TEXT_MESSAGES.controlCharacters(label) });

/** Optional free text: absent or null is '', surrounding whitespace is dropped. */
export const boundedText = (rule: TextRule) =>
  boundedString(rule)
    .nullish()
    .transform((value) => (value ?? '').trim());

/** A required text: missing, null or blank all answer with the field's message. */
export const requiredBoundedText = (message: string, rule: TextRule) =>
  z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .max(rule.max, { error: TEXT_MESSAGES.tooLong(rule.label, rule.max) })
    .regex(rule.multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS, { error: TEXT_MESSAGES.controlCharacters(rule.label) })
    .trim()
    .min(1, { error: message });

/** A name: bounded, no control characters, invisible characters stripped. */
export const requiredName = (message: string, label: string, max: number = TEXT_LIMITS.name) =>
  requiredBoundedText(message, { label, max }).transform(stripInvisible).pipe(z.string().min(1, { error: message }));

export const optionalName = (label: string, max: number = TEXT_LIMITS.name) => boundedText({ label, max }).transform(stripInvisible);

/**
 * An e-mail address: required (`requiredMessage`), at most 254 characters, without any control or
 * invisible character and of the simple shape `pattern` (`invalidMessage` for both), trimmed and
 * lower-cased.
 */
export const boundedEmail = (messages: { required: string; invalid: string }, pattern: RegExp) =>
  z
    .string({ error: (issue) => (issue.input == null ? messages.required : messages.invalid) })
    .max(TEXT_LIMITS.email, { error: TEXT_MESSAGES.tooLong('Email', TEXT_LIMITS.email) })
    .regex(NO_CONTROL_CHARACTERS_IN_EMAIL, { error: messages.invalid })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required })
    .refine((value) => value === '' || pattern.test(value), { error: messages.invalid });

/** An id of another record: absent, null or blank is null. */
export const boundedOptionalId = (label: string) =>
  boundedString({ label, max: TEXT_LIMITS.id })
    .nullish()
    .transform((value) => {
      const trimmed = (value ?? '').trim();
      return trimmed === '' ? null : trimmed;
    });

/** A list of ids: absent or null is []. */
export const boundedIdList = (label: string, max: number = LIST_LIMITS.ids) =>
  z
    .array(boundedString({ label, max: TEXT_LIMITS.id }))
    .max(max, { error: TEXT_MESSAGES.tooMany(label, max) })
    .nullish()
    .transform((value) => value ?? []);
