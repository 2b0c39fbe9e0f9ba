/**
 * The portal's message runtime (apps/web/src/app/i18n): ICU plurals, numbers and dates per language,
 * dates in the organisation's time zone, languages loaded on demand, English for what a language lacks.
 */
import { EVENTS_MESSAGES } from '@profyle/contracts/events';
import { getIntlSettings, extendCatalogue, isLanguageLoaded, loadLanguage, setOrganisationIntl, translate } from '../../apps/web/src/app/i18n/runtime';
import { EVENTS_EN } from '../../apps/web/src/features/events/events-messages';

describe('translate', () => {
  afterEach(() => setOrganisationIntl(null));

  test('English plurals and numbers', () => {
    expect(translate('en', 'people.count', { total: 1 })).toBe('1 person');
    expect(translate('en', 'people.count', { total: 0 })).toBe('0 people');
    expect(translate('en', 'people.count', { total: 12345 })).toBe('12,345 people');
    expect(translate('en', 'subscription.remaining', { remaining: 1 })).toBe('1 subscription remaining');
    expect(translate('en', 'dashboard.usageRing', { share: 0.905 })).toBe('91% of subscriptions used');
    expect(translate('en', 'person.created', { name: 'Ada Lovelace' })).toBe('Created Person (Ada Lovelace)');
  });

  test("the spec's words with straight quotes survive ICU (a lone ' before { would quote the argument away)", () => {
    extendCatalogue(EVENTS_EN);
    expect(translate('en', 'events.delete.deleted', { name: 'Spring Summit' })).toBe(EVENTS_MESSAGES.deleted('Spring Summit'));
    expect(translate('en', 'events.delete.deleted', { name: 'Spring Summit' })).toBe("Event 'Spring Summit' deleted");
    expect(translate('en', 'events.delete.error', { name: 'Spring Summit', message: 'Event not found' })).toBe("Error deleting event 'Spring Summit': Event not found");
    expect(translate('en', 'events.form.directoryReadOnly')).toBe("You can't edit events that were created from the Profyle Connect Directory");
  });

  test('a language loads on demand; until then, and for a key it lacks, English shows', async () => {
    expect(isLanguageLoaded('de')).toBe(false);
    expect(translate('de', 'people.title')).toBe('People');
    await loadLanguage('de');
    expect(isLanguageLoaded('de')).toBe(true);
    expect(translate('de', 'people.title')).toBe('Personen');
    expect(translate('de', 'people.count', { total: 1 })).toBe('1 Person');
    expect(translate('de', 'people.count', { total: 1234 })).toBe('1.234 Personen');
  });

  test('plural categories of languages with more than two forms', async () => {
    await Promise.all([loadLanguage('pl'), loadLanguage('ar'), loadLanguage('ru')]);
    expect(translate('pl', 'people.count', { total: 1 })).toBe('1 osoba');
    expect(translate('pl', 'people.count', { total: 3 })).toBe('3 osoby');
    expect(translate('pl', 'people.count', { total: 5 })).toBe('5 osób');
    expect(translate('ru', 'people.count', { total: 21 })).toBe('21 человек');
    const arabic = [0, 1, 2, 3, 11, 100].map((total) => translate('ar', 'people.count', { total }));
    expect(new Set(arabic).size).toBe(6);
  });

  test("dates show in the organisation's time zone, Europe/London by default", () => {
    const start = new Date('2024-02-01T00:30:00Z');
    expect(getIntlSettings().timeZone).toBe('Europe/London');
    expect(translate('en', 'audit.subtitle', { start })).toContain('1 February 2024');
    setOrganisationIntl({ timezone: 'America/New_York', currency: 'USD' });
    expect(translate('en', 'audit.subtitle', { start })).toContain('31 January 2024');
    setOrganisationIntl({ timezone: 'Not/AZone', currency: 'usd' });
    expect(getIntlSettings()).toEqual({ timeZone: 'Europe/London', currency: 'GBP' });
  });

  test('a value that is missing leaves the message readable, and says so in the console', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translate('en', 'person.created')).toBe('Created Person ({name})');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
