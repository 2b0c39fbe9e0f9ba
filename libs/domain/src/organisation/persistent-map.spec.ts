import { PersistentMap } from './persistent-map';

describe('PersistentMap', () => {
  it('sets, gets, replaces and deletes without touching earlier versions', () => {
    const empty = PersistentMap.empty<number>();
    const one = empty.set('a', 1);
    const two = one.set('b', 2);
    const replaced = two.set('a', 10);
    const deleted = replaced.delete('b');
    expect([empty.size, one.size, two.size, replaced.size, deleted.size]).toEqual([0, 1, 2, 2, 1]);
    expect(one.get('a')).toBe(1);
    expect(two.get('b')).toBe(2);
    expect(replaced.get('a')).toBe(10);
    expect(two.get('a')).toBe(1);
    expect(deleted.has('b')).toBe(false);
    expect(replaced.has('b')).toBe(true);
    expect(empty.get('a')).toBeUndefined();
  });

  it('returns itself when nothing changes', () => {
    const map = PersistentMap.of([['a', 1]]);
    expect(map.set('a', 1)).toBe(map);
    expect(map.delete('zzz')).toBe(map);
  });

  it('agrees with a Map over many keys, including hash-prefix collisions', () => {
    let map = PersistentMap.empty<number>();
    const reference = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      map = map.set(`person-${i}`, i);
      reference.set(`person-${i}`, i);
    }
    for (let i = 0; i < 5000; i += 3) {
      map = map.delete(`person-${i}`);
      reference.delete(`person-${i}`);
    }
    expect(map.size).toBe(reference.size);
    expect(new Map(map)).toEqual(reference);
    expect([...map.keys()].sort()).toEqual([...reference.keys()].sort());
    expect([...map.values()].reduce((a, b) => a + b, 0)).toBe([...reference.values()].reduce((a, b) => a + b, 0));
    for (let i = 0; i < 5000; i++) expect(map.get(`person-${i}`)).toBe(reference.get(`person-${i}`));
    let visited = 0;
    map.forEach(() => (visited += 1));
    expect(visited).toBe(reference.size);
  });

  it('names the keys that changed between two versions, and only those', () => {
    let base = PersistentMap.empty<number>();
    for (let i = 0; i < 3000; i++) base = base.set(`person-${i}`, i);
    const changed = base.set('person-7', 70).delete('person-8').set('person-new', 1).set('person-9', 9);
    expect(base.changedKeys(changed).sort()).toEqual(['person-7', 'person-8', 'person-new']);
    expect(changed.changedKeys(base).sort()).toEqual(['person-7', 'person-8', 'person-new']);
    expect(base.changedKeys(base)).toEqual([]);
    // Two maps built apart share nothing, and still compare by content.
    const rebuilt = PersistentMap.of([...base].map(([k, v]) => [k, v] as const)).set('person-1', -1);
    expect(base.changedKeys(rebuilt)).toEqual(['person-1']);
  });
});
