import { scanCardValue, splitScannedValues } from './card-scan';

const ID = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';

describe('the card scanner’s reading of a value', () => {
  it('takes a card link or the raw hex id, upper-cased, keeping only the last 32 characters', () => {
    expect(scanCardValue(`https://profyle.example/c/${ID.toLowerCase()}`, new Set())).toEqual({ kind: 'card', cardId: ID, shortId: 'A1B2C3' });
    expect(scanCardValue(` ${ID} `, new Set())).toEqual({ kind: 'card', cardId: ID, shortId: 'A1B2C3' });
    expect(scanCardValue(`00${ID}`, new Set())).toMatchObject({ kind: 'card', cardId: ID });
  });

  it('warns in the spec’s words for anything else, and for a card scanned already', () => {
    expect(scanCardValue('https://example.com/hello', new Set())).toEqual({ kind: 'invalid', warning: 'Not a valid Profyle URL: https://example.com/hello' });
    expect(scanCardValue('A1B2C3', new Set())).toEqual({ kind: 'invalid', warning: 'Not a valid Profyle URL: A1B2C3' });
    expect(scanCardValue(ID.toLowerCase(), new Set([ID]))).toEqual({ kind: 'duplicate', cardId: ID, warning: `Already scanned this card: ${ID.toLowerCase()}` });
  });

  it('splits a paste of several lines, one value a line', () => {
    expect(splitScannedValues(`${ID}\nhttps://x.example/c/${ID}\r\n\n  not a card `)).toEqual([ID, `https://x.example/c/${ID}`, 'not a card']);
  });
});
