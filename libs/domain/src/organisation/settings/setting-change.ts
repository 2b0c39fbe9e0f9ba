import type { SettingName, SettingValues } from './organisation-settings';

/** What a change of a setting may carry: objects may be partial (one level, and their `fields` too). */
export type SettingPatch<K extends SettingName = SettingName> = SettingValues[K] extends string | number | boolean | null
  ? SettingValues[K]
  : Partial<Omit<SettingValues[K], 'fields'>> & (SettingValues[K] extends { fields: infer F } ? { fields?: Partial<F> } : unknown);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits a semicolon-separated list, trims, drops blanks and duplicates (case-insensitively), joins again. */
export const normaliseSemicolonList = (list: string, lowerCase: boolean): string => {
  const seen = new Map<string, string>();
  for (const raw of list.split(';')) {
    const item = lowerCase ? raw.trim().toLowerCase() : raw.trim();
    if (item !== '' && !seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  }
  return [...seen.values()].join(';');
};

/** Consents trimmed; blank and duplicate ones are ignored (spec 001 section 5). */
export const normaliseConsents = (consents: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const consent of consents) {
    const text = consent.trim();
    if (text !== '' && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      kept.push(text);
    }
  }
  return kept;
};

/** The setting's new complete value: a patch laid over the current value and normalised. */
export const mergeSetting = <K extends SettingName>(setting: K, current: SettingValues[K], patch: SettingPatch<K>): SettingValues[K] => {
  let next: unknown = patch;
  const base: unknown = current;
  const changes: unknown = patch;
  if (isPlainObject(base) && isPlainObject(changes)) {
    const merged: Record<string, unknown> = { ...base, ...changes };
    if (isPlainObject(base.fields) && isPlainObject(changes.fields)) merged.fields = { ...base.fields, ...changes.fields };
    next = merged;
  }
  switch (setting) {
    case 'selfRegistration': {
      const value = next as SettingValues['selfRegistration'];
      return { ...value, domains: normaliseSemicolonList(value.domains, true) } as SettingValues[K];
    }
    case 'exchange': {
      const value = next as SettingValues['exchange'];
      return { ...value, consents: normaliseConsents(value.consents), bcc: normaliseSemicolonList(value.bcc, true), defaultIntroHtml: value.defaultIntroHtml.trim(), privacyPolicy: value.privacyPolicy.trim() } as SettingValues[K];
    }
    case 'supportEmail': {
      const value = (next as string | null)?.trim().toLowerCase() ?? '';
      return (value === '' ? null : value) as SettingValues[K];
    }
    case 'ga4id':
      return (next as string).trim().toUpperCase() as SettingValues[K];
    case 'themes':
      return (next as SettingValues['themes']).map((theme) => ({ id: theme.id.trim().toLowerCase(), name: theme.name.trim(), base: theme.base.trim(), css: theme.css.trim() })) as SettingValues[K];
    default:
      return next as SettingValues[K];
  }
};
