import { useCallback } from 'react';
import { useAppSelector } from '../hooks';
import { ar } from './ar';
import { type Catalogue, en, type MessageKey } from './en';
import type { Language } from './languages';

export type { MessageKey } from './en';

const catalogues: Partial<Record<Language, Catalogue>> = { en, ar };
/** English texts of lazily loaded features (see FeatureMessages in en.ts). */
const featureCatalogue: Partial<Record<MessageKey, string>> = {};

/** Registers a feature's English texts when its chunk loads. */
export const extendCatalogue = (messages: Partial<Record<MessageKey, string>>): void => {
  Object.assign(featureCatalogue, messages);
};

export type MessageParams = Record<string, string | number>;

/** The text for a key in a language, falling back to English; `{name}` is replaced by params.name. */
export const translate = (language: Language, key: MessageKey, params?: MessageParams): string => {
  const template = catalogues[language]?.[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? featureCatalogue[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
};

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `const t = useT(); t('people.title')` in the language chosen in the top bar. */
export const useT = (): Translate => {
  const language = useAppSelector((state) => state.preferences.language);
  return useCallback((key, params) => translate(language, key, params), [language]);
};

export const useLanguage = (): Language => useAppSelector((state) => state.preferences.language);
