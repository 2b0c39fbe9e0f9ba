import { useMemo } from 'react';
import { formatMinorUnits } from '@profyle/domain';
import { useLanguage } from '../../app/i18n';
import { languageTag } from '../../app/i18n/languages';

/**
 * Amounts as the api sends them (decimal text such as '658.50', exact) or as whole pence from the
 * domain's price list, shown in the language's currency format. Only the display goes through a
 * number; every sum is made in pence by the domain.
 */
export const useMoney = () => {
  const language = useLanguage();
  return useMemo(() => {
    const formatters = new Map<string, Intl.NumberFormat>();
    const formatter = (currency: string) => {
      let format = formatters.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(languageTag(language), { style: 'currency', currency });
        formatters.set(currency, format);
      }
      return format;
    };
    const formatAmount = (value: string, currency = 'GBP') => formatter(currency).format(Number(value));
    return { formatAmount, formatPence: (minor: number, currency = 'GBP') => formatAmount(formatMinorUnits(minor), currency) };
  }, [language]);
};
