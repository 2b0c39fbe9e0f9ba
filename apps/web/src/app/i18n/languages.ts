/** The portal's languages (spec 000 section 3, spec 001 section 3), each named in its own language. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية', rtl: true },
  { code: 'cn', name: '中文' },
  { code: 'cs', name: 'Čeština' },
  { code: 'de', name: 'Deutsch' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'hu', name: 'Magyar' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'no', name: 'Norsk' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'ro', name: 'Română' },
  { code: 'ru', name: 'Русский' },
  { code: 'sv', name: 'Svenska' },
] as const satisfies readonly { code: string; name: string; rtl?: boolean }[];

export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isRightToLeft = (language: Language): boolean => LANGUAGES.some((entry) => entry.code === language && 'rtl' in entry && entry.rtl);

/**
 * The BCP 47 tag for the document and for Intl formatting: 'cn' is the spec's code for Chinese
 * (simplified), 'no' Norwegian Bokmål, and English is British English, the organisation's default
 * language (en-GB, spec 000 section 3).
 */
const TAGS: Partial<Record<Language, string>> = { en: 'en-GB', cn: 'zh-CN', no: 'nb' };
export const languageTag = (language: Language): string => TAGS[language] ?? language;
