import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract, type ReadStoreFixture } from '../read-store.contract';
import { type Collection, type CollectionOptions, type IndexSpec, type ReadDocument } from '../read-store.port';
import Database from 'better-sqlite3';
import { EmbeddedReadStore } from './embedded-read-store';

// A real file per test (in a folder the store must create), so the contract also proves write-through and reload.
async function openTemporary(): Promise<ReadStoreFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
  const file = join(dir, 'data', 'read-models.sqlite');
  let current = new EmbeddedReadStore({ file });
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = new EmbeddedReadStore({ file });
      return current;
    },
    dispose: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

readStoreContract('embedded read store (SQLite file)', openTemporary);

/** The same contract with every collection kept on disk (read by id, queries scan the table). */
class EverythingOnDisk extends EmbeddedReadStore {
  override collection<T extends ReadDocument = ReadDocument>(name: string, indexes: IndexSpec[] = [], _options: CollectionOptions = {}): Collection<T> {
    return super.collection<T>(name, indexes, { onDisk: true });
  }
}

readStoreContract('embedded read store, collections on disk', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-store-disk-'));
  const file = join(dir, 'read-models.sqlite');
  let current = new EverythingOnDisk({ file });
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = new EverythingOnDisk({ file });
      return current;
    },
    dispose: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('embedded read store', () => {
  it('also runs in memory', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    const docs = store.collection('docs');
    expect(await docs.write([{ kind: 'upsert', doc: { _id: 'a', n: 1 }, version: 1 }])).toEqual({ applied: 1 });
    await store.setCheckpoint('docs@v1', 1);
    expect(await docs.find({ n: { $gte: 1 } })).toEqual([{ _id: 'a', n: 1, _version: 1 }]);
    expect(await store.getCheckpoint('docs@v1')).toBe(1);
    await store.close();
  });

  it('leaves memory and disk untouched when a batch fails half-way', async () => {
    const fixture = await openTemporary();
    const docs = fixture.store.collection('docs');
    await docs.write([{ kind: 'upsert', doc: { _id: 'a', title: 'text' }, version: 1 }]);
    const failing = docs.write([
      { kind: 'upsert', doc: { _id: 'b' }, version: 1 },
      { kind: 'patch', id: 'a', set: { 'title.first': 'x' }, version: 2 },
    ]);
    await expect(failing).rejects.toThrow(/not an object/);
    expect(await docs.get('b')).toBeNull();
    const reopened = await fixture.reopen();
    expect(await reopened.collection('docs').find()).toEqual([{ _id: 'a', title: 'text', _version: 1 }]);
    await fixture.dispose();
  });

  it('commits every write and checkpoint of one turn of the event loop in one transaction, each seeing the earlier ones', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    const people = store.collection('people');
    const results = await Promise.all([
      store.commit({ writes: [{ collection: 'people', ops: [{ kind: 'upsert', doc: { _id: 'x', name: 'first' }, version: 1 }] }], checkpoints: [{ name: 'a@v1', position: 1 }] }),
      people.write([{ kind: 'patch', id: 'x', set: { name: 'second' }, version: 2 }]),
      store.commit({ writes: [{ collection: 'people', ops: [{ kind: 'upsert', doc: { _id: 'x', name: 'stale' }, version: 2 }] }], checkpoints: [{ name: 'a@v1', position: 2 }] }),
      store.setCheckpoint('b@v1', 9),
    ]);
    expect(results.slice(0, 3)).toEqual([[{ applied: 1 }], { applied: 1 }, [{ applied: 0 }]]);
    expect(store.stats()).toEqual({ flushes: 1, changes: 1 });
    expect(await people.get('x')).toEqual({ _id: 'x', name: 'second', _version: 2 });
    expect([await store.getCheckpoint('a@v1'), await store.getCheckpoint('b@v1')]).toEqual([2, 9]);
    await store.close();
  });

  it('commits what was queued before close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
    const store = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
    const people = store.collection('people');
    await people.write([{ kind: 'upsert', doc: { _id: 'a', n: 1 }, version: 1 }]);
    const writing = Promise.all([people.write([{ kind: 'upsert', doc: { _id: 'b', n: 2 }, version: 1 }]), store.setCheckpoint('people@v1', 2)]);
    await store.close();
    await expect(writing).resolves.toEqual([{ applied: 1 }, undefined]);
    const reopened = new EmbeddedReadStore({ file: join(dir, 'read-models.sqlite') });
    expect(await reopened.collection('people').count()).toBe(2);
    expect(await reopened.getCheckpoint('people@v1')).toBe(2);
    await reopened.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a collection declared on disk out of memory: written through, read by id, pruned by version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
    const file = join(dir, 'read-models.sqlite');
    const store = new EmbeddedReadStore({ file });
    const inbox = store.collection('inbox', [], { onDisk: true });
    await inbox.write(Array.from({ length: 100 }, (_, i) => ({ kind: 'upsert' as const, doc: { _id: `e${i}` }, version: 1_000 + i })));
    // Not loaded: another connection sees the rows, and a read by id goes to the table.
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare("SELECT COUNT(*) AS n FROM documents WHERE collection = 'inbox'").get()).toEqual({ n: 100 });
    raw.close();
    expect(await inbox.get('e42')).toEqual({ _id: 'e42', _version: 1_042 });
    expect(await inbox.deleteBelowVersion(1_090)).toBe(90);
    expect(await inbox.get('e42')).toBeNull();
    expect(await inbox.count()).toBe(10);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands out a key named __proto__ (a map keyed by user data) as a key, in copies and patches alike', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    const docs = store.collection('docs');
    await docs.write([{ kind: 'upsert', doc: JSON.parse('{"_id":"a","values":{"__proto__":{"polluted":true},"x":1}}'), version: 1 }]);
    await docs.write([{ kind: 'patch', id: 'a', set: { 'values.x': 2 }, version: 2 }]);
    const read = (await docs.get('a')) as unknown as { values: Record<string, unknown> };
    expect(Object.keys(read.values)).toEqual(['__proto__', 'x']);
    expect(Object.getPrototypeOf(read.values)).toBe(Object.prototype);
    expect((read.values as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.stringify(read.values)).toBe('{"__proto__":{"polluted":true},"x":2}');
    await store.close();
  });

  it('keeps a handed-over document that is plain JSON as it is, and makes any other what a reload would give', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    const docs = store.collection('docs');
    const plain = { _id: 'plain', name: 'Ada', tags: ['a', 'b'], nested: { n: 1.5, none: null, yes: true } };
    await docs.write([{ kind: 'upsert', doc: plain, version: 1, handedOver: true }]);
    // Kept, not copied: which is why a caller that hands a document over must never change it afterwards.
    plain.nested.n = 2;
    expect(await docs.get('plain')).toEqual({ ...plain, nested: { n: 2, none: null, yes: true }, _version: 1 });

    class Point {
      constructor(readonly x: number) {}
    }
    const awkward = [
      { _id: 'undefined', gone: undefined, nested: { gone: undefined } },
      { _id: 'date', at: new Date('2026-12-02T04:00:00.000Z'), list: [new Date(0)] },
      { _id: 'numbers', zero: -0, nan: Number.NaN, list: [Number.POSITIVE_INFINITY] },
      // eslint-disable-next-line no-sparse-arrays
      { _id: 'holes', list: [1, , 3] },
      { _id: 'instance', point: new Point(1) },
      { _id: 'toJSON', value: { toJSON: () => 'as text' } },
    ];
    await docs.write(awkward.map((doc) => ({ kind: 'upsert' as const, doc, version: 1, handedOver: true })));
    for (const doc of awkward) expect(await docs.get(doc._id)).toStrictEqual(JSON.parse(JSON.stringify({ ...doc, _version: 1 })));
    await store.close();
  });

  it('creates declared collections on ensureIndexes, as MongoDB does', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    store.collection('people', [{ fields: [['name', 1]] }]);
    expect(await store.collections()).toEqual([]);
    await store.ensureIndexes();
    expect(await store.collections()).toEqual(['people']);
    await store.close();
  });

  it('makes the object of a collection once, and still takes indexes or a place on disk declared later', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    const indexes = [{ fields: [['name', 1]] as [string, 1][] }];
    const people = store.collection('people');
    expect(store.collection('people')).toBe(people);
    expect(store.collection('people', indexes)).toBe(people);
    expect(store.collection('people', indexes)).toBe(people);
    // The index list given only on the third call still declares the collection.
    await store.ensureIndexes();
    expect(await store.collections()).toEqual(['people']);
    const moved = store.collection('people', [], { onDisk: true });
    expect(moved).not.toBe(people);
    expect(store.collection('people')).toBe(moved);
    await store.close();
  });

  it('refuses to work once closed', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    await store.close();
    await expect(store.collection('docs').find()).rejects.toThrow(/closed/);
    await expect(store.getCheckpoint('x')).rejects.toThrow();
    const inbox = store.collection('inbox', [], { onDisk: true });
    await expect(inbox.get('a')).rejects.toThrow(/closed/);
    await expect(inbox.find()).rejects.toThrow(/closed/);
    await expect(inbox.write([{ kind: 'upsert', version: 1, doc: { _id: 'a' } }])).rejects.toThrow(/closed/);
  });
});
