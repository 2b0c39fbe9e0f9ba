/**
 * The api's texts in every language (issue 19.1): the api answers in the spec's English, and the portal
 * shows each text it can send in the chosen language through the catalogue (apps/web/src/app/i18n/
 * api-texts.ts, translated in locales/api/<code>.ts). Proven both ways: every text found in the api's
 * sources (test/support/api-text-inventory.ts) has an entry, and every entry is a text the api has;
 * i18n-completeness.spec.ts proves each entry is translated into the 18 other languages. Then the lookup
 * itself: exact texts, texts with values, numbers and plurals, nested texts, and what stays as it is.
 */
import { z } from 'zod';
import { parseBody } from '@profyle/contracts';
import { apiText, errorMessageOf, fieldErrorsOf } from '../../apps/web/src/app/api-errors';
import { API_TEXTS_EN, apiTextIndex, createApiTextIndex } from '../../apps/web/src/app/i18n/api-text-index';
import { isNestedApiText, loadLanguage, setActiveLanguage, translateApiText } from '../../apps/web/src/app/i18n/runtime';
import { type ApiText, findApiTexts } from '../support/api-text-inventory';

/** Where a text is written as `{value}`, the test puts a number only a value can be. */
const SAMPLE = 90_001;

/**
 * The catalogue key a text of the api's sources is, or null: a value of the text must be read back as
 * a value of the message (not swallow words of the text), except a field's label or a nested error
 * written into it, which must be an api text itself.
 */
const keyOf = (text: string): string | null => {
  const samples = new Set<string>();
  const sample = text.replace(/\{\w+\}/g, () => {
    const value = String(SAMPLE + samples.size);
    samples.add(value);
    return value;
  });
  const found = apiTextIndex.match(sample);
  if (!found) return null;
  const valuesAreValues = Object.entries(found.values).every(([name, value]) => samples.has(String(value)) || (isNestedApiText(name) && typeof value === 'string' && keyOf(value) !== null));
  return valuesAreValues ? found.key : null;
};

/** What zod itself says when a schema words no message for a check: the issue kinds a request can meet. */
const zodMessages = (): string[] => {
  const probes: [z.ZodType, unknown][] = [
    [z.object({ name: z.string() }), { name: 5 }],
    [z.object({ name: z.string() }), {}],
    [z.number().int(), 1.5],
    [z.literal('a'), 'b'],
    [z.enum(['a', 'b']), 'c'],
    [z.union([z.string(), z.number()]), true],
    [z.object({}).strict(), { extra: 1 }],
    [z.object({}).strict(), { extra: 1, more: 2 }],
    [z.string().max(2), 'abc'],
    [z.string().min(2), 'a'],
    [z.array(z.string()).max(1), ['a', 'b']],
    [z.array(z.string()).min(1), []],
    [z.number().max(5), 6],
    [z.number().min(5), 4],
    [z.number().positive(), 0],
    [z.string().regex(/^a$/), 'b'],
    [z.email(), 'x'],
    [z.url(), 'x'],
    [z.uuid(), 'x'],
    [z.iso.datetime(), 'x'],
    [z.iso.date(), 'x'],
  ];
  return probes.flatMap(([schema, input]) => {
    const parsed = parseBody(schema, input);
    return parsed.ok ? [`${input} was accepted`] : parsed.error.errors.map((error) => error.msg);
  });
};

describe('the api texts in the catalogue', () => {
  let inventory: ApiText[];
  beforeAll(() => {
    inventory = findApiTexts();
  });

  test('the inventory finds the texts of the api, the domain and the contracts, and skips code that never answers', () => {
    const texts = new Set(inventory.map((found) => found.text));
    for (const text of [
      'A person with this email address already exists',
      'Card {cardShortCode} is already allocated to another person',
      '{label} must be {max} characters or less',
      'Block id must be {max} characters or less',
      'First name',
      'Unable to remove {requested} subscription: only {unused} are unused',
      'This record has been changed by someone else. Reload it and try again.',
      'Your card was declined.',
    ]) {
      expect({ text, found: texts.has(text) }).toEqual({ text, found: true });
    }
    const places = inventory.map((found) => found.where);
    expect(places.filter((where) => /^apps\/api\/src\/(config|seed|shared\/logging|modules\/profyle\/page)\/|\.spec\.ts:/.test(where))).toEqual([]);
    expect(places.filter((where) => where.startsWith('libs/infrastructure/src/event-store/'))).toEqual([]);
  });

  test('every text the api can send has an entry in apps/web/src/app/i18n/api-texts.ts', () => {
    const missing = inventory.filter((found) => keyOf(found.text) === null).map((found) => `"${found.text}" (${found.where})`);
    // Each line is a text the api can send and where it is written. Add it to API_TEXTS_EN in apps/web/src/app/i18n/api-texts.ts (a value as `{name}`, a count
    // as a plural), then translate it in apps/web/src/app/i18n/locales/api/<code>.ts for the 18 other languages (`npm run i18n:missing` lists them).
    expect(missing).toEqual([]);
  });

  test("zod's own messages have entries too", () => {
    const missing = zodMessages().filter((message) => apiTextIndex.match(message) === null);
    expect(missing).toEqual([]);
  });

  test('every entry is a text the api can send (an entry the api no longer has is removed)', () => {
    const used = new Set<string>();
    const use = (text: string) => {
      const found = apiTextIndex.match(text.replace(/\{\w+\}/g, String(SAMPLE)));
      if (!found) return;
      used.add(found.key);
      for (const [name, value] of Object.entries(found.values)) if (isNestedApiText(name) && typeof value === 'string') use(value);
    };
    for (const found of inventory) use(found.text);
    for (const message of zodMessages()) use(message);
    // Each key is an entry that matches no text of the api's sources: remove it from API_TEXTS_EN and from locales/api/<code>.ts,
    // or, when the api's wording changed, change the entry to the new wording (and its translations).
    expect(Object.keys(API_TEXTS_EN).filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('reading an api text back', () => {
  const index = createApiTextIndex({
    plain: 'Person not in organisation',
    value: 'Card {code} is already allocated to another person',
    number: '{label} must be {max, number} characters or less',
    plural: 'Unable to remove {requested, plural, one {# subscription} other {# subscriptions}}: only {unused, plural, one {# is} other {# are}} unused',
    quoted: "Error deleting group ''{name}'': {errorMessage}",
    general: '{field} is required',
    specific: 'Block id is required',
  });

  test('exact texts, values, numbers, plurals and quoted values', () => {
    expect(index.match('Person not in organisation')).toEqual({ key: 'plain', values: {} });
    expect(index.match('Card 0A1B2C is already allocated to another person')).toEqual({ key: 'value', values: { code: '0A1B2C' } });
    expect(index.match('First name must be 1,000 characters or less')).toEqual({ key: 'number', values: { label: 'First name', max: 1000 } });
    expect(index.match('Unable to remove 1 subscription: only 0 are unused')).toEqual({ key: 'plural', values: { requested: 1, unused: 0 } });
    expect(index.match('Unable to remove 3 subscriptions: only 1 is unused')).toEqual({ key: 'plural', values: { requested: 3, unused: 1 } });
    expect(index.match("Error deleting group 'Sales': Group not found")).toEqual({ key: 'quoted', values: { name: 'Sales', errorMessage: 'Group not found' } });
  });

  test('an exact text wins over a pattern; a text that is not the api’s matches nothing', () => {
    expect(index.match('Block id is required')?.key).toBe('specific');
    expect(index.match('Theme id is required')).toEqual({ key: 'general', values: { field: 'Theme id' } });
    expect(index.match('Person not in organisation.')).toBeNull();
    expect(index.match('Something else entirely')).toBeNull();
  });

  test('a message that cannot be read back is refused, naming it', () => {
    expect(() => createApiTextIndex({ bad: '{count, plural, =0 {none} other {# cards}}' }).match('x')).toThrow(/bad/);
  });
});

describe('api texts in the chosen language', () => {
  beforeAll(() => loadLanguage('de'));
  afterEach(() => setActiveLanguage('en'));

  test('German: exact texts, values, labels inside texts, plurals and nested errors', () => {
    expect(translateApiText('A person with this email address already exists', 'de')).toBe('Eine Person mit dieser E-Mail-Adresse existiert bereits');
    expect(translateApiText('Card 0A1B2C is already allocated to another person', 'de')).toBe('Die Karte 0A1B2C ist bereits einer anderen Person zugeordnet');
    expect(translateApiText('First name must be 100 characters or less', 'de')).toBe('Vorname darf höchstens 100 Zeichen lang sein');
    expect(translateApiText('Custom field value must be 1000 characters or less', 'de')).toBe('Wert des benutzerdefinierten Felds darf höchstens 1.000 Zeichen lang sein');
    expect(translateApiText('Unable to remove 1 subscription: only 0 are unused', 'de')).toBe('1 Abonnement kann nicht entfernt werden: nur 0 sind ungenutzt');
    expect(translateApiText('Error removing subscription: No subscription to remove', 'de')).toBe('Fehler beim Entfernen des Abonnements: Kein Abonnement zum Entfernen');
  });

  test('German: texts of modules added later (events, contacts) and texts the api stores (notifications)', () => {
    expect(translateApiText("Error deleting event 'Expo 2026': Event not found", 'de')).toBe('Fehler beim Löschen der Veranstaltung ‚Expo 2026‘: Veranstaltung nicht gefunden');
    expect(translateApiText('Message must be 2000 characters or less', 'de')).toBe('Nachricht darf höchstens 2.000 Zeichen lang sein');
    expect(translateApiText('At most 50 tags', 'de')).toBe('Höchstens 50 Tags');
    expect(translateApiText('Welcome to the Profyle admin portal', 'de')).toBe('Willkommen im Profyle-Admin-Portal');
    expect(translateApiText('You are now an admin of Acme Events Ltd. Add your people, give them a subscription and order NFC cards from the dashboard.', 'de')).toBe(
      'Sie sind jetzt Administrator von Acme Events Ltd. Fügen Sie Ihre Personen hinzu, weisen Sie ihnen ein Abonnement zu und bestellen Sie NFC-Karten über das Dashboard.',
    );
  });

  test('German: the superadmin and partner tools (lifecycle, demos, affiliates, the organisations list)', () => {
    expect(translateApiText('This organisation account has been closed. Please contact support to reopen it.', 'de')).toBe('Dieses Organisationskonto wurde geschlossen. Bitte wenden Sie sich an den Support, um es wieder zu öffnen.');
    expect(translateApiText('Affiliate ID (tech-expo-2025) has expired.', 'de')).toBe('Die Affiliate-ID (tech-expo-2025) ist abgelaufen.');
    expect(translateApiText('Partner must be true or false', 'de')).toBe('Partner muss wahr oder falsch sein');
    expect(translateApiText('Offer text must be 1000 characters or less', 'de')).toBe('Angebotstext darf höchstens 1.000 Zeichen lang sein');
    expect(translateApiText('Please enter between 1 and 10000 annual subscriptions', 'de')).toBe('Bitte geben Sie zwischen 1 und 10000 jährliche Abonnements ein');
  });

  test('English, and texts that are not the api’s, stay as they are', () => {
    expect(translateApiText('A person with this email address already exists', 'en')).toBe('A person with this email address already exists');
    expect(translateApiText('Die Karte ist weg', 'de')).toBe('Die Karte ist weg');
  });

  test('errorMessageOf, fieldErrorsOf and apiText answer in the chosen language', () => {
    const error = { status: 409, data: { errorMessage: 'A person with this email address already exists', errors: [{ path: 'email', msg: 'A person with this email address already exists' }] } };
    expect(errorMessageOf(error, 'fallback')).toBe('A person with this email address already exists');
    setActiveLanguage('de');
    expect(errorMessageOf(error, 'fallback')).toBe('Eine Person mit dieser E-Mail-Adresse existiert bereits');
    expect(fieldErrorsOf(error)).toEqual({ email: 'Eine Person mit dieser E-Mail-Adresse existiert bereits' });
    expect(apiText('Invite sent to: ada@example.com')).toBe('Einladung gesendet an: ada@example.com');
    expect(apiText(undefined)).toBe('');
  });
});
