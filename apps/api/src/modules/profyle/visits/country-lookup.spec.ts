import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countryLookup, parseCountryRanges } from './country-lookup';

const CSV = ['1.0.0.0,1.0.0.255,AU', '2.16.0.0,2.16.255.255,GB', '"5.0.0.0","5.255.255.255","de"', 'not,a,line', '2001:db8::,2001:db8::ffff,FR', '2a02:c7c::,2a02:c7f:ffff:ffff:ffff:ffff:ffff:ffff,GB'].join('\n');

describe('country lookup', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'geo-'));
    writeFileSync(join(dir, 'countries.csv'), CSV);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the country from the header first', () => {
    const lookup = countryLookup({ header: 'CF-IPCountry', csvPath: join(dir, 'countries.csv') });
    expect(lookup.countryOf({ 'cf-ipcountry': 'nl' }, '2.16.1.1')).toBe('NL');
    expect(lookup.countryOf({ 'cf-ipcountry': 'XX' }, '2.16.1.1')).toBe('GB');
  });

  it('looks IPv4, IPv4-mapped and IPv6 addresses up in the local ranges', () => {
    const lookup = countryLookup({ header: 'x-country', csvPath: join(dir, 'countries.csv') });
    expect(lookup.countryOf({}, '1.0.0.7')).toBe('AU');
    expect(lookup.countryOf({}, '::ffff:5.9.1.1')).toBe('DE');
    expect(lookup.countryOf({}, '2001:db8::1')).toBe('FR');
    expect(lookup.countryOf({}, '2a02:c7d:1234::1')).toBe('GB');
    expect(lookup.countryOf({}, '9.9.9.9')).toBeNull();
    expect(lookup.countryOf({}, 'nonsense')).toBeNull();
    expect(parseCountryRanges(CSV).v4).toHaveLength(3);
  });

  it('answers null without a header or a table', () => {
    expect(countryLookup({ header: 'cf-ipcountry' }).countryOf({}, '1.0.0.7')).toBeNull();
  });
});
