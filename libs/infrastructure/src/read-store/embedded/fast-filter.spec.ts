import sift from 'sift';
import { type Filter, type ReadDocument } from '../read-store.port';
import { matcherFor } from './fast-filter';

/** sift is the reference: a compiled filter must answer exactly what sift answers, document by document. */
const DOCS: ReadDocument[] = [
  { _id: '1', name: 'Ada Lovelace', n: 1, ok: true, tags: ['a', 'b'], sub: { type: 'nfc', code: null }, address: { city: 'Oslo' } },
  { _id: '2', name: 'bob', n: 0, ok: false, tags: [], sub: null, address: { city: null } },
  { _id: '3', n: null, tags: ['c'], sub: { type: 'digital' } },
  { _id: '4', name: '', n: '1', ok: 'true', sub: 'nfc', address: 'Oslo' },
  { _id: '5', name: 'ADA', n: 2.5, items: [{ city: 'Oslo' }, { city: 'Bergen' }], address: [{ city: 'Oslo' }] },
  { _id: '6', name: null, ok: null, sub: { type: null }, tags: 'a' },
  { _id: '7', name: 'Émile Zoë', n: -1, sub: { type: ['nfc'] }, nested: { deep: { er: 'x' } } },
  { _id: '8' },
];

const FILTERS: Filter[] = [
  {},
  { name: 'bob' },
  { n: 1 },
  { n: '1' },
  { ok: true },
  { ok: null },
  { name: null },
  { name: { $ne: null } },
  { sub: null },
  { sub: { $ne: null } },
  { 'sub.type': 'nfc' },
  { 'sub.type': { $ne: 'nfc' } },
  { 'sub.type': null },
  { 'address.city': 'Oslo' },
  { 'address.city': null },
  { 'items.city': 'Bergen' },
  { 'nested.deep.er': 'x' },
  { tags: 'a' },
  { tags: { $ne: 'a' } },
  { tags: { $in: ['c', 'x'] } },
  { tags: { $nin: ['a'] } },
  { n: { $in: [0, 1, null] } },
  { n: { $nin: [0, 1] } },
  { name: { $exists: true } },
  { name: { $exists: false } },
  { sub: { $exists: true } },
  { name: { $regex: 'ada', $options: 'i' } },
  { name: { $regex: '^A' } },
  { name: /zoë/i },
  { name: { $regex: /ADA/, $options: 'i' } },
  { $or: [{ name: { $regex: 'bob', $options: 'i' } }, { 'address.city': { $regex: 'osl', $options: 'i' } }] },
  { $and: [{ n: { $ne: null } }, { $or: [{ ok: true }, { tags: 'c' }] }] },
  { $and: [{ name: { $exists: true } }, { sub: null }], ok: false },
  { n: { $gt: 0 } },
  { n: { $eq: 1, $ne: 2 } },
  { $nor: [{ n: 1 }] },
  { name: { $not: /ada/i } },
];

describe('compiled filters', () => {
  it.each(FILTERS.map((filter) => [JSON.stringify(filter, (_k, v) => (v instanceof RegExp ? String(v) : v)), filter]))('%s answers as sift does', (_label, filter) => {
    const reference = sift(filter as Filter);
    const compiled = matcherFor(filter as Filter);
    expect(DOCS.map((doc) => [doc._id, compiled(doc)])).toEqual(DOCS.map((doc) => [doc._id, reference(doc)]));
  });
});
