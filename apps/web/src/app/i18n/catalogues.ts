import type { Catalogue } from './en';
import type { Language } from './languages';

/**
 * Every language but English is its own chunk, fetched when it is chosen (or, at start, when it was
 * chosen before). The translations live in `locales/<code>.ts`; `npm run i18n:missing` lists what a
 * language lacks.
 */
export const CATALOGUE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./locales/ar'),
  cn: () => import('./locales/cn'),
  cs: () => import('./locales/cs'),
  de: () => import('./locales/de'),
  el: () => import('./locales/el'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  hi: () => import('./locales/hi'),
  hu: () => import('./locales/hu'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  nl: () => import('./locales/nl'),
  no: () => import('./locales/no'),
  pl: () => import('./locales/pl'),
  pt: () => import('./locales/pt'),
  ro: () => import('./locales/ro'),
  ru: () => import('./locales/ru'),
  sv: () => import('./locales/sv'),
};
