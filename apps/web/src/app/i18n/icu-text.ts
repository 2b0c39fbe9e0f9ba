/**
 * A text, word for word, as an ICU message: ICU reads an apostrophe next to a brace as an escape
 * (`'{name}'` would print the braces, not the value), and two apostrophes as one, so every apostrophe is
 * doubled. For the spec's texts that quote a value, like `Group '{name}' deleted`.
 */
export const icuText = (text: string): string => text.replace(/'/g, "''");
