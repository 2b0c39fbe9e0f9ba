import { emptyPersonProfile, type PersonProfile } from '@profyle/domain';
import { personBodySchema, type PersonBody } from './people';
import { parseBody } from './validation';

const valid = { first_name: 'Ann', last_name: 'Lee', position: 'Engineer', email: 'ann@example.com' };

const errorsOf = (body: unknown) => {
  const result = parseBody(personBodySchema, body);
  if (result.ok) throw new Error('expected a refusal');
  return result.error.errors;
};

describe('personBodySchema', () => {
  it('parses to a complete PersonProfile with the defaults', () => {
    const parsed: PersonProfile = personBodySchema.parse(valid);
    expect(parsed).toEqual({ ...emptyPersonProfile(), ...valid });
    expect(parsed.notifications).toEqual({ weekly_intros: true });
    expect(parsed.visible).toBe(true);
  });

  it('normalises text, e-mail, tags, ids and the locations alias', () => {
    const parsed = personBodySchema.parse({
      ...valid,
      first_name: ' Ann ',
      email: ' Ann@Example.COM ',
      tags: ['Sales Team', 'sales team', 'VIP!'],
      group_id: '',
      crm_id: null,
      mobile: null,
      locations: 'disabled',
      translations: { fr: { first_name: ' Anne ', bio: '' }, de: { bio: '' } },
      person_id: 'ignored',
    });
    expect(parsed).toMatchObject({ first_name: 'Ann', email: 'ann@example.com', tags: ['sales-team', 'vip'], group_id: null, crm_id: null, mobile: '', locations: 'none' });
    expect(parsed.translations).toEqual({ fr: { first_name: 'Anne' } });
    expect(parsed).not.toHaveProperty('person_id');
  });

  it('answers the spec messages for missing required fields, all at once', () => {
    expect(errorsOf({})).toEqual([
      { path: 'first_name', msg: 'First name is required' },
      { path: 'last_name', msg: 'Last name is required' },
      { path: 'position', msg: 'Job position is required' },
      { path: 'email', msg: 'Email is required' },
    ]);
    expect(errorsOf({ ...valid, first_name: '  ', email: '' })).toEqual([
      { path: 'first_name', msg: 'First name is required' },
      { path: 'email', msg: 'Email is required' },
    ]);
  });

  it('refuses a malformed e-mail', () => {
    expect(errorsOf({ ...valid, email: 'ann@example' })).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
  });

  it('holds bios, translated ones too, to 200 characters', () => {
    expect(personBodySchema.parse({ ...valid, bio: 'x'.repeat(200) }).bio).toHaveLength(200);
    expect(errorsOf({ ...valid, bio: 'x'.repeat(201), translations: { fr: { bio: 'y'.repeat(201) } } })).toEqual([
      { path: 'bio', msg: 'Bio must be 200 characters or less' },
      { path: 'translations.fr.bio', msg: 'Bio must be 200 characters or less' },
    ]);
  });

  it('holds the password to its mode and clears it when disabled', () => {
    expect(personBodySchema.parse({ ...valid, password_mode: 'pin', password: '0042' }).password).toBe('0042');
    expect(personBodySchema.parse({ ...valid, password_mode: 'password', password: 'open' }).password).toBe('open');
    expect(personBodySchema.parse({ ...valid, password_mode: 'disabled', password: 'secret' }).password).toBe('');
    expect(errorsOf({ ...valid, password_mode: 'pin', password: '12a4' })).toEqual([{ path: 'password', msg: 'PIN must be exactly 4 digits' }]);
    expect(errorsOf({ ...valid, password_mode: 'password', password: 'abc' })).toEqual([{ path: 'password', msg: 'Password must be at least 4 characters' }]);
  });

  it('reports password errors together with field errors', () => {
    expect(errorsOf({ ...valid, last_name: '', password_mode: 'pin', password: '1' })).toEqual([
      { path: 'last_name', msg: 'Last name is required' },
      { path: 'password', msg: 'PIN must be exactly 4 digits' },
    ]);
  });

  it('names nested paths with dots', () => {
    const errors = errorsOf({ ...valid, notifications: { weekly_intros: 'yes' }, linked_profyles: 'all' });
    expect(errors.map((e) => e.path)).toEqual(['notifications.weekly_intros', 'linked_profyles']);
  });

  it('defaults weekly intros to on and keeps an explicit off', () => {
    expect(personBodySchema.parse({ ...valid, notifications: {} }).notifications.weekly_intros).toBe(true);
    expect(personBodySchema.parse({ ...valid, notifications: { weekly_intros: false } }).notifications.weekly_intros).toBe(false);
  });

  it('parses to the domain profile type', () => {
    const body: PersonBody = personBodySchema.parse(valid);
    const profile: PersonProfile = body;
    expect(Object.keys(profile).sort()).toEqual(Object.keys(emptyPersonProfile()).sort());
  });
});

describe('person translations and protection', () => {
  const body = { first_name: 'Ada', last_name: 'Lovelace', position: 'Engineer', email: 'ada@example.com' };
  it('takes translations for the supported languages other than English only', () => {
    const parsed = parseBody(personBodySchema, { ...body, translations: { fr: { position: 'Ingénieure' }, ar: { first_name: 'آدا' } } });
    expect(parsed.ok && parsed.value.translations).toEqual({ fr: { position: 'Ingénieure' }, ar: { first_name: 'آدا' } });
    for (const code of ['en', 'xx', 'zh']) {
      const refused = parseBody(personBodySchema, { ...body, translations: { [code]: { bio: 'x' } } });
      expect(refused.ok || refused.error.errors).toEqual([{ path: `translations.${code}`, msg: `Translations are not available for '${code}'` }]);
    }
  });

  it('lets a blank PIN or password through: the server keeps the stored one, or refuses when there is none', () => {
    expect(parseBody(personBodySchema, { ...body, password_mode: 'pin', password: '' }).ok).toBe(true);
  });
});
