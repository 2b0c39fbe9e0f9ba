import type { PersonBodyInput } from '@profyle/contracts/people';
import type { PersonDetail } from '@profyle/contracts/people-list';
import { BIO_MAX_LENGTH, EMAIL_PATTERN } from '@profyle/contracts/people';
import type { Translate } from '../../app/i18n';
import { PASSWORD_MIN_LENGTH, PIN_PATTERN, type LinkedProfylesMode, type LocationsMode, type PasswordMode } from '@profyle/domain';

/** The person form's jump anchors, in the spec's order (spec 001 section 2). */
export const PERSON_FORM_SECTIONS = ['photo', 'basic', 'addresses', 'group', 'socials', 'bio', 'linked-profyles', 'custom-fields', 'advanced', 'notifications'] as const;
export type PersonFormSection = (typeof PERSON_FORM_SECTIONS)[number];

/** The bio counter turns red from here (spec 001 section 5). */
export const BIO_WARNING_LENGTH = 190;
export { BIO_MAX_LENGTH };

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export const DEFAULT_COUNTRY = 'United Kingdom';

/** What the form edits: the profile as text inputs hold it. */
export interface PersonFormValues {
  photo_url: string;
  prefix: string;
  first_name: string;
  last_name: string;
  pronouns: string;
  nominals: string;
  position: string;
  department: string;
  email: string;
  mobile: string;
  calendar_url: string;
  tags: string;
  locations: LocationsMode;
  address: Record<AddressPart, string>;
  linked_in: string;
  twitter: string;
  instagram: string;
  bio: string;
  linked_profyles: LinkedProfylesMode;
  linked_ids: string[];
  password_mode: PasswordMode;
  password: string;
  redirect_enabled: boolean;
  redirect_url: string;
  crm_id: string;
  visible: boolean;
  weekly_intros: boolean;
  group_id: string | null;
  location_ids: string[];
  /** Custom field id to value. */
  custom_fields: Record<string, string>;
}

/** Fields the form edits beside its values: the translations (see TranslationsEditor). */
export interface PreservedFields {
  translations: PersonDetail['translations'];
}

/** A custom address as the api holds it (six parts joined by semicolons) and back. */
export const joinAddress = (address: Record<AddressPart, string>): string => ADDRESS_PARTS.map((part) => address[part].trim().replace(/;/g, ',')).join(';');
export const splitAddress = (address: string): Record<AddressPart, string> => {
  const parts = address ? address.split(';') : [];
  return Object.fromEntries(ADDRESS_PARTS.map((part, index) => [part, parts[index]?.trim() ?? (part === 'country' ? DEFAULT_COUNTRY : '')])) as Record<AddressPart, string>;
};

export const emptyFormValues = (): PersonFormValues => ({
  photo_url: '',
  prefix: '',
  first_name: '',
  last_name: '',
  pronouns: '',
  nominals: '',
  position: '',
  department: '',
  email: '',
  mobile: '',
  calendar_url: '',
  tags: '',
  locations: 'none',
  address: splitAddress(''),
  linked_in: '',
  twitter: '',
  instagram: '',
  bio: '',
  linked_profyles: 'disabled',
  linked_ids: [],
  password_mode: 'disabled',
  password: '',
  redirect_enabled: false,
  redirect_url: '',
  crm_id: '',
  visible: true,
  weekly_intros: true,
  group_id: null,
  location_ids: [],
  custom_fields: {},
});

export const valuesFromPerson = (person: PersonDetail): { values: PersonFormValues; preserved: PreservedFields } => ({
  values: {
    photo_url: person.photo_url,
    prefix: person.prefix,
    first_name: person.first_name,
    last_name: person.last_name,
    pronouns: person.pronouns,
    nominals: person.nominals,
    position: person.position,
    department: person.department,
    email: person.email,
    mobile: person.mobile,
    calendar_url: person.calendar_url,
    tags: person.tags.join(', '),
    locations: person.locations,
    address: splitAddress(person.address),
    linked_in: person.linked_in,
    twitter: person.twitter,
    instagram: person.instagram,
    bio: person.bio,
    linked_profyles: person.linked_profyles,
    linked_ids: [...person.linked_ids],
    password_mode: person.password_mode,
    // The PIN or password is never sent to the browser; the admin types it again to keep protection on.
    password: '',
    redirect_enabled: person.redirect_enabled,
    redirect_url: person.redirect_url,
    crm_id: person.crm_id ?? '',
    visible: person.visible,
    weekly_intros: person.notifications.weekly_intros,
    group_id: person.group_id,
    location_ids: [...person.location_ids],
    custom_fields: { ...person.custom_fields },
  },
  preserved: { translations: person.translations },
});

export const emptyPreserved = (): PreservedFields => ({ translations: {} });

/** PIN input: digits only, at most four (spec 001 section 5: non-digits stripped). */
export const normalisePin = (value: string): string => value.replace(/\D/g, '').slice(0, 4);

/** Field path (as the api names it) to message. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The client-side checks of spec 001 section 5; the catalogue's texts are the contracts' PERSON_MESSAGES.
 * `keptPasswordMode` is the mode whose PIN or password is stored: left blank in that mode, it is kept.
 */
export const validatePersonForm = (values: PersonFormValues, t: Translate, keptPasswordMode: PasswordMode | null = null): FormErrors => {
  const errors: FormErrors = {};
  if (!values.first_name.trim()) errors.first_name = t('person.firstNameRequired');
  if (!values.last_name.trim()) errors.last_name = t('person.lastNameRequired');
  if (!values.position.trim()) errors.position = t('person.positionRequired');
  const email = values.email.trim();
  if (!email) errors.email = t('person.emailRequired');
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('person.emailInvalid');
  const keeps = values.password === '' && keptPasswordMode === values.password_mode;
  if (!keeps && values.password_mode === 'pin' && !PIN_PATTERN.test(values.password)) errors.password = t('person.pinInvalid');
  if (!keeps && values.password_mode === 'password' && values.password.length < PASSWORD_MIN_LENGTH) errors.password = t('person.passwordTooShort');
  if (values.bio.length > BIO_MAX_LENGTH) errors.bio = t('person.bioTooLong');
  return errors;
};

/** The PUT body: every field in snake_case (spec 001 section 7); disabled protection sends an empty password. */
export const toPersonBody = (values: PersonFormValues, preserved: PreservedFields): PersonBodyInput => ({
  prefix: values.prefix,
  first_name: values.first_name,
  last_name: values.last_name,
  pronouns: values.pronouns,
  nominals: values.nominals,
  position: values.position,
  department: values.department,
  bio: values.bio,
  email: values.email,
  mobile: values.mobile,
  calendar_url: values.calendar_url,
  linked_in: values.linked_in,
  twitter: values.twitter,
  instagram: values.instagram,
  photo_url: values.photo_url,
  address: values.locations === 'custom' ? joinAddress(values.address) : '',
  tags: values.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
  group_id: values.group_id,
  crm_id: values.crm_id,
  custom_fields: values.custom_fields,
  notifications: { weekly_intros: values.weekly_intros },
  linked_profyles: values.linked_profyles,
  linked_ids: values.linked_profyles === 'list' ? values.linked_ids : [],
  locations: values.locations,
  location_ids: values.locations === 'list' ? values.location_ids : [],
  redirect_enabled: values.redirect_enabled,
  redirect_url: values.redirect_url,
  password_mode: values.password_mode,
  password: values.password_mode === 'disabled' ? '' : values.password,
  translations: preserved.translations,
  visible: values.visible,
});

/** Which section a field path belongs to, so the error summary can jump there. */
export const sectionOfField = (path: string): PersonFormSection => {
  if (path === 'photo_url') return 'photo';
  if (path.startsWith('address') || path === 'locations' || path === 'location_ids') return 'addresses';
  if (path === 'group_id') return 'group';
  if (['linked_in', 'twitter', 'instagram'].includes(path)) return 'socials';
  if (path === 'bio' || path.startsWith('translations')) return 'bio';
  if (path.startsWith('linked_')) return 'linked-profyles';
  if (path.startsWith('custom_fields')) return 'custom-fields';
  if (path.startsWith('notifications')) return 'notifications';
  if (['password', 'password_mode', 'redirect_enabled', 'redirect_url', 'crm_id', 'visible', 'tags'].includes(path)) return 'advanced';
  return 'basic';
};
