import { type WriteOp } from '../read-store.port';
import { type KnownVersions, planWrites } from './guarded-writes';

// The planning half of the MongoDB writes needs no server: what is sent for which stored versions.
describe('planWrites', () => {
  const plan = (ops: WriteOp[], known: [string, number][]) => planWrites(ops, new Map(known) as KnownVersions).map((p) => p.model);

  it('drops ops the stored versions already make stale, so a replay sends nothing', () => {
    const ops: WriteOp[] = [
      { kind: 'upsert', doc: { _id: 'a', n: 1 }, version: 3 },
      { kind: 'patch', id: 'b', set: { n: 2 }, version: 5 },
      { kind: 'delete', id: 'c', version: 1 },
    ];
    expect(plan(ops, [['a', 3], ['b', 9], ['c', 1]])).toEqual([]);
  });

  it('drops patches and deletes of documents that do not exist', () => {
    expect(plan([{ kind: 'patch', id: 'x', set: { n: 1 }, version: 1 }, { kind: 'delete', id: 'x', version: 2 }], [])).toEqual([]);
  });

  it('inserts a new document and guards an existing one on the server', () => {
    expect(plan([{ kind: 'upsert', doc: { _id: 'new', n: 1 }, version: 4 }], [])).toEqual([
      { insertOne: { document: { _id: 'new', n: 1, _version: 4 } } },
    ]);
    expect(plan([{ kind: 'upsert', doc: { _id: 'old', n: 2 }, version: 4 }], [['old', 3]])).toEqual([
      { replaceOne: { filter: { _id: 'old', _version: { $lt: 4 } }, replacement: { _id: 'old', n: 2, _version: 4 }, upsert: true } },
    ]);
  });

  it('also matches a stored document that has no version', () => {
    expect(plan([{ kind: 'delete', id: 'legacy', version: 1 }], [['legacy', -Infinity]])).toEqual([
      { deleteOne: { filter: { _id: 'legacy', $or: [{ _version: { $lt: 1 } }, { _version: { $exists: false } }] } } },
    ]);
  });

  it('follows earlier ops of the batch on the same document', () => {
    const models = plan(
      [
        { kind: 'upsert', doc: { _id: 'a' }, version: 1 },
        { kind: 'patch', id: 'a', set: { n: 1 }, unset: ['gone'], version: 2 },
        { kind: 'patch', id: 'a', set: { n: 0 }, version: 2 },
        { kind: 'delete', id: 'a', version: 3 },
        { kind: 'patch', id: 'a', set: { n: 9 }, version: 4 },
        { kind: 'upsert', doc: { _id: 'a', back: true }, version: 5 },
      ],
      [],
    );
    expect(models).toEqual([
      { insertOne: { document: { _id: 'a', _version: 1 } } },
      { updateOne: { filter: { _id: 'a', _version: { $lt: 2 } }, update: { $set: { n: 1, _version: 2 }, $unset: { gone: '' } } } },
      { deleteOne: { filter: { _id: 'a', _version: { $lt: 3 } } } },
      { insertOne: { document: { _id: 'a', back: true, _version: 5 } } },
    ]);
  });
});
