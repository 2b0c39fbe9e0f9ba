import { useMemo } from 'react';
import { useLanguage } from '../../../app/i18n';
import { languageTag } from '../../../app/i18n/languages';

/** Country names in the chosen language from two-letter codes (Intl.DisplayNames); the code when unknown. */
export const useCountryName = () => {
  const language = useLanguage();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
};
