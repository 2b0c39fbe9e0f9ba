import { useMemo } from 'react';
import { eventInWords, keyInWords } from '@profyle/domain';
import { type MessageKey, useLanguage, useT } from '../../../app/i18n';
import { languageTag } from '../../../app/i18n/languages';

/** Date and time to the second, in the viewer's timezone and language: audit times need the seconds. */
export const useHistoryTime = () => {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'medium' });
    return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '');
  }, [language]);
};

const ERASED = /^\[erased( [0-9a-f]{6,})?\]$/;
const SKIP = /Id$|^id$|At$|By$/;

/** An event's data in one line: its scalar fields in words (`fieldWords`), ids and timestamps left to other columns. */
export const dataSummary = (data: unknown, erasedLabel: string, fieldWords: (name: string) => string = keyInWords, limit = 4): string => {
  if (typeof data !== 'object' || data === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SKIP.test(key) || value === null || value === '' || value === false || typeof value === 'object') continue;
    const shown = typeof value === 'string' && ERASED.test(value) ? `‹${erasedLabel}›` : String(value);
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
