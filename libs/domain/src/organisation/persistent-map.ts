/**
 * An immutable map from string keys, with structural sharing: `set` and `delete` return a new map and
 * copy only the path to the changed entry (a hash trie, 32 ways per level), not the whole map.
 *
 * Why: the organisation's state holds one entry per person (e-mails, subscriptions), `evolve` must stay
 * pure (the command shell caches folded states and evolves them further), and copying a Map per event
 * made folding a stream of n people O(n²) — seconds for a few thousand people.
 * Iteration order is the hash order, not insertion order.
 */
type Entry<V> = readonly [string, V];
interface Leaf<V> {
  readonly hash: number;
  readonly entries: readonly Entry<V>[];
}
interface Branch<V> {
  readonly slots: readonly Slot<V>[];
}
type Slot<V> = Leaf<V> | Branch<V> | undefined;

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

/** FNV-1a, 32 bits. */
const hashOf = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

const isLeaf = <V>(slot: Leaf<V> | Branch<V>): slot is Leaf<V> => 'entries' in slot;
const emptyBranch = <V>(): Branch<V> => ({ slots: new Array<Slot<V>>(WIDTH).fill(undefined) });
const withSlot = <V>(branch: Branch<V>, index: number, slot: Slot<V>): Branch<V> => {
  const slots = branch.slots.slice();
  slots[index] = slot;
  return { slots };
};

const setIn = <V>(branch: Branch<V>, shift: number, hash: number, key: string, value: V): { branch: Branch<V>; added: boolean } => {
  const index = (hash >>> shift) & MASK;
  const slot = branch.slots[index];
  if (slot === undefined) return { branch: withSlot(branch, index, { hash, entries: [[key, value]] }), added: true };
  if (!isLeaf(slot)) {
    const inner = setIn(slot, shift + BITS, hash, key, value);
    return inner.branch === slot ? { branch, added: false } : { branch: withSlot(branch, index, inner.branch), added: inner.added };
  }
  if (slot.hash === hash) {
    const at = slot.entries.findIndex(([k]) => k === key);
    if (at >= 0 && Object.is(slot.entries[at]![1], value)) return { branch, added: false };
    const entries = at >= 0 ? slot.entries.map((entry, i): Entry<V> => (i === at ? [key, value] : entry)) : [...slot.entries, [key, value] as const];
    return { branch: withSlot(branch, index, { hash, entries }), added: at < 0 };
  }
  // Two hashes share these bits: push the existing leaf one level down (the hashes differ further on).
  const deeper = withSlot(emptyBranch<V>(), (slot.hash >>> (shift + BITS)) & MASK, slot);
  const inner = setIn(deeper, shift + BITS, hash, key, value);
  return { branch: withSlot(branch, index, inner.branch), added: true };
};

const deleteIn = <V>(branch: Branch<V>, shift: number, hash: number, key: string): Branch<V> => {
  const index = (hash >>> shift) & MASK;
  const slot = branch.slots[index];
  if (slot === undefined) return branch;
  if (!isLeaf(slot)) {
    const inner = deleteIn(slot, shift + BITS, hash, key);
    return inner === slot ? branch : withSlot(branch, index, inner);
  }
  if (slot.hash !== hash || !slot.entries.some(([k]) => k === key)) return branch;
  const entries = slot.entries.filter(([k]) => k !== key);
  return withSlot(branch, index, entries.length === 0 ? undefined : { hash, entries });
};

function* entriesOf<V>(branch: Branch<V>): Generator<[string, V]> {
  for (const slot of branch.slots) {
    if (slot === undefined) continue;
    if (isLeaf(slot)) for (const [key, value] of slot.entries) yield [key, value];
    else yield* entriesOf(slot);
  }
}

const slotEntries = <V>(slot: Slot<V>): [string, V][] => (slot === undefined ? [] : isLeaf(slot) ? slot.entries.map(([k, v]): [string, V] => [k, v]) : [...entriesOf(slot)]);

/** Collects the keys whose values differ between two slots, skipping every subtree the two share. */
const diffSlots = <V>(a: Slot<V>, b: Slot<V>, out: string[]): void => {
  if (a === b) return;
  if (a !== undefined && b !== undefined && !isLeaf(a) && !isLeaf(b)) {
    for (let i = 0; i < WIDTH; i++) diffSlots(a.slots[i], b.slots[i], out);
    return;
  }
  const left = new Map(slotEntries(a));
  const right = new Map(slotEntries(b));
  for (const [key, value] of left) if (!right.has(key) || !Object.is(right.get(key), value)) out.push(key);
  for (const key of right.keys()) if (!left.has(key)) out.push(key);
};

export class PersistentMap<V> implements ReadonlyMap<string, V> {
  private constructor(
    private readonly root: Branch<V>,
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return new PersistentMap<V>(emptyBranch<V>(), 0);
  }

  static of<V>(entries: Iterable<readonly [string, V]>): PersistentMap<V> {
    let map = PersistentMap.empty<V>();
    for (const [key, value] of entries) map = map.set(key, value);
    return map;
  }

  get(key: string): V | undefined {
    const hash = hashOf(key);
    let slot: Slot<V> = this.root;
    for (let shift = 0; slot !== undefined && !isLeaf(slot); shift += BITS) slot = slot.slots[(hash >>> shift) & MASK];
    if (slot === undefined || slot.hash !== hash) return undefined;
    return slot.entries.find(([k]) => k === key)?.[1];
  }

  has(key: string): boolean {
    const hash = hashOf(key);
    let slot: Slot<V> = this.root;
    for (let shift = 0; slot !== undefined && !isLeaf(slot); shift += BITS) slot = slot.slots[(hash >>> shift) & MASK];
    return slot !== undefined && slot.hash === hash && slot.entries.some(([k]) => k === key);
  }

  set(key: string, value: V): PersistentMap<V> {
    const { branch, added } = setIn(this.root, 0, hashOf(key), key, value);
    return branch === this.root ? this : new PersistentMap(branch, this.size + (added ? 1 : 0));
  }

  delete(key: string): PersistentMap<V> {
    if (!this.has(key)) return this;
    return new PersistentMap(deleteIn(this.root, 0, hashOf(key), key), this.size - 1);
  }

  /**
   * The keys added, removed or given another value (by identity) between this map and `other`. Maps
   * derived from one another share all untouched subtrees, so this costs about the size of the change,
   * not of the map: what history views need to diff an organisation's state event by event.
   */
  changedKeys(other: PersistentMap<V>): string[] {
    const out: string[] = [];
    diffSlots(this.root, other.root, out);
    return out;
  }

  entries(): MapIterator<[string, V]> {
    return entriesOf(this.root) as MapIterator<[string, V]>;
  }

  keys(): MapIterator<string> {
    return (function* (map: PersistentMap<V>) {
      for (const [key] of map.entries()) yield key;
    })(this) as MapIterator<string>;
  }

  values(): MapIterator<V> {
    return (function* (map: PersistentMap<V>) {
      for (const [, value] of map.entries()) yield value;
    })(this) as MapIterator<V>;
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}
