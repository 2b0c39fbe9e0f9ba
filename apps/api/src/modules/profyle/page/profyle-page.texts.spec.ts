import { EXCHANGE_LIMITS, SUPPORTED_LANGUAGES, TEXT_MESSAGES } from '@profyle/contracts';
import { INTRODUCTION_ERROR_MESSAGES } from '@profyle/domain';
import { PUBLIC_PAGE_CATALOGUE } from './profyle-page.catalogue';
import { formatMessage, placeholdersOf, publicPageLanguageOf, publicPageTexts } from './profyle-page.texts';

const english = PUBLIC_PAGE_CATALOGUE.en;
const keys = Object.keys(english).sort();

describe("the public page's catalogue", () => {
  it('speaks every supported language of the portal, and no other', () => {
    expect(Object.keys(PUBLIC_PAGE_CATALOGUE).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s has every key, with the same placeholders, translated', (language) => {
    const messages = PUBLIC_PAGE_CATALOGUE[language] as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      expect({ key, text: messages[key].trim() === '' }).toEqual({ key, text: false });
      expect({ key, placeholders: placeholdersOf(messages[key]) }).toEqual({ key, placeholders: placeholdersOf(english[key as keyof typeof english]) });
    }
    // Real translations: the sentences differ from English (short labels such as "PIN" or "Video" may not).
    for (const key of ['saveContact', 'exchangeTitle', 'exchangeIntro', 'send', 'sent', 'unavailable', 'lockedPin', 'wrongPassword', 'emailInvalid', 'tooLong'] as const) {
      expect({ key, same: messages[key] === english[key] }).toEqual({ key, same: false });
    }
  });

  it('words English as the page and the form rules always have', () => {
    expect(english.saveContact).toBe('Save contact');
    expect(english.unavailable).toBe('This Profyle is not available.');
    expect(english.nameRequired).toBe(INTRODUCTION_ERROR_MESSAGES.nameRequired);
    expect(english.emailInvalid).toBe(INTRODUCTION_ERROR_MESSAGES.emailInvalid);
    expect(formatMessage(english.tooLong, { label: 'Name', max: 200 })).toBe(TEXT_MESSAGES.tooLong('Name', 200));
    expect(formatMessage(english.controlCharacters, { label: 'Notes' })).toBe(TEXT_MESSAGES.controlCharacters('Notes'));
  });

  it("picks the first of the visitor's languages it speaks, else English, and Arabic right to left", () => {
    expect(publicPageLanguageOf(['xx', 'de', 'fr'])).toBe('de');
    expect(publicPageLanguageOf(['xx'])).toBe('en');
    expect(publicPageTexts('ar').dir).toBe('rtl');
    expect(publicPageTexts('de').dir).toBe('ltr');
    expect(publicPageTexts('tlh').language).toBe('en');
  });

  it("translates the form rules' English messages, the field named in the language, and leaves others as they are", () => {
    const de = publicPageTexts('de');
    expect(de.t('exchangeIntro', { name: 'Ada' })).toBe('Hinterlassen Sie Ihre Kontaktdaten, und Ada meldet sich bei Ihnen.');
    expect(de.fieldError('email', INTRODUCTION_ERROR_MESSAGES.emailInvalid)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(de.fieldError('company_name', TEXT_MESSAGES.tooLong('Company name', EXCHANGE_LIMITS.company_name))).toBe('Firmenname darf höchstens 200 Zeichen lang sein');
    expect(de.fieldError('notes', TEXT_MESSAGES.controlCharacters('Notes'))).toBe('Notizen darf keine Steuerzeichen enthalten');
    expect(de.fieldError('notes', english.tooManyAttempts)).toBe(PUBLIC_PAGE_CATALOGUE.de.tooManyAttempts);
    expect(de.fieldError('name', 'Something else')).toBe('Something else');
    expect(de.blockTitle('tel', 'Call')).toBe('Anrufen');
    expect(de.blockTitle('linkedin', 'LinkedIn')).toBe('LinkedIn');
  });
});
