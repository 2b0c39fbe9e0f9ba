import { EXCHANGE_LIMITS, RIGHT_TO_LEFT_LANGUAGES, TEXT_MESSAGES } from '@profyle/contracts';
import type { LinkBlockType } from '@profyle/domain';
import { PUBLIC_PAGE_CATALOGUE, type PublicPageKey, type PublicPageMessages } from './profyle-page.catalogue';

/**
 * The public page's own texts (labels, buttons, the gate, the unavailable page, the exchange form's
 * messages) in the page's language: the language the person's fields are shown in, else English.
 */
export type PublicPageLanguage = keyof typeof PUBLIC_PAGE_CATALOGUE;

const PLACEHOLDER = /\{(\w+)\}/g;

export const isPublicPageLanguage = (language: string): language is PublicPageLanguage => Object.hasOwn(PUBLIC_PAGE_CATALOGUE, language);

/** A message with its placeholders filled; a placeholder without a value stays as written. */
export const formatMessage = (message: string, values: Record<string, string | number> = {}): string =>
  message.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** The names of a message's placeholders, sorted (the completeness test compares them). */
export const placeholdersOf = (message: string): string[] => [...message.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

/** The first of the visitor's languages (Accept-Language order) the page speaks, else English. */
export const publicPageLanguageOf = (accepted: readonly string[]): PublicPageLanguage => accepted.find(isPublicPageLanguage) ?? 'en';

export const textDirection = (language: string): 'ltr' | 'rtl' => ((RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr');

/** The default titles of link blocks that have words (brand names stay as they are). */
const BLOCK_TITLE_KEYS: Partial<Record<LinkBlockType, PublicPageKey>> = { url: 'website', tel: 'call', email: 'email', sms: 'message', calendar: 'bookMeeting' };

/** The exchange fields whose labels the form and its length messages share. */
const FIELD_LABEL_KEYS = { name: 'name', email: 'email', company_name: 'companyName', phone: 'phone', website: 'website', notes: 'notes' } as const satisfies Record<string, PublicPageKey>;

export interface PublicPageTexts {
  language: PublicPageLanguage;
  dir: 'ltr' | 'rtl';
  t: (key: PublicPageKey, values?: Record<string, string | number>) => string;
  /** A link block's default title in this language. */
  blockTitle: (type: LinkBlockType, english: string) => string;
  /** An exchange form error (worded in English by the rules) in this language; an unknown one as it is. */
  fieldError: (path: string, msg: string) => string;
}

const EN: PublicPageMessages = PUBLIC_PAGE_CATALOGUE.en;

/** What an English message of the form's rules says, as a key and its values, or null. */
const recognise = (path: string, msg: string): { key: PublicPageKey; values?: Record<string, string | number> } | null => {
  for (const key of ['nameRequired', 'emailRequired', 'emailInvalid', 'websiteInvalid', 'tooManyAttempts'] as const) if (EN[key] === msg) return { key };
  const labelKey = FIELD_LABEL_KEYS[path as keyof typeof FIELD_LABEL_KEYS];
  if (!labelKey) return null;
  const english = EN[labelKey];
  const max = EXCHANGE_LIMITS[path as keyof typeof FIELD_LABEL_KEYS];
  if (msg === TEXT_MESSAGES.tooLong(english, max)) return { key: 'tooLong', values: { label: labelKey, max } };
  if (msg === TEXT_MESSAGES.controlCharacters(english)) return { key: 'controlCharacters', values: { label: labelKey } };
  return null;
};

/** The page's texts in a language (an unknown language reads English). */
export const publicPageTexts = (requested: string): PublicPageTexts => {
  const language = isPublicPageLanguage(requested) ? requested : 'en';
  const messages: PublicPageMessages = PUBLIC_PAGE_CATALOGUE[language];
  const t = (key: PublicPageKey, values?: Record<string, string | number>): string => formatMessage(messages[key], values);
  return {
    language,
    dir: textDirection(language),
    t,
    blockTitle: (type, english) => {
      const key = BLOCK_TITLE_KEYS[type];
      return key ? t(key) : english;
    },
    fieldError: (path, msg) => {
      const known = recognise(path, msg);
      if (!known) return msg;
      const label = known.values?.label;
      return t(known.key, label === undefined ? known.values : { ...known.values, label: t(label as PublicPageKey) });
    },
  };
};
