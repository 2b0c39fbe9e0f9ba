import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { API_TEXTS_EN } from './api-texts';

/**
 * Finds which catalogue message an English text of the api is: the api answers in the spec's English
 * (`{ errorMessage, errors: [{ path, msg }] }`, and a few success texts), and the portal shows it in the
 * chosen language by looking the text up here and formatting the message's translation. A message without
 * values is looked up as it is; one with values (`Card {cardShortCode} is already allocated to another
 * person`) is a pattern whose values are read back from the text, numbers and plurals included (`{count,
 * plural, one {# card} other {# cards}}`), and passed to the translation (./runtime.ts translateApiText,
 * which also translates values named `label`, `errorMessage` or `message`: they hold another api text).
 * A text that matches nothing is not the api's and stays as it is.
 */

export type ApiTextValues = Record<string, string | number>;
export interface ApiTextMatch {
  key: string;
  values: ApiTextValues;
}
export interface ApiTextIndex {
  match(text: string): ApiTextMatch | null;
}

interface Slot {
  name: string;
  numeric: boolean;
}
interface Pattern {
  key: string;
  regex: RegExp;
  slots: Slot[];
  names: string[];
  /** Longer literal text first: the more specific of two patterns that both match wins. */
  literalLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY = '([\\s\\S]+?)';
/** A number as the api writes it: `1234`, `-5`, `1,234.5`. */
const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';

const patternSource = (elements: MessageFormatElement[], slots: Slot[], plural: string | null): string =>
  elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escape(element.value);
        case TYPE.argument:
          slots.push({ name: element.value, numeric: false });
          return ANY;
        case TYPE.number:
          slots.push({ name: element.value, numeric: true });
          return NUMBER;
        case TYPE.pound:
          if (plural === null) throw new Error('# outside a plural');
          slots.push({ name: plural, numeric: true });
          return NUMBER;
        case TYPE.plural: {
          const options = Object.entries(element.options);
          if (options.some(([selector]) => selector.startsWith('='))) throw new Error(`{${element.value}} has an exact plural case (=N), which a text cannot be read back into`);
          return `(?:${options.map(([, option]) => patternSource(option.value, slots, element.value)).join('|')})`;
        }
        default:
          throw new Error(`${TYPE[element.type]} elements are not supported in api texts`);
      }
    })
    .join('');

const literalLength = (elements: MessageFormatElement[]): number =>
  elements.reduce((total, element) => total + (element.type === TYPE.literal ? element.value.length : element.type === TYPE.plural ? Math.min(...Object.values(element.options).map((option) => literalLength(option.value))) : 0), 0);

/**
 * Compiles English messages into an index (a message that cannot be read back throws, naming its key).
 * Compiled on the first lookup, not when the chunk loads.
 */
export const createApiTextIndex = (messages: Readonly<Record<string, string>>): ApiTextIndex => {
  let exact: Map<string, string> | null = null;
  let patterns: Pattern[] = [];
  const compile = () => {
    exact = new Map();
    for (const [key, message] of Object.entries(messages)) {
      let elements: MessageFormatElement[];
      let source: string;
      const slots: Slot[] = [];
      try {
        elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
        source = patternSource(elements, slots, null);
      } catch (error) {
        throw new Error(`api text ${key} ("${message}"): ${error instanceof Error ? error.message : String(error)}`);
      }
      if (slots.length === 0) {
        exact.set(elements.map((element) => (element.type === TYPE.literal ? element.value : '')).join(''), key);
        continue;
      }
      patterns.push({ key, regex: new RegExp(`^${source}$`), slots, names: [...new Set(slots.map((slot) => slot.name))], literalLength: literalLength(elements) });
    }
    patterns = patterns.sort((a, b) => b.literalLength - a.literalLength);
  };

  const read = (pattern: Pattern, text: string): ApiTextValues | null => {
    const found = pattern.regex.exec(text);
    if (!found) return null;
    const values: ApiTextValues = {};
    pattern.slots.forEach((slot, index) => {
      const value = found[index + 1];
      if (value === undefined || slot.name in values) return;
      values[slot.name] = slot.numeric ? Number(value.replace(/,/g, '')) : value;
    });
    return pattern.names.every((name) => name in values) ? values : null;
  };

  return {
    match(text) {
      if (exact === null) compile();
      const key = exact!.get(text);
      if (key !== undefined) return { key, values: {} };
      for (const pattern of patterns) {
        const values = read(pattern, text);
        if (values) return { key: pattern.key, values };
      }
      return null;
    },
  };
};

/** The index of the api's texts, for the runtime (./runtime.ts loads this chunk with a language). */
export const apiTextIndex = createApiTextIndex(API_TEXTS_EN);
export { API_TEXTS_EN };
