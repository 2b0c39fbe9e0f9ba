import { acceptedLanguages, exchangeOpen, profyleAccess, type ProfyleAccessInput, profyleLanguage } from './profyle-access';
import { normaliseCountry, visitStreamId } from './profyle-visit';

const person = (changes: Partial<NonNullable<ProfyleAccessInput['person']>> = {}): NonNullable<ProfyleAccessInput['person']> => ({
  visible: true,
  subscribed: true,
  redirect_enabled: false,
  redirect_url: '',
  password_mode: 'disabled',
  ...changes,
});

describe('public Profyle access', () => {
  it('shows nothing of a missing, hidden or unsubscribed person, or behind a lost or disabled card', () => {
    expect(profyleAccess({ person: null, card: null, unlocked: false })).toEqual({ kind: 'unavailable' });
    expect(profyleAccess({ person: person({ visible: false }), card: null, unlocked: false })).toEqual({ kind: 'unavailable' });
    expect(profyleAccess({ person: person({ subscribed: false }), card: null, unlocked: false })).toEqual({ kind: 'unavailable' });
    expect(profyleAccess({ person: person(), card: { lost: true, enabled: false }, unlocked: false })).toEqual({ kind: 'unavailable' });
    expect(profyleAccess({ person: person(), card: { lost: false, enabled: false }, unlocked: false })).toEqual({ kind: 'unavailable' });
  });

  it('redirects while the redirect is on with a web address, before any PIN', () => {
    expect(profyleAccess({ person: person({ redirect_enabled: true, redirect_url: ' https://acme.example/away ', password_mode: 'pin' }), card: null, unlocked: false })).toEqual({ kind: 'redirect', url: 'https://acme.example/away' });
    expect(profyleAccess({ person: person({ redirect_enabled: true, redirect_url: 'javascript:alert(1)' }), card: null, unlocked: false })).toEqual({ kind: 'show' });
  });

  it('asks for the PIN or password until it was given', () => {
    expect(profyleAccess({ person: person({ password_mode: 'pin' }), card: { lost: false, enabled: true }, unlocked: false })).toEqual({ kind: 'locked', mode: 'pin' });
    expect(profyleAccess({ person: person({ password_mode: 'password' }), card: null, unlocked: true })).toEqual({ kind: 'show' });
  });

  it('opens the exchange form by organisation, or by group when enabled by group', () => {
    expect(exchangeOpen({ enabled: false, enableByGroup: false }, { enable_exchange: true })).toBe(false);
    expect(exchangeOpen({ enabled: true, enableByGroup: false }, null)).toBe(true);
    expect(exchangeOpen({ enabled: true, enableByGroup: true }, null)).toBe(false);
    expect(exchangeOpen({ enabled: true, enableByGroup: true }, { enable_exchange: true })).toBe(true);
  });

  it('speaks the visitor language when the person has it', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr', 'fr', 'en', 'de']);
    expect(acceptedLanguages('de;q=0.5, es')).toEqual(['es', 'de']);
    expect(acceptedLanguages('zh-CN,zh;q=0.9,nb;q=0.8,nn;q=0.7')).toEqual(['cn', 'cn', 'no', 'no']);
    expect(profyleLanguage(['fr', 'de'], ['de', 'es'])).toBe('de');
    expect(profyleLanguage(['fr'], [])).toBeNull();
  });

  it('names visit streams by organisation and day and keeps only real country codes', () => {
    expect(visitStreamId('acme_events', '2026-03-04T23:59:59.000Z')).toBe('visits-acme_events_20260304');
    expect(normaliseCountry(' gb ')).toBe('GB');
    expect(normaliseCountry('XX')).toBeNull();
    expect(normaliseCountry('GBR')).toBeNull();
  });
});
