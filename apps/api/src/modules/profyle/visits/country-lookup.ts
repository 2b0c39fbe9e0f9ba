import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { normaliseCountry } from '@profyle/domain';

/**
 * Where a visitor is, as a two-letter country code: from a header a CDN or proxy sets, else from a local
 * table of IP ranges. The address is only looked at, never kept.
 */
export interface CountryLookup {
  countryOf(headers: Record<string, string | string[] | undefined>, ip: string | undefined): string | null;
}

interface Range {
  start: bigint;
  end: bigint;
  country: string;
}

const ipv4ToBigInt = (ip: string): bigint => ip.split('.').reduce((value, part) => (value << 8n) + BigInt(Number(part)), 0n);

const ipv6ToBigInt = (ip: string): bigint => {
  const [head, tail = ''] = ip.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  let left = parts(head);
  let right = parts(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const expand = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const v4 = ipv4ToBigInt(group);
      return [(v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
    });
  left = expand(left);
  right = expand(right);
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.reduce((value, group) => (value << 16n) + BigInt(parseInt(group || '0', 16)), 0n);
};

/** An address as a number in its family; IPv4-mapped IPv6 addresses count as IPv4. */
const addressOf = (ip: string): { family: 4 | 6; value: bigint } | null => {
  const bare = ip.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return { family: 4, value: ipv4ToBigInt(mapped[1]) };
  const family = isIP(bare);
  if (family === 4) return { family: 4, value: ipv4ToBigInt(bare) };
  if (family === 6) return { family: 6, value: ipv6ToBigInt(bare) };
  return null;
};

const find = (ranges: Range[], value: bigint): string | null => {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (value < range.start) high = middle - 1;
    else if (value > range.end) low = middle + 1;
    else return range.country;
  }
  return null;
};

/**
 * The ranges of a CSV file with lines `start,end,country` (the layout of the freely available
 * IP-to-country tables), IPv4 and IPv6 alike; other lines are skipped.
 */
export const parseCountryRanges = (csv: string): { v4: Range[]; v6: Range[] } => {
  const v4: Range[] = [];
  const v6: Range[] = [];
  for (const line of csv.split(/\r?\n/)) {
    const [startText, endText, countryText] = line.split(',').map((part) => part.trim().replace(/^"|"$/g, ''));
    const start = startText ? addressOf(startText) : null;
    const end = endText ? addressOf(endText) : null;
    const country = normaliseCountry(countryText);
    if (!start || !end || !country || start.family !== end.family) continue;
    (start.family === 4 ? v4 : v6).push({ start: start.value, end: end.value, country });
  }
  const byStart = (a: Range, b: Range) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);
  return { v4: v4.sort(byStart), v6: v6.sort(byStart) };
};

export const countryLookup = (options: { header: string; csvPath?: string }): CountryLookup => {
  const header = options.header.toLowerCase();
  const ranges = options.csvPath ? parseCountryRanges(readFileSync(options.csvPath, 'utf8')) : null;
  return {
    countryOf: (headers, ip) => {
      const value = headers[header];
      const fromHeader = normaliseCountry(Array.isArray(value) ? value[0] : value);
      if (fromHeader || !ranges || !ip) return fromHeader;
      const address = addressOf(ip);
      if (!address) return null;
      return find(address.family === 4 ? ranges.v4 : ranges.v6, address.value);
    },
  };
};
