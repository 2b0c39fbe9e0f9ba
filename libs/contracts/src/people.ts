import { z } from 'zod';
import { normaliseTags, PASSWORD_MIN_LENGTH, type PersonProfile, PIN_PATTERN, TRANSLATABLE_PERSON_FIELDS, TRANSLATION_LANGUAGE_CODES } from '@profyle/domain';
import { PERSON_MESSAGES } from './messages';
import { always, idList, isObject, optionalId, requiredText, text } from './schema-helpers';
import { boundedEmail, boundedString, LIST_LIMITS, optionalName, requiredName, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules';

/** Bio and translated bios (spec 001 sections 3 and 9). */
export const BIO_MAX_LENGTH = 200;
/** A simple e-mail shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Bio must be 200 characters or less', the spec's message, is the text rules' wording for it. */
const bio = () => text({ label: 'Bio', max: BIO_MAX_LENGTH, multiline: true });

const email = () => boundedEmail({ required: PERSON_MESSAGES.emailRequired, invalid: PERSON_MESSAGES.emailInvalid }, EMAIL_PATTERN);

const short = (label: string) => text({ label, max: TEXT_LIMITS.shortText });
const url = (label: string) => text({ label, max: TEXT_LIMITS.url });

/** A map of at most `max` entries (custom field values, translations). */
const boundedEntries = <V extends z.ZodType>(label: string, key: z.ZodType<string>, value: V, max: number = LIST_LIMITS.entries) =>
  z
    .record(key, value)
    .refine((entries) => Object.keys(entries).length <= max, { error: TEXT_MESSAGES.tooMany(label, max) })
    .nullish();

const TRANSLATION_LABELS: Record<(typeof TRANSLATABLE_PERSON_FIELDS)[number], string> = Object.fromEntries(
  TRANSLATABLE_PERSON_FIELDS.map((field) => [field, `Translated ${field.replace(/_/g, ' ')}`]),
) as Record<(typeof TRANSLATABLE_PERSON_FIELDS)[number], string>;

const translation = z
  .object(Object.fromEntries(TRANSLATABLE_PERSON_FIELDS.map((field) => [field, field === 'bio' ? bio() : short(TRANSLATION_LABELS[field])])) as Record<
    (typeof TRANSLATABLE_PERSON_FIELDS)[number],
    ReturnType<typeof text>
  >)
  .transform((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as PersonProfile['translations'][string]);

/**
 * The body of PUT /v1/enterprise/{orgId}/people/{personId} (spec 001 section 7): every PersonProfile
 * field in snake_case. Names, position and e-mail are required; every other field is optional and takes
 * its default, so the parsed body is a complete profile. Unknown fields are dropped.
 *
 * Normalised on the way in: text trimmed, e-mail lower-cased, tags by `normaliseTags`, blank ids null,
 * locations 'disabled' read as 'none', the password '' when protection is disabled, empty translated
 * fields dropped.
 *
 * PERSON_FIELD_SCHEMAS are its fields, each with its own rule (cardholder self-service picks from them).
 */
export const PERSON_FIELD_SCHEMAS = {
  prefix: optionalName('Prefix', 50),
  first_name: requiredName(PERSON_MESSAGES.firstNameRequired, 'First name'),
  last_name: requiredName(PERSON_MESSAGES.lastNameRequired, 'Last name'),
  pronouns: short('Pronouns'),
  nominals: short('Post-nominals'),
  position: requiredText(PERSON_MESSAGES.positionRequired, { label: 'Job position', max: TEXT_LIMITS.shortText }),
  department: short('Department'),
  bio: bio(),
  email: email(),
  mobile: short('Mobile'),
  calendar_url: url('Calendar URL'),
  linked_in: url('LinkedIn'),
  twitter: url('Twitter'),
  instagram: url('Instagram'),
  photo_url: url('Photo URL'),
  address: text({ label: 'Address', max: TEXT_LIMITS.longText, multiline: true }),
  tags: z
    .array(boundedString({ label: 'Tag', max: 50 }))
    .max(LIST_LIMITS.tags, { error: TEXT_MESSAGES.tooMany('Tags', LIST_LIMITS.tags) })
    .nullish()
    .transform((tags) => normaliseTags(tags ?? [])),
  group_id: optionalId('Group'),
  crm_id: optionalId('CRM id'),
  custom_fields: boundedEntries(
    'Custom fields',
    boundedString({ label: 'Custom field', max: TEXT_LIMITS.id }),
    boundedString({ label: 'Custom field value', max: TEXT_LIMITS.customFieldValue, multiline: true })
      .nullish()
      .transform((value) => value ?? ''),
  ).transform((fields) => fields ?? {}),
  notifications: z
    .object({ weekly_intros: z.boolean().default(true) })
    .nullish()
    .transform((notifications) => notifications ?? { weekly_intros: true }),
  linked_profyles: z.enum(['disabled', 'group', 'list']).default('disabled'),
  linked_ids: idList('Linked Profyles'),
  locations: z
    .enum(['none', 'disabled', 'group', 'list', 'custom'])
    .default('none')
    .transform((mode) => (mode === 'disabled' ? 'none' : mode)),
  location_ids: idList('Addresses'),
  redirect_enabled: z.boolean().default(false),
  redirect_url: url('Redirect URL'),
  password_mode: z.enum(['disabled', 'pin', 'password']).default('disabled'),
  password: boundedString({ label: 'Password', max: TEXT_LIMITS.password })
    .nullish()
    .transform((value) => value ?? ''),
  // Only the supported languages, so the number of entries is bounded by them.
  translations: z
    .record(boundedString({ label: 'Language', max: 10 }), translation)
    .superRefine((translations, ctx) => {
      for (const code of Object.keys(translations)) {
        if (!TRANSLATION_LANGUAGE_CODES.includes(code)) ctx.addIssue({ code: 'custom', path: [code], message: PERSON_MESSAGES.unsupportedLanguage(code) });
      }
    })
    .nullish()
    .transform((translations) => Object.fromEntries(Object.entries(translations ?? {}).filter(([, fields]) => Object.keys(fields).length > 0))),
  visible: z.boolean().default(true),
};

/** A PIN must be 4 digits and a password at least 4 characters; a blank one keeps the one stored (the server refuses it where there is none to keep). */
export const checkProfylePassword = (body: unknown, ctx: z.RefinementCtx): void => {
  if (!isObject(body) || typeof body.password !== 'string' || body.password === '') return;
  if (body.password_mode === 'pin' && !PIN_PATTERN.test(body.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PERSON_MESSAGES.pinInvalid });
  }
  if (body.password_mode === 'password' && body.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PERSON_MESSAGES.passwordTooShort });
  }
};

/** The body of PUT /v1/enterprise/{orgId}/people/{personId}: see PERSON_FIELD_SCHEMAS. */
export const personBodySchema = z
  .object(PERSON_FIELD_SCHEMAS)
  .superRefine(checkProfylePassword, always)
  .transform((body): PersonProfile => ({ ...body, password: body.password_mode === 'disabled' ? '' : body.password }));

/** A parsed person body: a complete PersonProfile, ready for CreatePerson / UpdatePerson. */
export type PersonBody = z.output<typeof personBodySchema>;
/** What a client may send. */
export type PersonBodyInput = z.input<typeof personBodySchema>;

/** Answer of the PUT that created a person (201). */
export interface PersonCreatedResponse {
  personId: string;
}
