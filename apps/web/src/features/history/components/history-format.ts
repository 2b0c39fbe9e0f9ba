import { useMemo } from 'react';
import { eventInWords, historyValueEnumOf, keyInWords } from '@profyle/domain';
import { type MessageKey, useLanguage, useT } from '../../../app/i18n';
import { languageTag } from '../../../app/i18n/languages';
import { useFormatters } from '../../../shared/format';

/** Date and time to the second, in the viewer's language and the organisation's timezone: audit times need the seconds. */
export const useHistoryTime = () => useFormatters().formatDateTimeSeconds;

const CODE_NAMES: Readonly<Record<string, { type: 'language' | 'currency' | 'region'; pattern: RegExp }>> = {
  language: { type: 'language', pattern: /^[a-z]{2,3}(-[A-Z]{2})?$/ },
  currency: { type: 'currency', pattern: /^[A-Z]{3}$/ },
  leadCurrency: { type: 'currency', pattern: /^[A-Z]{3}$/ },
  country: { type: 'region', pattern: /^[A-Z]{2}$/ },
};

/**
 * A state's or an event's value in the viewer's language, by the field that holds it: an enumerated code
 * by its `history.value.<enum>.<value>` entry (the domain's HISTORY_ENUM_FIELDS say which fields hold
 * which enum), yes or no for a boolean, a number as the language writes it, a language, currency or
 * country code by its name (Intl); null for anything shown as it is (free text, ids, e-mails, names).
 */
export const useValueWords = () => {
  const t = useT();
  const language = useLanguage();
  const { formatNumber } = useFormatters();
  return useMemo(() => {
    const tag = languageTag(language);
    const names = (type: 'language' | 'currency' | 'region', code: string): string | null => {
      try {
        return new Intl.DisplayNames([tag], { type, fallback: 'none' }).of(code) ?? null;
      } catch {
        return null;
      }
    };
    return (field: string | undefined, value: unknown): string | null => {
      if (typeof value === 'boolean') return t(value ? 'history.value.boolean.true' : 'history.value.boolean.false');
      if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : null;
      if (!field || typeof value !== 'string') return null;
      const named = CODE_NAMES[field];
      if (named && Object.prototype.hasOwnProperty.call(CODE_NAMES, field)) return named.pattern.test(value) ? names(named.type, value) : null;
      const valueEnum = historyValueEnumOf(field, value);
      if (!valueEnum) return null;
      const key = `history.value.${valueEnum}.${value}` as MessageKey;
      const text = t(key);
      return text === key ? null : text;
    };
  }, [t, language, formatNumber]);
};

const ERASED = /^\[erased( [0-9a-f]{6,})?\]$/;
const SKIP = /Id$|^id$|At$|By$/;

/**
 * An event's data in one line: its scalar fields in words (`fieldWords`) and their values in words where
 * they have some (`valueWords`), ids and timestamps left to other columns.
 */
export const dataSummary = (
  data: unknown,
  erasedLabel: string,
  fieldWords: (name: string) => string = keyInWords,
  valueWords: (field: string, value: unknown) => string | null = () => null,
  limit = 4,
): string => {
  if (typeof data !== 'object' || data === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SKIP.test(key) || value === null || value === '' || value === false || typeof value === 'object') continue;
    const shown = typeof value === 'string' && ERASED.test(value) ? `‹${erasedLabel}›` : (valueWords(key, value) ?? String(value));
    parts.push(`${fieldWords(key)}: ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}`);
    if (parts.length === limit) break;
  }
  return parts.join(' · ');
};

/** A catalogue entry by a code name, or `fallback` when this build has none (a type landed after it). */
const useNamed = (prefix: string) => {
  const t = useT();
  return (name: string, fallback: string): string => {
    const key = `${prefix}.${name}` as MessageKey;
    const text = t(key);
    return text === key ? fallback : text;
  };
};

/** An entity kind in the viewer's language by its stream category; the api's English word for kinds this build does not know. */
export const useEntityKind = () => useNamed('history.category');

/** An event type in the viewer's language (`PersonCreated` -> "Person created"); else the api's words for it. */
export const useEventWords = () => {
  const named = useNamed('history.event');
  return (type: string, fallback?: string): string => named(type, fallback ?? eventInWords(type));
};

/** A command's type in the viewer's language (`CreatePerson` -> "Create person"), or `unknown` when none was recorded. */
export const useCommandWords = () => {
  const named = useNamed('history.command');
  return (command: string | null, unknown: string): string => (command ? named(command, eventInWords(command)) : unknown);
};

/**
 * A state field in the viewer's language (`first_name` -> "Vorname"): its `history.field.<name>` entry
 * (test/e2e/history-words.spec.ts asks one of every audited field); a key that is no field (an id) as it is.
 */
export const useFieldWords = () => {
  const named = useNamed('history.field');
  return (name: string): string => named(name, keyInWords(name));
};

/**
 * A change's path in the viewer's language: the api labels it in English ("Profile › First name", field
 * names in words, map keys as they are); each segment the api put in words is a field, shown by its
 * catalogue entry, each map key stays as it is.
 */
export const useChangeLabel = () => {
  const fieldWords = useFieldWords();
  return (change: { path: readonly string[]; label: string }): string => {
    const labels = change.label.split(' › ');
    if (labels.length !== change.path.length) return change.label;
    return change.path.map((name, index) => (labels[index] === name ? name : fieldWords(name))).join(' › ');
  };
};
