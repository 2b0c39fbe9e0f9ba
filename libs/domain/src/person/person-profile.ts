/**
 * A person's profile, in the spec's wire field names (spec 001 sections 3 and 7, snake_case) so the API
 * and the projections need no mapping.
 *
 * Absent values: free text is '' (never null); ids that point elsewhere (`group_id`, `crm_id`) are null
 * when unset; lists are [] and maps {}.
 */
export type LinkedProfylesMode = 'disabled' | 'group' | 'list';
export type LocationsMode = 'none' | 'group' | 'list' | 'custom';
export type PasswordMode = 'disabled' | 'pin' | 'password';

export const LINKED_PROFYLES_MODES: readonly LinkedProfylesMode[] = ['disabled', 'group', 'list'];
export const LOCATIONS_MODES: readonly LocationsMode[] = ['none', 'group', 'list', 'custom'];
export const PASSWORD_MODES: readonly PasswordMode[] = ['disabled', 'pin', 'password'];

/** The languages a Profyle may be translated into (spec 001 section 3); English is the default, held in the main fields. */
export const SUPPORTED_LANGUAGE_CODES = ['cn', 'cs', 'de', 'el', 'en', 'es', 'fr', 'hi', 'hu', 'it', 'ja', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sv', 'ar'] as const;
export const DEFAULT_PROFYLE_LANGUAGE = 'en';
/** The languages a translation may be given for: every supported one but the default. */
export const TRANSLATION_LANGUAGE_CODES: readonly string[] = SUPPORTED_LANGUAGE_CODES.filter((code) => code !== DEFAULT_PROFYLE_LANGUAGE);

/** The fields a profile may carry per language (spec 001 section 3). */
export const TRANSLATABLE_PERSON_FIELDS = ['prefix', 'first_name', 'last_name', 'pronouns', 'position', 'department', 'nominals', 'bio'] as const;
export type TranslatablePersonField = (typeof TRANSLATABLE_PERSON_FIELDS)[number];
export type PersonTranslation = Partial<Record<TranslatablePersonField, string>>;

export type PersonProfile = {
  prefix: string;
  first_name: string;
  last_name: string;
  pronouns: string;
  /** Post nominals. */
  nominals: string;
  position: string;
  department: string;
  bio: string;
  /** Lower-cased and trimmed; unique inside the organisation (owned by the organisation stream). */
  email: string;
  mobile: string;
  calendar_url: string;
  linked_in: string;
  twitter: string;
  instagram: string;
  photo_url: string;
  /** Six parts joined by ';': line1;line2;city;region;postcode;country. */
  address: string;
  /** Normalised by `normaliseTags`. */
  tags: string[];
  group_id: string | null;
  crm_id: string | null;
  /** Custom field id to value. */
  custom_fields: Record<string, string>;
  notifications: { weekly_intros: boolean };
  linked_profyles: LinkedProfylesMode;
  linked_ids: string[];
  locations: LocationsMode;
  location_ids: string[];
  redirect_enabled: boolean;
  redirect_url: string;
  password_mode: PasswordMode;
  /**
   * The hash of the PIN or password visitors must enter to see the public Profyle ('' when disabled),
   * made by the api (argon2id); events stored before hashing hold `plain$<text>` (see
   * person.upcasters.ts). Read models never copy it: they only say whether one is set.
   */
  password: string;
  /** Language code to the translated fields. */
  translations: Record<string, PersonTranslation>;
  visible: boolean;
};

/** A profile with every field at its default. */
export const emptyPersonProfile = (): PersonProfile => ({
  prefix: '',
  first_name: '',
  last_name: '',
  pronouns: '',
  nominals: '',
  position: '',
  department: '',
  bio: '',
  email: '',
  mobile: '',
  calendar_url: '',
  linked_in: '',
  twitter: '',
  instagram: '',
  photo_url: '',
  address: '',
  tags: [],
  group_id: null,
  crm_id: null,
  custom_fields: {},
  notifications: { weekly_intros: true },
  linked_profyles: 'disabled',
  linked_ids: [],
  locations: 'none',
  location_ids: [],
  redirect_enabled: false,
  redirect_url: '',
  password_mode: 'disabled',
  password: '',
  translations: {},
  visible: true,
});

/**
 * Tags as the spec has them: lower-cased, trimmed, runs of whitespace become one hyphen, characters other
 * than a-z, 0-9 and hyphen removed, empty and duplicate tags dropped (first occurrence kept).
 */
export const normaliseTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const tag of tags) {
    const normalised = tag
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '');
    if (normalised !== '') seen.add(normalised);
  }
  return [...seen];
};

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const TEXT_FIELDS = [
  'prefix',
  'first_name',
  'last_name',
  'pronouns',
  'nominals',
  'position',
  'department',
  'bio',
  'mobile',
  'calendar_url',
  'linked_in',
  'twitter',
  'instagram',
  'photo_url',
  'address',
  'redirect_url',
] as const satisfies readonly (keyof PersonProfile)[];

const normaliseId = (id: string | null): string | null => {
  const trimmed = id?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const normaliseTranslations = (translations: Record<string, PersonTranslation>): Record<string, PersonTranslation> => {
  const result: Record<string, PersonTranslation> = {};
  for (const [language, translation] of Object.entries(translations)) {
    const fields: PersonTranslation = {};
    for (const field of TRANSLATABLE_PERSON_FIELDS) {
      const value = translation[field]?.trim();
      if (value) fields[field] = value;
    }
    if (Object.keys(fields).length > 0) result[language] = fields;
  }
  return result;
};

/**
 * Lays `changes` over `base` and normalises the result: text trimmed, e-mail lower-cased, tags
 * normalised, blank ids null, empty translations dropped, and the password cleared when protection is
 * disabled (the spec's client sends '' then; the server holds to it whatever it is sent).
 */
export const mergePersonProfile = (base: PersonProfile, changes: Partial<PersonProfile>): PersonProfile => {
  const merged: PersonProfile = { ...base, ...stripUndefined(changes) };
  const profile: PersonProfile = {
    ...merged,
    email: normaliseEmail(merged.email),
    tags: normaliseTags(merged.tags),
    group_id: normaliseId(merged.group_id),
    crm_id: normaliseId(merged.crm_id),
    custom_fields: { ...merged.custom_fields },
    notifications: { ...merged.notifications },
    linked_ids: [...merged.linked_ids],
    location_ids: [...merged.location_ids],
    translations: normaliseTranslations(merged.translations),
    password: merged.password_mode === 'disabled' ? '' : merged.password,
  };
  for (const field of TEXT_FIELDS) profile[field] = profile[field].trim();
  return profile;
};

const stripUndefined = <T extends object>(value: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
