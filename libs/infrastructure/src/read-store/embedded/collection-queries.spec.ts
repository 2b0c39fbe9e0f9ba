import { type Filter, type IndexSpec, type ReadDocument, type Sort, type WriteOp } from '../read-store.port';
import { EmbeddedReadStore } from './embedded-read-store';

/**
 * Indexed queries must answer exactly what a scan answers. Two stores get the same documents and the same
 * writes; one declares indexes, the other none (every query a scan with sift); every query is asked of both.
 */
interface Row extends ReadDocument {
  org?: string | null;
  name?: string;
  email?: string | null;
  at?: number | string;
  tags?: string[];
  sub?: { type: string } | null;
}

const INDEXES: IndexSpec[] = [
  { fields: [['org', 1], ['name', 1]] },
  { fields: [['org', 1], ['email', 1]] },
  { fields: [['org', 1], ['at', -1]] },
  { fields: [['name', 1]] },
  { fields: [['org', 1], ['sub.type', 1], ['name', -1]] },
];

/** A small deterministic generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const NAMES = ['ada', 'Ada', 'bob', 'carla', 'dan', 'eve', '', 'zoë', 'Émile'];
const ORGS = ['o1', 'o2', 'o3'];

const makeRow = (next: () => number, id: string): Row => {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const row: Row = { _id: id };
  const o = next();
  if (o < 0.9) row.org = pick(ORGS);
  else if (o < 0.95) row.org = null;
  if (next() < 0.95) row.name = pick(NAMES);
  const e = next();
  if (e < 0.8) row.email = `${pick(NAMES)}${Math.floor(next() * 5)}@x.example`;
  else if (e < 0.9) row.email = null;
  row.at = next() < 0.9 ? Math.floor(next() * 20) : `t${Math.floor(next() * 3)}`;
  if (next() < 0.5) row.tags = [pick(['a', 'b', 'c'])];
  const s = next();
  row.sub = s < 0.4 ? { type: pick(['digital', 'nfc']) } : s < 0.7 ? null : undefined;
  if (row.sub === undefined) delete row.sub;
  return row;
};

const FILTERS: Filter[] = [
  {},
  { org: 'o1' },
  { org: 'o2', name: 'ada' },
  { org: null },
  { $and: [{ org: 'o1' }, { sub: { $ne: null } }] },
  { $and: [{ org: 'o1' }, { sub: null }] },
  { $and: [{ org: 'o3' }, { 'sub.type': 'nfc' }] },
  { $and: [{ org: 'o3' }, { 'sub.type': { $ne: 'nfc' } }] },
  { org: 'o1', $or: [{ name: { $regex: 'a', $options: 'i' } }, { email: { $regex: 'EVE', $options: 'i' } }] },
  { $and: [{ org: { $eq: 'o2' } }, { at: { $gte: 5 } }] },
  { org: 'o2', tags: 'a' },
  { name: 'bob' },
  { name: { $in: ['bob', 'eve'] } },
  { $and: [{ org: 'o1' }, { org: 'o2' }] },
  { org: 'o1', email: { $exists: false } },
];

const SORTS: (Sort | undefined)[] = [
  undefined,
  [['name', 1]],
  [['name', -1]],
  [['email', 1]],
  [['email', -1]],
  [['at', -1]],
  [['at', 1]],
  [['sub.type', 1], ['name', -1]],
  [['sub.type', -1], ['name', 1]],
  [['name', 1], ['_id', -1]],
];

describe('indexed queries of the embedded store', () => {
  let indexed: EmbeddedReadStore;
  let scanned: EmbeddedReadStore;

  beforeEach(() => {
    indexed = new EmbeddedReadStore({ file: ':memory:' });
    scanned = new EmbeddedReadStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await indexed.close();
    await scanned.close();
  });

  const both = async (ops: WriteOp<Row>[]) => {
    await indexed.collection<Row>('rows', INDEXES).write(ops);
    await scanned.collection<Row>('rows').write(ops);
  };

  const compareAll = async () => {
    const a = indexed.collection<Row>('rows', INDEXES);
    const b = scanned.collection<Row>('rows');
    for (const filter of FILTERS) {
      // The count first, then a find and the count again (served from the scan the find made).
      expect([filter, await a.count(filter)]).toEqual([filter, await b.count(filter)]);
      for (const sort of SORTS) {
        for (const [skip, limit] of [[0, undefined], [0, 5], [3, 4], [7, 50], [200, 5], [2, 0]] as [number, number | undefined][]) {
          const label = JSON.stringify({ filter, sort, skip, limit });
          expect([label, (await a.find(filter, { sort, skip, limit })).map((d) => d._id)]).toEqual([label, (await b.find(filter, { sort, skip, limit })).map((d) => d._id)]);
        }
        expect(await a.count(filter)).toBe(await b.count(filter));
        const pages = async (c: typeof a) => {
          const ids: string[] = [];
          let after: string | undefined;
          do {
            const page = await c.page({ filter, sort, limit: 7, after });
            ids.push(...page.data.map((d) => d._id));
            after = page.next;
          } while (after);
          return ids;
        };
        expect(await pages(a)).toEqual(await pages(b));
      }
    }
  };

  it('answers every filter, sort, skip, limit, count and page exactly as a scan does, across writes', async () => {
    const next = random(42);
    await both(Array.from({ length: 300 }, (_, i) => ({ kind: 'upsert', doc: makeRow(next, `r${String(i).padStart(3, '0')}`), version: 1 })));
    // Build every index by querying once, then change documents so that the indexes must follow.
    await compareAll();
    const changes: WriteOp<Row>[] = [];
    for (let i = 0; i < 300; i++) {
      const id = `r${String(Math.floor(next() * 330)).padStart(3, '0')}`;
      const roll = next();
      if (roll < 0.5) changes.push({ kind: 'upsert', doc: makeRow(next, id), version: 2 + i });
      else if (roll < 0.8) changes.push({ kind: 'patch', id, set: { name: NAMES[Math.floor(next() * NAMES.length)], at: Math.floor(next() * 20) }, version: 2 + i });
      else changes.push({ kind: 'delete', id, version: 2 + i });
    }
    for (let i = 0; i < changes.length; i += 37) await both(changes.slice(i, i + 37));
    await compareAll();
  });

  it('stops using an index for a field once a document holds an array there, and is right either way', async () => {
    await both([
      { kind: 'upsert', doc: { _id: 'a', org: 'o1', name: 'x' }, version: 1 },
      { kind: 'upsert', doc: { _id: 'b', org: 'o2', name: 'y' }, version: 1 },
    ]);
    const a = indexed.collection<Row>('rows', INDEXES);
    expect((await a.find({ org: 'o1' }, { sort: [['name', 1]] })).map((d) => d._id)).toEqual(['a']);
    await both([{ kind: 'upsert', doc: { _id: 'c', org: ['o1', 'o2'] as unknown as string, name: 'z' }, version: 1 }]);
    expect((await a.find({ org: 'o1' }, { sort: [['name', 1]] })).map((d) => d._id)).toEqual(['a', 'c']);
    expect(await a.count({ org: 'o2' })).toBe(2);
    await both([{ kind: 'delete', id: 'c', version: 2 }]);
    expect(await a.count({ org: 'o2' })).toBe(1);
  });

  it('forgets its indexes with the documents when the collection is cleared or dropped', async () => {
    const a = indexed.collection<Row>('rows', INDEXES);
    await a.write([{ kind: 'upsert', doc: { _id: 'a', org: 'o1', name: 'x' }, version: 1 }]);
    expect(await a.count({ org: 'o1' })).toBe(1);
    await a.clear();
    expect(await a.count({ org: 'o1' })).toBe(0);
    await a.write([{ kind: 'upsert', doc: { _id: 'b', org: 'o1', name: 'y' }, version: 1 }]);
    expect((await a.find({ org: 'o1' }, { sort: [['name', -1]] })).map((d) => d._id)).toEqual(['b']);
    await indexed.dropCollection('rows');
    expect(await a.count({ org: 'o1' })).toBe(0);
  });
});
