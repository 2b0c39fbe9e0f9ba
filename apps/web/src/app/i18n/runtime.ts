import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUE_LOADERS } from './catalogues';
import { type Catalogue, en, type MessageKey } from './en';
import { type Language, languageTag } from './languages';
import type { ApiTextIndex } from './api-text-index';

/**
 * The message runtime, free of React so tests and non-component code can use it (the hooks are in
 * ./index.ts). The portal's texts are ICU messages (FormatJS `intl-messageformat`): `{name}` is a value,
 * `{count, plural, one {# person} other {# people}}` a plural, `{total, number}` a number and
 * `{at, date, medium}` a date, each formatted by the rules of the chosen language and dates in the
 * organisation's time zone. English is in the first load (it is the default and the fallback of every
 * key a language lacks); every other language is its own chunk, loaded when it is chosen.
 */

/** Organisations without intl settings use the spec's defaults (spec 000 section 3). */
export const DEFAULT_TIME_ZONE = 'Europe/London';
export const DEFAULT_CURRENCY = 'GBP';

const catalogues: Partial<Record<Language, Catalogue>> = { en };
/** English texts of lazily loaded features (see FeatureMessages in en.ts). */
const featureCatalogue: Catalogue = {};
const loading = new Map<Language, Promise<void>>();

/** Settings a message's formatting depends on beyond the language: the organisation's time zone. */
export interface IntlSettings {
  timeZone: string;
  currency: string;
}
let settings: IntlSettings = { timeZone: DEFAULT_TIME_ZONE, currency: DEFAULT_CURRENCY };

// Components re-render when a catalogue arrives or the organisation's settings change.
let revision = 0;
const listeners = new Set<() => void>();
const changed = () => {
  revision += 1;
  for (const listener of listeners) listener();
};
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getRevision = () => revision;

export const isLanguageLoaded = (language: Language): boolean => Boolean(catalogues[language]);

/** The api's English texts, to look them up in another language (./api-text-index.ts): loaded with the first language other than English. */
let apiTexts: ApiTextIndex | null = null;
let apiTextsLoading: Promise<void> | null = null;
const loadApiTexts = (): Promise<void> =>
  (apiTextsLoading ??= import('./api-text-index').then(
    (module) => {
      apiTexts = module.apiTextIndex;
      extendCatalogue(module.API_TEXTS_EN);
    },
    (error: unknown) => {
      console.error('The api texts could not be loaded; they show in English', error);
      apiTextsLoading = null;
    },
  ));

/**
 * Loads a language's catalogue (its own chunk). Resolves once it can be used; when the chunk cannot be
 * fetched the language shows English, and a later call tries again.
 */
export const loadLanguage = (language: Language): Promise<void> => {
  if (language === 'en' || catalogues[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = Promise.all([CATALOGUE_LOADERS[language](), loadApiTexts()]).then(
      ([module]) => {
        catalogues[language] = module.default;
        changed();
      },
      (error: unknown) => {
        console.error(`The ${language} texts could not be loaded; showing English`, error);
        loading.delete(language);
      },
    );
    loading.set(language, pending);
  }
  return pending;
};

/** The language chosen in the top bar, for texts formatted outside React (the api's texts in ../api-errors.ts). */
let activeLanguage: Language = 'en';
export const setActiveLanguage = (language: Language): void => {
  activeLanguage = language;
};

/** Registers a feature's English texts when its chunk loads. */
export const extendCatalogue = (messages: Catalogue): void => {
  Object.assign(featureCatalogue, messages);
  changed();
};

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The organisation being viewed sets the time zone and currency dates and amounts are shown in. */
export const setOrganisationIntl = (intl: { timezone?: string | null; currency?: string | null } | null | undefined): void => {
  const timeZone = intl?.timezone && isTimeZone(intl.timezone) ? intl.timezone : DEFAULT_TIME_ZONE;
  const currency = intl?.currency && /^[A-Z]{3}$/.test(intl.currency) ? intl.currency : DEFAULT_CURRENCY;
  if (timeZone === settings.timeZone && currency === settings.currency) return;
  settings = { timeZone, currency };
  formatters.clear();
  changed();
};

export const getIntlSettings = (): Readonly<IntlSettings> => settings;

export type MessageParams = Record<string, string | number | Date | null | undefined>;

// Building a formatter costs far more than using one: one per language, time zone and key.
const formatters = new Map<string, IntlMessageFormat | null>();
const intlFormatters = () => {
  const { timeZone } = settings;
  return {
    getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
    getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, { timeZone, ...options }),
    getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options),
  };
};

const compile = (language: Language, key: MessageKey, template: string): IntlMessageFormat | null => {
  const cacheKey = `${language}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (formatter === undefined) {
    try {
      formatter = new IntlMessageFormat(template, languageTag(language), undefined, { ignoreTag: true, formatters: intlFormatters() });
    } catch (error) {
      console.error(`The ${language} text of ${key} is not a valid message`, error);
      formatter = null;
    }
    formatters.set(cacheKey, formatter);
  }
  return formatter;
};

const englishText = (key: MessageKey): string | undefined => (en as Catalogue)[key] ?? featureCatalogue[key];

/** Replaces `{name}` only: the last resort for a message that cannot be formatted. */
const substitute = (template: string, params?: MessageParams) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (params && params[name] != null ? String(params[name]) : match));

const format = (language: Language, key: MessageKey, template: string, params?: MessageParams): string | undefined => {
  const formatter = compile(language, key, template);
  if (!formatter) return undefined;
  try {
    return String(formatter.format(params as Record<string, string | number | Date>));
  } catch (error) {
    console.error(`The ${language} text of ${key} could not be formatted`, error);
    return undefined;
  }
};

/** The text for a key in a language, falling back to English (then to the key itself). */
export const translate = (language: Language, key: MessageKey, params?: MessageParams): string => {
  const translated = catalogues[language]?.[key];
  if (translated !== undefined) {
    const text = format(language, key, translated, params);
    if (text !== undefined) return text;
  }
  const english = englishText(key);
  if (english === undefined) return key;
  // An untranslated key shows the English text, formatted by English rules.
  return format('en', key, english, params) ?? substitute(english, params);
};


/** Values of an api text that are api texts themselves (a field's label, a nested error), translated in turn. */
export const isNestedApiText = (name: string): boolean => name === 'label' || name === 'errorMessage' || name === 'message';

/**
 * A text the api sent, in the chosen language. The api answers in English; each text it can send is a
 * catalogue message (./api-texts.ts), which ./api-text-index.ts finds with the values in the text, and
 * those values are formatted into the translation. Any other text, and every text until the language's
 * chunk has loaded, stays as it is.
 */
export const translateApiText = (text: string, language: Language = activeLanguage, depth = 0): string => {
  if (language === 'en' || !apiTexts || depth > 3) return text;
  const found = apiTexts.match(text);
  if (!found) return text;
  const values: MessageParams = {};
  for (const [name, value] of Object.entries(found.values)) values[name] = typeof value === 'string' && isNestedApiText(name) ? translateApiText(value, language, depth + 1) : value;
  return translate(language, found.key as MessageKey, values);
};
