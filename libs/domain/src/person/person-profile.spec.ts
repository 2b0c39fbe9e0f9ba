import { emptyPersonProfile, mergePersonProfile, normaliseEmail, normaliseTags } from './person-profile';
import { jsonEqual } from '../shared/changed-fields';
import { changedProfileFields } from './person-profile.diff';
import { passwordProblem } from './person-profile.rules';

describe('normaliseTags', () => {
  it('lower-cases, trims, turns spaces into hyphens and drops other characters', () => {
    expect(normaliseTags(['  Sales Team ', 'UK/Europe', 'C++ Devs', 'a   b', 'x-1'])).toEqual(['sales-team', 'ukeurope', 'c-devs', 'a-b', 'x-1']);
  });

  it('drops empty tags and duplicates, keeping the first', () => {
    expect(normaliseTags(['VIP', '', '!!!', 'vip', ' Vip '])).toEqual(['vip']);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('mergePersonProfile', () => {
  it('lays changes over the base and ignores undefined fields', () => {
    const base = { ...emptyPersonProfile(), first_name: 'Ann', bio: 'Hi' };
    expect(mergePersonProfile(base, { first_name: undefined, last_name: ' Lee ' })).toEqual({ ...base, last_name: 'Lee' });
  });

  it('turns blank ids into null and drops empty translations', () => {
    const merged = mergePersonProfile(emptyPersonProfile(), {
      group_id: ' ',
      crm_id: ' c1 ',
      translations: { fr: { first_name: ' Anne ', bio: '' }, de: { bio: '  ' } },
    });
    expect(merged.group_id).toBeNull();
    expect(merged.crm_id).toBe('c1');
    expect(merged.translations).toEqual({ fr: { first_name: 'Anne' } });
  });

  it('shares no lists or maps with its inputs', () => {
    const changes = { linked_ids: ['a'], custom_fields: { f: '1' } };
    const merged = mergePersonProfile(emptyPersonProfile(), changes);
    changes.linked_ids.push('b');
    changes.custom_fields.f = '2';
    expect(merged.linked_ids).toEqual(['a']);
    expect(merged.custom_fields).toEqual({ f: '1' });
  });
});

describe('passwordProblem', () => {
  it('holds a PIN to 4 digits and a password to 4 characters', () => {
    expect(passwordProblem('pin', '1234')).toBeNull();
    expect(passwordProblem('pin', '12345')).toBe('PIN must be exactly 4 digits');
    expect(passwordProblem('password', 'abcd')).toBeNull();
    expect(passwordProblem('password', 'abc')).toBe('Password must be at least 4 characters');
    expect(passwordProblem('disabled', '')).toBeNull();
  });
});

describe('changedProfileFields', () => {
  it('compares nested values by content', () => {
    const before = { ...emptyPersonProfile(), custom_fields: { a: '1' }, translations: { fr: { bio: 'x' } } };
    expect(changedProfileFields(before, { ...before, custom_fields: { a: '1' }, translations: { fr: { bio: 'x' } } })).toEqual([]);
    expect(changedProfileFields(before, { ...before, custom_fields: { a: '2' }, linked_ids: ['p2'] })).toEqual(['custom_fields', 'linked_ids']);
  });

  it('jsonEqual tells arrays, objects and nulls apart', () => {
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
  });
});
