/**
 * The one contract every ReadStore adapter passes. Each adapter's spec calls readStoreContract() with a
 * factory that opens a fresh, empty store (and can reopen it on the same data, as after a restart).
 */
import { type Collection, type ReadDocument, type ReadStore, type Sort, type WriteOp } from './read-store.port';

export interface ReadStoreFixture {
  store: ReadStore;
  /** Closes the current store and opens a new instance on the same data. */
  reopen(): Promise<ReadStore>;
  /** Closes whatever is open and deletes the data. */
  dispose(): Promise<void>;
}

export type ReadStoreFactory = () => Promise<ReadStoreFixture>;

interface Person extends ReadDocument {
  name: string;
  age?: number | null;
  email?: string;
  tags?: string[];
  address?: { city?: string; zip?: string };
  active?: boolean;
}

const PEOPLE: Person[] = [
  { _id: 'p1', name: 'Alice', age: 34, email: 'alice@example.com', tags: ['admin', 'sales'], address: { city: 'Oslo', zip: '0150' }, active: true },
  { _id: 'p2', name: 'bob', age: 27, tags: ['sales'], address: { city: 'Bergen' }, active: false },
  { _id: 'p3', name: 'Carla', age: null, email: 'carla@example.org', tags: [], active: true },
  { _id: 'p4', name: 'Dan', age: 45, email: 'DAN@EXAMPLE.COM', tags: ['support'], address: { city: 'Oslo' }, active: true },
  { _id: 'p5', name: 'eve', tags: ['admin'], address: { city: 'Trondheim', zip: '7010' }, active: false },
  { _id: 'p6', name: 'Frank', age: 27, email: 'frank@example.com', address: {}, active: true },
];

const upsert = <T extends ReadDocument>(doc: T, version: number): WriteOp<T> => ({ kind: 'upsert', doc, version });
const ids = (docs: ReadDocument[]) => docs.map((doc) => doc._id);

/** Walks every page and returns the ids in the order served, plus how many pages it took. */
async function allPages(collection: Collection, request: { filter?: Record<string, unknown>; sort?: Sort; limit: number }) {
  const seen: string[] = [];
  let after: string | undefined;
  let pages = 0;
  do {
    const page = await collection.page({ ...request, after });
    seen.push(...ids(page.data));
    if (page.next !== undefined) expect(page.next).toMatch(/^[A-Za-z0-9_-]+$/);
    after = page.next;
    pages++;
  } while (after !== undefined && pages < 1000);
  return { seen, pages };
}

export function readStoreContract(name: string, factory: ReadStoreFactory): void {
  describe(name, () => {
    let fixture: ReadStoreFixture;
    let store: ReadStore;
    let people: Collection<Person>;

    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
      people = store.collection<Person>('people');
    });
    afterEach(async () => {
      await fixture?.dispose();
    });

    const seedPeople = async () => expect(await people.write(PEOPLE.map((p, i) => upsert(p, i + 1)))).toEqual({ applied: 6 });

    describe('upsert, get and getMany', () => {
      it('stores whole documents with their version and reads them back by id', async () => {
        await seedPeople();
        expect(await people.get('p1')).toEqual({ ...PEOPLE[0], _version: 1 });
        expect(await people.get('nobody')).toBeNull();
        expect(ids(await people.getMany(['p4', 'nobody', 'p2', 'p4']))).toEqual(['p4', 'p2']);
        expect(await people.getMany([])).toEqual([]);
      });

      it('replaces the whole document on a newer upsert and stores JSON values', async () => {
        await people.write([upsert({ _id: 'x', name: 'Old', age: 3 }, 1)]);
        await people.write([upsert({ _id: 'x', name: 'New', at: new Date('2024-05-06T07:08:09.000Z'), gone: undefined }, 2)]);
        expect(await people.get('x')).toEqual({ _id: 'x', name: 'New', at: '2024-05-06T07:08:09.000Z', _version: 2 });
      });

      it('hands out copies: neither the written object nor a returned one can change the store', async () => {
        const doc: Person = { _id: 'm', name: 'M', tags: ['x'] };
        await people.write([upsert(doc, 1)]);
        doc.tags?.push('y');
        doc.name = 'changed';
        (await people.get('m'))?.tags?.push('z');
        (await people.find())[0].name = 'mutated';
        (await people.getMany(['m']))[0].tags?.push('w');
        expect(await people.get('m')).toEqual({ _id: 'm', name: 'M', tags: ['x'], _version: 1 });
      });
    });

    describe('version guard', () => {
      it('ignores stale and equal-version upserts, patches and deletes', async () => {
        await people.write([upsert({ _id: 'a', name: 'v5' }, 5)]);
        expect(await people.write([upsert({ _id: 'a', name: 'v3' }, 3)])).toEqual({ applied: 0 });
        expect(await people.write([upsert({ _id: 'a', name: 'same' }, 5)])).toEqual({ applied: 0 });
        expect(await people.write([{ kind: 'patch', id: 'a', set: { name: 'v4' }, version: 4 }])).toEqual({ applied: 0 });
        expect(await people.write([{ kind: 'delete', id: 'a', version: 5 }])).toEqual({ applied: 0 });
        expect(await people.get('a')).toEqual({ _id: 'a', name: 'v5', _version: 5 });

        expect(await people.write([{ kind: 'patch', id: 'a', set: { name: 'v6' }, version: 6 }])).toEqual({ applied: 1 });
        expect(await people.get('a')).toEqual({ _id: 'a', name: 'v6', _version: 6 });
        expect(await people.write([{ kind: 'delete', id: 'a', version: 7 }])).toEqual({ applied: 1 });
        expect(await people.get('a')).toBeNull();
      });

      it('treats patch and delete of a missing document as no-ops', async () => {
        const result = await people.write([
          { kind: 'patch', id: 'ghost', set: { name: 'G' }, version: 1 },
          { kind: 'delete', id: 'ghost', version: 2 },
        ]);
        expect(result).toEqual({ applied: 0 });
        expect(await people.get('ghost')).toBeNull();
        expect(await people.count()).toBe(0);
      });

      it('keeps going after a stale op in the same batch', async () => {
        await people.write([upsert({ _id: 'a', name: 'A6' }, 6)]);
        const result = await people.write([
          upsert({ _id: 'a', name: 'stale' }, 1),
          upsert({ _id: 'b', name: 'B' }, 1),
          { kind: 'patch', id: 'a', set: { age: 7 }, version: 7 },
        ]);
        expect(result).toEqual({ applied: 2 });
        expect(await people.get('a')).toEqual({ _id: 'a', name: 'A6', age: 7, _version: 7 });
        expect(await people.get('b')).toEqual({ _id: 'b', name: 'B', _version: 1 });
      });

      it('applies ops on the same document in the order given', async () => {
        const result = await people.write([
          upsert({ _id: 'c', name: 'one', age: 1 }, 1),
          { kind: 'patch', id: 'c', set: { age: 2 }, version: 2 },
          upsert({ _id: 'c', name: 'three' }, 3),
          { kind: 'patch', id: 'c', set: { active: true }, version: 4 },
          upsert({ _id: 'd', name: 'D' }, 1),
          { kind: 'delete', id: 'd', version: 2 },
          upsert({ _id: 'd', name: 'back' }, 3),
        ]);
        expect(result).toEqual({ applied: 7 });
        expect(await people.get('c')).toEqual({ _id: 'c', name: 'three', active: true, _version: 4 });
        expect(await people.get('d')).toEqual({ _id: 'd', name: 'back', _version: 3 });
      });

      it('makes a replayed batch a no-op: same state, nothing applied', async () => {
        await people.write([upsert({ _id: 'x', name: 'X' }, 1)]);
        const batch: WriteOp<Person>[] = [
          upsert({ _id: 'a', name: 'A', tags: ['t'] }, 10),
          upsert({ _id: 'b', name: 'B' }, 11),
          { kind: 'patch', id: 'a', set: { 'address.city': 'Oslo' }, unset: ['tags'], version: 12 },
          { kind: 'delete', id: 'x', version: 13 },
          { kind: 'patch', id: 'b', set: { age: 40 }, version: 14 },
          upsert({ _id: 'c', name: 'C' }, 15),
        ];
        expect(await people.write(batch)).toEqual({ applied: 6 });
        const state = await people.find();
        expect(await people.write(batch)).toEqual({ applied: 0 });
        expect(await people.find()).toEqual(state);
        expect(state).toEqual([
          { _id: 'a', name: 'A', address: { city: 'Oslo' }, _version: 12 },
          { _id: 'b', name: 'B', age: 40, _version: 14 },
          { _id: 'c', name: 'C', _version: 15 },
        ]);
      });

      it('converges when a replay briefly recreates a deleted document (deletes leave no tombstone)', async () => {
        const batch: WriteOp<Person>[] = [upsert({ _id: 'r', name: 'R' }, 1), { kind: 'delete', id: 'r', version: 2 }];
        expect(await people.write(batch)).toEqual({ applied: 2 });
        expect(await people.write(batch)).toEqual({ applied: 2 });
        expect(await people.get('r')).toBeNull();
      });
    });

    describe('patch and delete', () => {
      it('sets and unsets fields, including dotted paths, and keeps the rest', async () => {
        await people.write([upsert({ _id: 'p', name: 'P', address: { city: 'Oslo', zip: '0150' }, tags: ['a'], meta: { a: 1 } }, 1)]);
        const result = await people.write([
          {
            kind: 'patch',
            id: 'p',
            set: { name: 'Q', 'address.city': 'Bergen', 'profile.title': 'CTO', ignored: undefined },
            unset: ['address.zip', 'tags', 'not.there'],
            version: 2,
          },
        ]);
        expect(result).toEqual({ applied: 1 });
        expect(await people.get('p')).toEqual({ _id: 'p', name: 'Q', address: { city: 'Bergen' }, meta: { a: 1 }, profile: { title: 'CTO' }, _version: 2 });
        await people.write([{ kind: 'patch', id: 'p', set: { meta: { b: 2 } }, version: 3 }]);
        expect((await people.get('p'))?.meta).toEqual({ b: 2 });
      });

      it('rejects patches that touch _id or _version or set and unset one path', async () => {
        await people.write([upsert({ _id: 'p', name: 'P' }, 1)]);
        await expect(people.write([{ kind: 'patch', id: 'p', set: { _id: 'q' }, version: 2 }])).rejects.toThrow();
        await expect(people.write([{ kind: 'patch', id: 'p', unset: ['_version'], version: 2 }])).rejects.toThrow();
        await expect(people.write([{ kind: 'patch', id: 'p', set: { 'a.b': 1 }, unset: ['a'], version: 2 }])).rejects.toThrow();
        expect(await people.get('p')).toEqual({ _id: 'p', name: 'P', _version: 1 });
      });

      it('deletes documents', async () => {
        await seedPeople();
        expect(await people.write([{ kind: 'delete', id: 'p2', version: 100 }])).toEqual({ applied: 1 });
        expect(await people.get('p2')).toBeNull();
        expect(await people.count()).toBe(5);
      });
    });

    describe('filters', () => {
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['equality', { name: 'Alice' }, ['p1']],
        ['boolean equality', { active: false }, ['p2', 'p5']],
        ['equality on an array field (contains)', { tags: 'admin' }, ['p1', 'p5']],
        ['dotted path', { 'address.city': 'Oslo' }, ['p1', 'p4']],
        ['$in', { age: { $in: [27, 45] } }, ['p2', 'p4', 'p6']],
        ['$in on an array field', { tags: { $in: ['support', 'sales'] } }, ['p1', 'p2', 'p4']],
        ['$nin (also matches a missing field)', { tags: { $nin: ['admin'] } }, ['p2', 'p3', 'p4', 'p6']],
        ['$ne on a dotted path', { 'address.city': { $ne: 'Oslo' } }, ['p2', 'p3', 'p5', 'p6']],
        ['$gt', { age: { $gt: 27 } }, ['p1', 'p4']],
        ['$gte', { age: { $gte: 27 } }, ['p1', 'p2', 'p4', 'p6']],
        ['$lt', { age: { $lt: 34 } }, ['p2', 'p6']],
        ['$lte', { age: { $lte: 34 } }, ['p1', 'p2', 'p6']],
        ['range', { age: { $gt: 20, $lt: 40 } }, ['p1', 'p2', 'p6']],
        ['string range', { name: { $gte: 'B', $lt: 'E' } }, ['p3', 'p4']],
        ['$exists true', { email: { $exists: true } }, ['p1', 'p3', 'p4', 'p6']],
        ['$exists false', { email: { $exists: false } }, ['p2', 'p5']],
        ['$exists on a dotted path', { 'address.zip': { $exists: true } }, ['p1', 'p5']],
        ['null matches null and missing', { age: null }, ['p3', 'p5']],
        ['$ne null', { age: { $ne: null } }, ['p1', 'p2', 'p4', 'p6']],
        ['$regex is case-sensitive', { name: { $regex: '^[a-c]' } }, ['p2']],
        ['$regex with $options i', { name: { $regex: '^[a-c]', $options: 'i' } }, ['p1', 'p2', 'p3']],
        ['$regex as a RegExp', { email: { $regex: /EXAMPLE\.com$/i } }, ['p1', 'p4', 'p6']],
        ['a RegExp value', { email: /^dan@/i }, ['p4']],
        ['$and', { $and: [{ active: true }, { tags: 'admin' }] }, ['p1']],
        ['$or', { $or: [{ age: { $gte: 40 } }, { 'address.city': 'Bergen' }] }, ['p2', 'p4']],
        ['fields with a nested $or', { active: true, $or: [{ email: { $exists: false } }, { age: null }] }, ['p3']],
      ];

      it.each(cases)('%s', async (_label, filter, expected) => {
        await seedPeople();
        expect(ids(await people.find(filter))).toEqual(expected);
        expect(await people.count(filter)).toBe(expected.length);
      });
    });

    describe('sort, skip, limit and count', () => {
      beforeEach(seedPeople);

      it('sorts by _id when no sort is given', async () => {
        expect(ids(await people.find())).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
      });

      it('sorts on several fields, null and missing lowest, ties by _id in the direction of the last field', async () => {
        expect(ids(await people.find({}, { sort: [['address.city', 1], ['age', -1]] }))).toEqual(['p6', 'p3', 'p2', 'p4', 'p1', 'p5']);
        expect(ids(await people.find({}, { sort: [['age', 1], ['name', 1]] }))).toEqual(['p3', 'p5', 'p6', 'p2', 'p1', 'p4']);
        // p2 and p6 are of one age, and p3 and p5 have none: descending, so are their ties.
        expect(ids(await people.find({}, { sort: [['age', -1]] }))).toEqual(['p4', 'p1', 'p6', 'p2', 'p5', 'p3']);
        expect(ids(await people.find({}, { sort: [['age', 1]] }))).toEqual(['p3', 'p5', 'p2', 'p6', 'p1', 'p4']);
      });

      it('skips and limits after sorting', async () => {
        const sort: Sort = [['age', -1]];
        expect(ids(await people.find({}, { sort, skip: 2, limit: 2 }))).toEqual(['p6', 'p2']);
        expect(ids(await people.find({ active: true }, { sort, limit: 2 }))).toEqual(['p4', 'p1']);
        expect(await people.find({}, { limit: 0 })).toEqual([]);
        expect(await people.find({}, { skip: 10 })).toEqual([]);
        await expect(people.find({}, { limit: -1 })).rejects.toThrow(RangeError);
      });

      it('counts everything or what matches', async () => {
        expect(await people.count()).toBe(6);
        expect(await people.count({ active: true })).toBe(4);
        expect(await people.count({ name: 'nobody' })).toBe(0);
      });
    });

    describe('cursor paging', () => {
      // 30 documents: ranks with many ties, some null, some missing; labels with ties too.
      const docs = Array.from({ length: 30 }, (_, i) => {
        const doc: ReadDocument = { _id: `d${String(29 - i).padStart(2, '0')}`, label: `L${i % 4}`, group: i % 2 === 0 ? 'even' : 'odd' };
        if (i % 5 === 0) {
          if (i % 10 === 0) doc.rank = null;
        } else {
          doc.rank = i % 3;
        }
        return doc;
      });
      let items: Collection;
      beforeEach(async () => {
        items = store.collection('items');
        await items.write(docs.map((doc, i) => upsert(doc, i + 1)));
      });

      const requests: [string, { filter?: Record<string, unknown>; sort?: Sort; limit: number }][] = [
        ['by _id only', { limit: 7 }],
        ['ascending with ties, null and missing', { sort: [['rank', 1]], limit: 4 }],
        ['descending with ties, null and missing', { sort: [['rank', -1]], limit: 4 }],
        ['two fields in mixed directions', { sort: [['label', -1], ['rank', 1]], limit: 3 }],
        ['filtered', { filter: { group: 'even' }, sort: [['rank', -1], ['label', 1]], limit: 2 }],
        ['pages that divide the total exactly', { sort: [['label', 1]], limit: 5 }],
      ];

      it.each(requests)('serves every document exactly once, in sort order: %s', async (_label, request) => {
        const expected = ids(await items.find(request.filter, { sort: request.sort }));
        const { seen, pages } = await allPages(items, request);
        expect(seen).toEqual(expected);
        expect(new Set(seen).size).toBe(seen.length);
        expect(pages).toBe(Math.max(1, Math.ceil(expected.length / request.limit)));
      });

      it('omits the cursor on the last page and rejects a cursor of another sort', async () => {
        const whole = await items.page({ limit: 100 });
        expect(whole.data).toHaveLength(30);
        expect(whole.next).toBeUndefined();
        const first = await items.page({ sort: [['rank', 1]], limit: 2 });
        await expect(items.page({ sort: [['label', 1]], limit: 2, after: first.next })).rejects.toThrow();
        await expect(items.page({ limit: 2, after: 'not-a-cursor' })).rejects.toThrow();
        await expect(items.page({ limit: 0 })).rejects.toThrow(RangeError);
      });
    });

    describe('checkpoints', () => {
      it('gets, sets, overwrites and deletes checkpoints by name', async () => {
        expect(await store.getCheckpoint('people@v1')).toBeNull();
        await store.setCheckpoint('people@v1', 42);
        await store.setCheckpoint('cards@v1', 7);
        expect(await store.getCheckpoint('people@v1')).toBe(42);
        await store.setCheckpoint('people@v1', 40);
        expect(await store.getCheckpoint('people@v1')).toBe(40);
        await store.deleteCheckpoint('people@v1');
        expect(await store.getCheckpoint('people@v1')).toBeNull();
        expect(await store.getCheckpoint('cards@v1')).toBe(7);
      });
    });

    describe('deleteBelowVersion', () => {
      it('deletes the documents older than a version, whatever they hold, and answers how many', async () => {
        await people.write([upsert(PEOPLE[0], 5), upsert(PEOPLE[1], 10), upsert(PEOPLE[2], 15)]);
        expect(await people.deleteBelowVersion(10)).toBe(1);
        expect((await people.find()).map((d) => d._id)).toEqual(['p2', 'p3']);
        expect(await people.get('p1')).toBeNull();
        expect(await people.deleteBelowVersion(10)).toBe(0);
        expect(await people.deleteBelowVersion(100)).toBe(2);
        expect(await people.count()).toBe(0);
        await people.write([upsert(PEOPLE[0], 1)]);
        expect(await people.get('p1')).toMatchObject({ _id: 'p1', _version: 1 });
      });
    });

    describe('commit', () => {
      it('writes several collections, then the checkpoints, answering per entry; a replay converges', async () => {
        const batch = {
          writes: [
            { collection: 'people', ops: [upsert(PEOPLE[0], 5), upsert(PEOPLE[1], 5)] },
            { collection: 'cards', ops: [upsert({ _id: 'c1', owner: 'p1' }, 5)] },
            { collection: 'people', ops: [{ kind: 'patch' as const, id: 'p1', set: { age: 35 }, version: 6 }, { kind: 'delete' as const, id: 'p2', version: 6 }] },
          ],
          checkpoints: [
            { name: 'people@v1', position: 6 },
            { name: 'cards@v1', position: 6 },
          ],
        };
        expect(await store.commit(batch)).toEqual([{ applied: 2 }, { applied: 1 }, { applied: 2 }]);
        expect(await people.find()).toEqual([{ ...PEOPLE[0], age: 35, _version: 6 }]);
        expect(await store.collection('cards').get('c1')).toEqual({ _id: 'c1', owner: 'p1', _version: 5 });
        expect(await store.getCheckpoint('people@v1')).toBe(6);
        expect(await store.getCheckpoint('cards@v1')).toBe(6);

        // Only the deleted p2 comes back for a moment (deletes leave no tombstone) and goes again.
        expect(await store.commit(batch)).toEqual([{ applied: 1 }, { applied: 0 }, { applied: 1 }]);
        expect(await people.find()).toEqual([{ ...PEOPLE[0], age: 35, _version: 6 }]);
        expect(await store.commit({ writes: [], checkpoints: [{ name: 'people@v1', position: 7 }] })).toEqual([]);
        expect(await store.getCheckpoint('people@v1')).toBe(7);
      });

      it('keeps what an earlier entry wrote to a collection when a later entry of the same commit writes other documents', async () => {
        const notes = store.collection('notes');
        const batch = {
          writes: [
            { collection: 'notes', ops: [upsert({ _id: 'n1', text: 'one' }, 1), upsert({ _id: 'n2', text: 'two' }, 1)] },
            { collection: 'notes', ops: [upsert({ _id: 'n3', text: 'three' }, 1), { kind: 'patch' as const, id: 'n1', set: { text: 'uno' }, version: 2 }] },
          ],
        };
        expect(await store.commit(batch)).toEqual([{ applied: 2 }, { applied: 2 }]);
        expect(await notes.find({}, { sort: [['_id', 1]] })).toEqual([
          { _id: 'n1', text: 'uno', _version: 2 },
          { _id: 'n2', text: 'two', _version: 1 },
          { _id: 'n3', text: 'three', _version: 1 },
        ]);
      });
    });

    describe('collections', () => {
      it('lists collections that were written, clears and drops them', async () => {
        await seedPeople();
        await store.collection('cards').write([upsert({ _id: 'c1' }, 1)]);
        await store.setCheckpoint('people@v1', 1);
        expect(await store.collections()).toEqual(['cards', 'people']);

        await people.clear();
        expect(await people.count()).toBe(0);
        expect(await people.get('p1')).toBeNull();

        await store.dropCollection('cards');
        await store.dropCollection('never-created');
        expect(await store.collections()).not.toContain('cards');
        expect(await store.collection('cards').count()).toBe(0);
        expect(await store.getCheckpoint('people@v1')).toBe(1);
      });

      it('rejects names reserved for the store', () => {
        expect(() => store.collection('_checkpoints')).toThrow();
        expect(() => store.collection('bad$name')).toThrow();
      });
    });

    describe('large batches', () => {
      it('writes 2,000 documents in one call and replays them as a no-op', async () => {
        const docs = store.collection('docs');
        const batch = Array.from({ length: 2000 }, (_, i) => upsert({ _id: `doc-${String(i).padStart(4, '0')}`, n: i, even: i % 2 === 0 }, i + 1));
        expect(await docs.write(batch)).toEqual({ applied: 2000 });
        expect(await docs.count()).toBe(2000);
        expect(await docs.count({ even: true })).toBe(1000);
        expect((await docs.find({ n: { $gte: 1997 } }, { sort: [['n', -1]] })).map((d) => d.n)).toEqual([1999, 1998, 1997]);
        expect(await docs.write(batch)).toEqual({ applied: 0 });
        const { seen, pages } = await allPages(docs, { sort: [['even', -1]], limit: 500 });
        expect(new Set(seen).size).toBe(2000);
        expect(pages).toBe(4);
      });
    });

    describe('restart', () => {
      it('sees every document and checkpoint after reopening, without any replay', async () => {
        await seedPeople();
        await people.write([
          { kind: 'patch', id: 'p1', set: { 'address.city': 'Bergen' }, unset: ['tags'], version: 10 },
          { kind: 'delete', id: 'p2', version: 10 },
        ]);
        await store.collection('cards').write([upsert({ _id: 'c1', owner: 'p1' }, 3)]);
        await store.setCheckpoint('people@v1', 10);
        const before = await people.find();

        store = await fixture.reopen();
        const reopened = store.collection<Person>('people');
        expect(await reopened.find()).toEqual(before);
        expect(await store.collection('cards').get('c1')).toEqual({ _id: 'c1', owner: 'p1', _version: 3 });
        expect(await store.getCheckpoint('people@v1')).toBe(10);
        expect(await store.collections()).toEqual(['cards', 'people']);
        // The guards survive too: a replay after the restart changes nothing.
        expect(await reopened.write([upsert(PEOPLE[0], 1), { kind: 'delete', id: 'p3', version: 3 }])).toEqual({ applied: 0 });
      });
    });
  });
}
