import { randomHex } from './random-pool';

describe('randomHex', () => {
  it('answers hex of the length asked for', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(1)).toMatch(/^[0-9a-f]{2}$/);
    expect(randomHex(7)).toMatch(/^[0-9a-f]{14}$/);
  });

  it('never hands out the same bytes twice, across many refills of the pool and sizes that do not divide it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3_000; i++) seen.add(randomHex(i % 3 === 0 ? 16 : 7));
    expect(seen.size).toBe(3_000);
  });

  it('refuses sizes it cannot answer', () => {
    expect(() => randomHex(0)).toThrow(RangeError);
    expect(() => randomHex(4097)).toThrow(RangeError);
    expect(() => randomHex(1.5)).toThrow(RangeError);
  });
});
