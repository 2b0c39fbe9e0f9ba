import { PersistentMap } from '../organisation/persistent-map';
import { eventInWords, fieldInWords } from './in-words';
import { withoutSecrets } from './secrets';
import { diffStates, plainState } from './state-diff';

describe('state diffs for history views', () => {
  it('names changed leaves by path, in words, with map keys as they are', () => {
    const before = { profile: { first_name: 'Ann', tags: ['a'] }, status: 'active', custom_fields: { '3f0c-77': 'x' } };
    const after = { profile: { first_name: 'Anne', tags: ['a', 'b'] }, status: 'active', custom_fields: { '3f0c-77': 'y' } };
    expect(diffStates(before, after)).toEqual([
      { path: ['profile', 'first_name'], label: 'Profile › First name', before: 'Ann', after: 'Anne' },
      { path: ['profile', 'tags'], label: 'Profile › Tags', before: ['a'], after: ['a', 'b'] },
      { path: ['custom_fields', '3f0c-77'], label: 'Custom fields › 3f0c-77', before: 'x', after: 'y' },
    ]);
    expect(diffStates(before, structuredClone(before))).toEqual([]);
  });

  it('diffs persistent maps by the keys that changed, an added entry as one change', () => {
    let map = PersistentMap.empty<{ type: string }>();
    for (let i = 0; i < 2000; i++) map = map.set(`p${i}`, { type: 'digital' });
    const next = map.set('p5', { type: 'nfc' }).set('p-new', { type: 'digital' }).delete('p9');
    expect(diffStates({ subscriptions: map }, { subscriptions: next })).toEqual([
      { path: ['subscriptions', 'p-new'], label: 'Subscriptions › p-new', before: undefined, after: { type: 'digital' } },
      { path: ['subscriptions', 'p5', 'type'], label: 'Subscriptions › p5 › Type', before: 'digital', after: 'nfc' },
      { path: ['subscriptions', 'p9'], label: 'Subscriptions › p9', before: { type: 'digital' }, after: undefined },
    ]);
  });

  it('turns maps and sets into plain JSON with sorted keys', () => {
    expect(plainState({ m: new Map([['b', 1], ['a', 2]]), s: new Set(['y', 'x']), skip: undefined })).toEqual({ m: { a: 2, b: 1 }, s: ['x', 'y'] });
  });

  it('says event types and fields in words', () => {
    expect(eventInWords('SubscriptionAssigned')).toBe('Subscription assigned');
    expect(eventInWords('PersonEmailClaimed')).toBe('Person email claimed');
    expect(fieldInWords('first_name')).toBe('First name');
    expect(fieldInWords('emailNotifications')).toBe('Email notifications');
    expect(fieldInWords('line1')).toBe('Line 1');
    expect(eventInWords('GA4IdChanged')).toBe('GA4 id changed');
  });

  it('masks secrets by field name, keeping empty ones empty', () => {
    expect(withoutSecrets({ passwordHash: 'argon2$x', tokenHash: '', nested: { secret: 'whsec_1', url: 'https://x' }, previousTokenHashes: ['a'] })).toEqual({
      passwordHash: '[secret]',
      tokenHash: '',
      nested: { secret: '[secret]', url: 'https://x' },
      previousTokenHashes: '[secret]',
    });
  });
});
