import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { languageTag } from './languages';

/**
 * What a language lacks against English, for the completeness test (test/e2e/i18n-completeness.spec.ts)
 * and `npm run i18n:missing`: keys English has that the language does not, and messages whose ICU
 * arguments differ from English's, that do not parse, or whose plurals miss a category the language's
 * plural rules use (Polish needs one, few, many and other; Japanese only other).
 */

export type Messages = Readonly<Record<string, string | undefined>>;

export interface LanguageGaps {
  /** key -> the English text to translate. */
  missing: Record<string, string>;
  /** key -> what is wrong with the translation, with both texts. */
  invalid: Record<string, { problem: string; english: string; translation: string }>;
  /** Keys the language has that English does not (left behind by a removed or renamed key). */
  unknown: string[];
}

const parseMessage = (text: string): MessageFormatElement[] => parse(text, { ignoreTag: true, requiresOtherClause: true });

const walk = (elements: MessageFormatElement[], visit: (element: MessageFormatElement) => void): void => {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value, visit);
  }
};

/** The names of a message's ICU arguments, sorted (a syntax error throws). */
export const messageArguments = (text: string): string[] => {
  const names = new Set<string>();
  walk(parseMessage(text), (element) => {
    if (element.type !== TYPE.literal && 'value' in element && typeof element.value === 'string') names.add(element.value);
  });
  return [...names].sort();
};

/**
 * `{name}` and `{name, ...}` that the parser read as literal text (a ' before a brace quotes it in ICU):
 * meant as arguments, they would show as written. A select or plural branch's own text (`{pending}` in
 * `{status, select, pending {pending} ...}`) is its body, not a quoted argument, and is not counted.
 */
export const quotedArguments = (text: string): string[] => {
  const names = new Set<string>();
  walk(parseMessage(text), (element) => {
    if (element.type === TYPE.literal) for (const match of element.value.matchAll(/\{\s*(\w+)\s*[,}]/g)) names.add(match[1]!);
  });
  return [...names].sort();
};

/** Plural categories a message's plurals lack for a language (`=0`-style exact matches do not count). */
export const missingPluralCategories = (text: string, language: string): string[] => {
  const required = new Intl.PluralRules(languageTag(language as never)).resolvedOptions().pluralCategories;
  const lacking = new Set<string>();
  walk(parseMessage(text), (element) => {
    if (element.type !== TYPE.plural || element.pluralType === 'ordinal') return;
    for (const category of required) if (!(category in element.options)) lacking.add(category);
  });
  return [...lacking].sort();
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Problems of one English message on its own: it must parse and every `{name}` must be an argument. */
export const englishProblem = (text: string): string | null => {
  try {
    const quoted = quotedArguments(text);
    return quoted.length ? `{${quoted.join('}, {')}} is quoted text, not a value (a ' before a brace escapes it in ICU; use ’)` : null;
  } catch (error) {
    return `not a valid ICU message: ${describe(error)}`;
  }
};

export const findGaps = (language: string, english: Messages, translation: Messages): LanguageGaps => {
  const gaps: LanguageGaps = { missing: {}, invalid: {}, unknown: [] };
  for (const [key, englishText] of Object.entries(english)) {
    if (englishText === undefined) continue;
    const text = translation[key];
    if (text === undefined || text.trim() === '') {
      gaps.missing[key] = englishText;
      continue;
    }
    let problem: string | null = null;
    try {
      const expected = messageArguments(englishText);
      const actual = messageArguments(text);
      if (expected.join() !== actual.join()) problem = `arguments {${actual.join('}, {')}} differ from English {${expected.join('}, {')}}`;
      else {
        const lacking = missingPluralCategories(text, language);
        if (lacking.length) problem = `a plural lacks the ${language} categories ${lacking.join(', ')}`;
      }
    } catch (error) {
      problem = `not a valid ICU message: ${describe(error)}`;
    }
    if (problem) gaps.invalid[key] = { problem, english: englishText, translation: text };
  }
  gaps.unknown = Object.keys(translation).filter((key) => !(key in english));
  return gaps;
};

export const hasGaps = (gaps: LanguageGaps): boolean => Object.keys(gaps.missing).length > 0 || Object.keys(gaps.invalid).length > 0 || gaps.unknown.length > 0;
