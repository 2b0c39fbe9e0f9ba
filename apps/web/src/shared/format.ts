import { useMemo } from 'react';
import { useIntlSettings, useLanguage } from '../app/i18n';
import { languageTag } from '../app/i18n/languages';

/**
 * Dates, numbers and amounts in the chosen language, dates in the organisation's time zone and amounts
 * in its currency (Europe/London and GBP when it has none): `formatDate(iso)`, `formatDateTime(iso)`
 * ('' for a missing value), `formatNumber(n)`, `formatPercent(ratio)` and `formatCurrency(n)`. Inside a sentence, use the
 * message's own `{n, number}` or `{at, date, medium}` instead. The Intl formatters are built once per
 * language and time zone: building one costs far more than using it, and a list formats a date per row.
 */
export const useFormatters = () => {
  const language = useLanguage();
  const { timeZone, currency } = useIntlSettings();
  return useMemo(() => {
    const tag = languageTag(language);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const dateTimeSeconds = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    const number = new Intl.NumberFormat(tag);
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
    const percent = new Intl.NumberFormat(tag, { style: 'percent' });
    return {
      formatDate: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
      formatDateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
      formatDateTimeSeconds: (iso: string | null | undefined) => (iso ? dateTimeSeconds.format(new Date(iso)) : ''),
      formatNumber: (value: number) => number.format(value),
      /** A number with exactly `digits` decimals, as the language writes them (4.50, 4,50). */
      formatDecimal: (value: number, digits: number) => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
      formatCurrency: (value: number) => money.format(value),
      /** 0.12 -> '12%', '12 %' or '١٢٪' as the language writes it. */
      formatPercent: (ratio: number) => percent.format(ratio),
      timeZone,
    };
  }, [language, timeZone, currency]);
};
