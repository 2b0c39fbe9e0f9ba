/**
 * Every language of the spec is complete: it has every key English has, each message fills the same
 * ICU arguments as English (names, not types: English may say `{count, number}` where Polish needs a
 * plural), parses, and its plurals cover the categories the language's plural rules use. English's own
 * messages parse and have no quoted `{value}` (a `'` before a brace is an ICU escape). When this fails,
 * `npm run i18n:missing` prints what to translate.
 */
import { ENGLISH, TRANSLATIONS } from '../../apps/web/src/app/i18n/all-catalogues';
import { englishProblem, findGaps, messageArguments, missingPluralCategories } from '../../apps/web/src/app/i18n/check';
import { LANGUAGES } from '../../apps/web/src/app/i18n/languages';

const languages = Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[];

describe('the i18n catalogues', () => {
  test('the spec languages are exactly English and the 18 translated ones', () => {
    expect(LANGUAGES.map((entry) => entry.code).sort()).toEqual(['en', ...languages].sort());
    expect(LANGUAGES).toHaveLength(19);
  });

  test('every English message is valid ICU with real arguments', () => {
    const problems = Object.entries(ENGLISH)
      .map(([key, text]) => [key, englishProblem(text)])
      .filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  test.each(languages)('%s has every English key, with the same arguments and complete plurals', (language) => {
    const gaps = findGaps(language, ENGLISH, TRANSLATIONS[language]);
    expect({ language, missing: Object.keys(gaps.missing), invalid: gaps.invalid, unknown: gaps.unknown }).toEqual({ language, missing: [], invalid: {}, unknown: [] });
  });

  test('the checks themselves catch a missing key, a renamed argument, a lacking plural and a quoted value', () => {
    const english = { a: 'Hello {name}', b: '{count, plural, one {# person} other {# people}}', c: 'Plain' };
    const gaps = findGaps('pl', english, { a: 'Cześć {imie}', b: '{count, plural, one {# osoba} other {# osób}}', d: 'x' });
    expect(Object.keys(gaps.missing)).toEqual(['c']);
    expect(Object.keys(gaps.invalid).sort()).toEqual(['a', 'b']);
    expect(gaps.invalid.b!.problem).toContain('few');
    expect(gaps.unknown).toEqual(['d']);
    expect(missingPluralCategories('{n, plural, one {#} few {#} many {#} other {#}}', 'pl')).toEqual([]);
    expect(messageArguments('{a} {b, plural, one {{c}} other {{d, number}}}')).toEqual(['a', 'b', 'c', 'd']);
    expect(englishProblem("Error deleting group '{name}'")).toContain('{name}');
    expect(englishProblem('Broken {name')).toContain('not a valid ICU message');
    expect(englishProblem('{status, select, pending {pending} other {{status}}} after {n, plural, one {# try} other {# tries}}')).toBeNull();
    expect(englishProblem("{status, select, pending {'{name}'} other {x}}")).toContain('{name}');
  });
});
