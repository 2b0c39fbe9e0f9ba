/**
 * The history screens name every audited stream, every event type and every command in the viewer's
 * language: each has an English entry (the completeness test then asks every language for it). An
 * aggregate, event type or command added later fails here until it gets its words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDITED_EVENT_TYPES, AUDITED_STREAMS } from '@profyle/domain';
import { ENGLISH } from '../../apps/web/src/app/i18n/all-catalogues';

const domain = join(__dirname, '../../libs/domain/src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/** Every command type the domain declares (`Command<'CreatePerson', ...>`): the names correlations record. */
const commandTypes = (): string[] => {
  const found = new Set<string>();
  for (const file of sources(domain)) for (const match of readFileSync(file, 'utf8').matchAll(/\bCommand<\s*'([A-Z][A-Za-z0-9]+)'/g)) found.add(match[1]);
  return [...found].sort();
};

const has = (key: string): boolean => key in ENGLISH;

describe('the history in words', () => {
  test('every audited stream has its kind', () => {
    expect(AUDITED_STREAMS.map((stream) => `history.category.${stream.category}`).filter((key) => !has(key))).toEqual([]);
  });

  test('every event type of every audited stream has its words', () => {
    expect(AUDITED_EVENT_TYPES.map((type) => `history.event.${type}`).filter((key) => !has(key))).toEqual([]);
  });

  test('every command of the domain has its words', () => {
    const commands = commandTypes();
    // The scan itself finds commands of every context, one-line and multi-line declarations alike.
    expect(commands).toEqual(expect.arrayContaining(['CreatePerson', 'PlaceCardOrder', 'CreateLayout', 'CaptureIntroduction', 'UploadDesignProof']));
    expect(commands.map((type) => `history.command.${type}`).filter((key) => !has(key))).toEqual([]);
  });

  test('names no type that no longer exists', () => {
    const known = new Set([...AUDITED_EVENT_TYPES.map((type) => `history.event.${type}`), ...commandTypes().map((type) => `history.command.${type}`)]);
    expect(Object.keys(ENGLISH).filter((key) => /^history\.(event|command)\./.test(key) && !known.has(key))).toEqual([]);
  });
});
