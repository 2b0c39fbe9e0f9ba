import { useCallback } from 'react';
import { useLanguage } from '../app/i18n';
import { languageTag } from '../app/i18n/languages';

/** Dates in the chosen language: `formatDate(iso)` and `formatDateTime(iso)`; '' for a missing value. */
export const useFormatters = () => {
  const language = useLanguage();
  const tag = languageTag(language);
  const formatDate = useCallback((iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso)) : ''), [tag]);
  const formatDateTime = useCallback((iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : ''), [tag]);
  const formatNumber = useCallback((value: number) => new Intl.NumberFormat(tag).format(value), [tag]);
  return { formatDate, formatDateTime, formatNumber };
};
