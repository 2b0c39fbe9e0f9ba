/**
 * The history screens name every audited stream, every event type and every command in the viewer's
 * language: each has an English entry (the completeness test then asks every language for it). An
 * aggregate, event type or command added later fails here until it gets its words. So does every field
 * of every audited state (`history.field.<name>`): the fields are found by folding the history stories of
 * every event type (libs/domain/src/audit/event-stories.fixture.ts), so a field an aggregate gains later
 * fails here too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDITED_EVENT_TYPES, AUDITED_STREAMS, changesBetween } from '@profyle/domain';
import { STORIES } from '../../libs/domain/src/audit/event-stories.fixture';
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

/** A key that reads as a field name, as the domain's diff tells fields from map keys (ids, codes). */
const FIELD_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+|[A-Z][a-z0-9]*)*$/;
const isMapLike = (value: object): value is ReadonlyMap<string, unknown> => typeof (value as Map<string, unknown>).get === 'function' && typeof (value as Map<string, unknown>).keys === 'function';

/**
 * Every field the history screens name: each segment a change's English label put in words (a field, not
 * a map key), and every field name of the states the stories leave (the state-as-of tree).
 */
const auditedFields = (): string[] => {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || value instanceof Set) return;
    if (Array.isArray(value)) return value.forEach(walk);
    if (isMapLike(value)) {
      for (const key of value.keys()) walk(value.get(key));
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (FIELD_NAME.test(key)) found.add(key);
      walk(inner);
    }
  };
  for (const stream of AUDITED_STREAMS)
    for (const [given, event] of Object.values(STORIES[stream.category] ?? {})) {
      const initial = stream.initialState();
      const before = given.reduce(stream.evolve, initial);
      const after = stream.evolve(before, event);
      for (const change of [...changesBetween(stream, before, after), ...changesBetween(stream, initial, after)]) {
        const labels = change.label.split(' › ');
        change.path.forEach((name, index) => labels[index] !== name && found.add(name));
      }
      walk(stream.view ? stream.view(after) : after);
    }
  return [...found].sort();
};

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

  test('every field of every audited state has its label', () => {
    const fields = auditedFields();
    // The scan itself reaches nested fields, fields of every context and fields only a state holds.
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'remainingSubscriptions', 'leaseUntil', 'cardHolders', 'adminVerification']));
    expect(fields.map((field) => `history.field.${field}`).filter((key) => !has(key))).toEqual([]);
  });
});
