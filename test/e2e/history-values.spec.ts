/**
 * The history screens show the enumerated values of the audited states and events in words, in every
 * language (issue 19): `history.value.<enum>.<value>` for every value of every enum the domain registers
 * (`HISTORY_VALUE_ENUMS`, each list checked against the domain's type by the compiler), and yes or no
 * for a boolean. The history stories of every event type (libs/domain/src/audit/event-stories.fixture.ts)
 * are folded, and a code a state holds in an enumerated field that the registry does not list fails, as
 * does a field that holds codes and is in no list at all: register it (`HISTORY_ENUM_FIELDS`) or say
 * here why its values stay as they are.
 */
import { AUDITED_STREAMS, HISTORY_ENUM_FIELDS, HISTORY_VALUE_ENUMS } from '@profyle/domain';
import { STORIES } from '../../libs/domain/src/audit/event-stories.fixture';
import { ENGLISH, TRANSLATIONS } from '../../apps/web/src/app/i18n/all-catalogues';

const languages = Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[];

/** Every key the registry asks for: each value of each enum, and the two booleans. */
const valueKeys = (): string[] => [
  ...Object.entries(HISTORY_VALUE_ENUMS).flatMap(([name, values]) => values.map((value) => `history.value.${name}.${value}`)),
  'history.value.boolean.true',
  'history.value.boolean.false',
];

/**
 * Fields whose values look like codes in the stories but are no choice of the domain: they stay as
 * they are. Each with its reason.
 */
const NOT_ENUMERATED: Readonly<Record<string, string>> = {
  kind: 'an order kind or a scheduled job’s name: technical names the superadmin reads as they are',
  provider: 'a CRM or enrichment provider: a product name',
  template: 'a layout template id',
  tokenType: 'an OAuth token type (`bearer`), technical',
  onboardingHidden: 'onboarding card ids',
  tags: 'tags people type',
  vcard: 'a vCard property name (`note`), the standard’s own word',
  view: 'a self-service screen’s code (`DETAILS`)',
  name: 'names people type (an admin may be called `new`)',
};

/** A value that reads as a code: lower-case words joined by `_` or `-` (the stories' ids, `p1`, `u1`, are no words). */
const CODE = /^[a-z]{2,}(?:[_-][a-z]{2,})*$/;
/** Ids, hashes, secrets and map keys: never words. */
const ID_FIELD = /(?:Id|Ids|Hash|Hashes|By|For|^id|^ids)$|^(secret|tokens|password|passwordHash)$/;
const isMapLike = (value: object): value is ReadonlyMap<string, unknown> => typeof (value as Map<string, unknown>).get === 'function' && typeof (value as Map<string, unknown>).keys === 'function';

interface Leaf {
  field: string;
  value: unknown;
  where: string;
}

/** Every scalar under a field of a state or an event's data, with the field that holds it. */
const leaves = (root: unknown, where: string): Leaf[] => {
  const found: Leaf[] = [];
  const walk = (field: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (value instanceof Set) return [...value].forEach((inner) => walk(field, inner));
    if (Array.isArray(value)) return value.forEach((inner) => walk(field, inner));
    if (typeof value === 'object') {
      if (isMapLike(value)) return [...value.keys()].forEach((key) => walk(field, value.get(key)));
      return Object.entries(value).forEach(([key, inner]) => walk(key, inner));
    }
    found.push({ field, value, where });
  };
  walk('', root);
  return found;
};

/** The states every story passes through (before and after its event) and every story's event data. */
const storyLeaves = (): { states: Leaf[]; data: Leaf[] } => {
  const states: Leaf[] = [];
  const data: Leaf[] = [];
  for (const stream of AUDITED_STREAMS)
    for (const [given, event] of Object.values(STORIES[stream.category] ?? {})) {
      const before = given.reduce(stream.evolve, stream.initialState());
      const after = stream.evolve(before, event);
      for (const state of [before, after]) states.push(...leaves(stream.view ? stream.view(state) : state, `${stream.category} (${event.type})`));
      data.push(...leaves(event.data, `${event.type} data`));
    }
  return { states, data };
};

const enumField = (field: string) => (Object.prototype.hasOwnProperty.call(HISTORY_ENUM_FIELDS, field) ? HISTORY_ENUM_FIELDS[field] : undefined);
const unlisted = (leaf: Leaf): boolean => {
  const entry = enumField(leaf.field);
  return typeof leaf.value === 'string' && !!entry && !(HISTORY_VALUE_ENUMS[entry.enum] as readonly string[]).includes(leaf.value);
};
const described = (leaf: Leaf) => `${leaf.field}: ${String(leaf.value)} (${leaf.where})`;

describe('the history’s values in words', () => {
  test('every value of every enumerated field has its words in English', () => {
    expect(valueKeys().filter((key) => !(key in ENGLISH))).toEqual([]);
  });

  test.each(languages)('%s has words for every enumerated value', (language) => {
    const catalogue = TRANSLATIONS[language] as Record<string, string | undefined>;
    expect(valueKeys().filter((key) => !catalogue[key]?.trim())).toEqual([]);
  });

  test('names no value the domain no longer has', () => {
    const known = new Set(valueKeys());
    const own = /^history\.value\.[A-Za-z]+\.[^.]+$/;
    expect(Object.keys(ENGLISH).filter((key) => own.test(key) && !known.has(key))).toEqual([]);
  });

  test('every code an audited state holds in an enumerated field is a value of its enum', () => {
    const { states, data } = storyLeaves();
    // The scan itself reaches statuses of many aggregates, nested fields (the enrichment's status, a
    // card holder's subscription type, a free card's colour) and the person profile's modes.
    const reached = new Set(states.filter((leaf) => enumField(leaf.field)).map((leaf) => `${leaf.field}=${String(leaf.value)}`));
    expect([...reached]).toEqual(expect.arrayContaining(['status=active', 'status=awaiting_proof', 'status=complete', 'type=nfc', 'password_mode=disabled', 'locations=none', 'followUp=pending', 'colour=navy']));
    expect(states.filter(unlisted).map(described)).toEqual([]);
    // An event's data is held to the list too, except fields that may also carry text people type.
    expect(data.filter((leaf) => !enumField(leaf.field)?.open && unlisted(leaf)).map(described)).toEqual([]);
  });

  test('a field that holds codes is enumerated or said to stay as it is', () => {
    const { states } = storyLeaves();
    const codes = states.filter(
      (leaf) => typeof leaf.value === 'string' && CODE.test(leaf.value) && leaf.field && !ID_FIELD.test(leaf.field) && !enumField(leaf.field) && !Object.prototype.hasOwnProperty.call(NOT_ENUMERATED, leaf.field),
    );
    expect([...new Set(codes.map(described))]).toEqual([]);
  });
});
