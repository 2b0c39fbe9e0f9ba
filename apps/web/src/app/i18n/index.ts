import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppSelector } from '../hooks';
import type { Language } from './languages';
import { getIntlSettings, getRevision, type IntlSettings, loadLanguage, type MessageParams, subscribe, translate } from './runtime';
import type { MessageKey } from './en';

export type { Catalogue, MessageKey } from './en';
export {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  extendCatalogue,
  getIntlSettings,
  isLanguageLoaded,
  loadLanguage,
  type MessageParams,
  setOrganisationIntl,
  translate,
} from './runtime';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `const t = useT(); t('people.title')`, `t('people.count', { total })` in the language chosen in the top bar. */
export const useT = (): Translate => {
  const language = useAppSelector((state) => state.preferences.language);
  const current = useSyncExternalStore(subscribe, getRevision);
  useEffect(() => {
    void loadLanguage(language);
  }, [language]);
  // `current` is a dependency on purpose: a new catalogue or time zone gives a new `t`, so memoised children update.
  return useCallback<Translate>((key, params) => translate(language, key, params), [language, current]);
};

/** Re-renders when the organisation's time zone or currency changes. */
export const useIntlSettings = (): Readonly<IntlSettings> => {
  useSyncExternalStore(subscribe, getRevision);
  return getIntlSettings();
};

export const useLanguage = (): Language => useAppSelector((state) => state.preferences.language);
