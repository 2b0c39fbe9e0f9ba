import { useMemo } from 'react';
import { useLanguage } from '../app/i18n';
import { languageTag } from '../app/i18n/languages';

/**
 * Dates and numbers in the chosen language: `formatDate(iso)`, `formatDateTime(iso)` ('' for a missing
 * value) and `formatNumber(n)`. The Intl formatters are built once per language: building one costs far
 * more than using it, and a list formats a date per row.
 */
export const useFormatters = () => {
  const language = useLanguage();
  return useMemo(() => {
    const tag = languageTag(language);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
    return {
      formatDate: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
      formatDateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
      formatNumber: (value: number) => number.format(value),
    };
  }, [language]);
};
