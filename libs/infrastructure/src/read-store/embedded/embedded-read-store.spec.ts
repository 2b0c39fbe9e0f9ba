import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract, type ReadStoreFixture } from '../read-store.contract';
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

  it('creates declared collections on ensureIndexes, as MongoDB does', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    store.collection('people', [{ fields: [['name', 1]] }]);
    expect(await store.collections()).toEqual([]);
    await store.ensureIndexes();
    expect(await store.collections()).toEqual(['people']);
    await store.close();
  });

  it('refuses to work once closed', async () => {
    const store = new EmbeddedReadStore({ file: ':memory:' });
    await store.close();
    await expect(store.collection('docs').find()).rejects.toThrow(/closed/);
    await expect(store.getCheckpoint('x')).rejects.toThrow();
  });
});
