import { z } from 'zod';
import { normaliseTags, PASSWORD_MIN_LENGTH, type PersonProfile, PIN_PATTERN, TRANSLATABLE_PERSON_FIELDS, TRANSLATION_LANGUAGE_CODES } from '@profyle/domain';
import { PERSON_MESSAGES } from './messages';
import { always, idList, isObject, optionalId, requiredText, text } from './schema-helpers';

/** Bio and translated bios (spec 001 sections 3 and 9). */
export const BIO_MAX_LENGTH = 200;
/** A simple e-mail shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const bio = () => text().refine((value) => value.length <= BIO_MAX_LENGTH, { error: PERSON_MESSAGES.bioTooLong });

const email = () =>
  z
    .string({ error: (issue) => (issue.input == null ? PERSON_MESSAGES.emailRequired : undefined) })
    .trim()
    .toLowerCase()
    .min(1, { error: PERSON_MESSAGES.emailRequired })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: PERSON_MESSAGES.emailInvalid });

const translation = z
  .object(Object.fromEntries(TRANSLATABLE_PERSON_FIELDS.map((field) => [field, field === 'bio' ? bio() : text()])) as Record<
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
 */
export const personBodySchema = z
  .object({
    prefix: text(),
    first_name: requiredText(PERSON_MESSAGES.firstNameRequired),
    last_name: requiredText(PERSON_MESSAGES.lastNameRequired),
    pronouns: text(),
    nominals: text(),
    position: requiredText(PERSON_MESSAGES.positionRequired),
    department: text(),
    bio: bio(),
    email: email(),
    mobile: text(),
    calendar_url: text(),
    linked_in: text(),
    twitter: text(),
    instagram: text(),
    photo_url: text(),
    address: text(),
    tags: z
      .array(z.string())
      .nullish()
      .transform((tags) => normaliseTags(tags ?? [])),
    group_id: optionalId(),
    crm_id: optionalId(),
    custom_fields: z
      .record(z.string(), z.string().nullish().transform((value) => value ?? ''))
      .nullish()
      .transform((fields) => fields ?? {}),
    notifications: z
      .object({ weekly_intros: z.boolean().default(true) })
      .nullish()
      .transform((notifications) => notifications ?? { weekly_intros: true }),
    linked_profyles: z.enum(['disabled', 'group', 'list']).default('disabled'),
    linked_ids: idList(),
    locations: z
      .enum(['none', 'disabled', 'group', 'list', 'custom'])
      .default('none')
      .transform((mode) => (mode === 'disabled' ? 'none' : mode)),
    location_ids: idList(),
    redirect_enabled: z.boolean().default(false),
    redirect_url: text(),
    password_mode: z.enum(['disabled', 'pin', 'password']).default('disabled'),
    password: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    translations: z
      .record(z.string(), translation)
      .superRefine((translations, ctx) => {
        for (const code of Object.keys(translations)) {
          if (!TRANSLATION_LANGUAGE_CODES.includes(code)) ctx.addIssue({ code: 'custom', path: [code], message: PERSON_MESSAGES.unsupportedLanguage(code) });
        }
      })
      .nullish()
      .transform((translations) => Object.fromEntries(Object.entries(translations ?? {}).filter(([, fields]) => Object.keys(fields).length > 0))),
    visible: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    // A blank PIN or password keeps the one stored; the server refuses it where there is none to keep.
    if (!isObject(body) || typeof body.password !== 'string' || body.password === '') return;
    if (body.password_mode === 'pin' && !PIN_PATTERN.test(body.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PERSON_MESSAGES.pinInvalid });
    }
    if (body.password_mode === 'password' && body.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PERSON_MESSAGES.passwordTooShort });
    }
  }, always)
  .transform((body): PersonProfile => ({ ...body, password: body.password_mode === 'disabled' ? '' : body.password }));

/** A parsed person body: a complete PersonProfile, ready for CreatePerson / UpdatePerson. */
export type PersonBody = z.output<typeof personBodySchema>;
/** What a client may send. */
export type PersonBodyInput = z.input<typeof personBodySchema>;

/** Answer of the PUT that created a person (201). */
export interface PersonCreatedResponse {
  personId: string;
}
