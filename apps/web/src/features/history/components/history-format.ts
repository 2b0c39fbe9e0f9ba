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

/** A command's type in words (`CreatePerson` -> "Create person"), like event types. */
export const commandInWords = (command: string | null, unknown: string): string => (command ? eventInWords(command) : unknown);

/** An entity kind in the viewer's language by its stream category; the api's English word for kinds this build does not know. */
export const useEntityKind = () => {
  const t = useT();
  return (category: string, fallback: string): string => {
    const key = `history.category.${category}` as MessageKey;
    const text = t(key);
    return text === key ? fallback : text;
  };
};
