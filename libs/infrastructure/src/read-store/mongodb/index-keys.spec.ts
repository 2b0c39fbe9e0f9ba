import { indexKeysFor } from './mongodb-read-store';

describe('the MongoDB indexes of a declared index', () => {
  it('is one index ending with the _id tie-break in the direction of its last field (walked backwards for the reverse sort)', () => {
    expect(indexKeysFor({ fields: [['organisation_id', 1], ['created_at', -1]] })).toEqual([[['organisation_id', 1], ['created_at', -1], ['_id', -1]]]);
    expect(indexKeysFor({ fields: [['organisation_id', 1], ['name', 1]] })).toEqual([[['organisation_id', 1], ['name', 1], ['_id', 1]]]);
  });

  it('keep a unique index, or one that names _id itself, as declared', () => {
    expect(indexKeysFor({ fields: [['email', 1]], unique: true })).toEqual([[['email', 1]]]);
    expect(indexKeysFor({ fields: [['organisation_id', 1], ['_id', 1]] })).toEqual([[['organisation_id', 1], ['_id', 1]]]);
  });
});
