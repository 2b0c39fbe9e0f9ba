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

/** An event's data in one line: its scalar fields in words, ids and timestamps left to other columns. */
export const dataSummary = (data: unknown, erasedLabel: string, limit = 4): string => {
  if (typeof data !== 'object' || data === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SKIP.test(key) || value === null || value === '' || value === false || typeof value === 'object') continue;
    const shown = typeof value === 'string' && ERASED.test(value) ? `‹${erasedLabel}›` : String(value);
    parts.push(`${keyInWords(key)}: ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}`);
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
