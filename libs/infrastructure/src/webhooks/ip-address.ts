/**
 * What kind of network an IP address belongs to, for refusing webhook targets inside our own network
 * (SSRF). IPv4-mapped, NAT64 and 6to4 IPv6 addresses are judged by the IPv4 address they carry, so
 * `::ffff:127.0.0.1` is loopback, not a way around the check.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

const V4_RANGES: [string, number, AddressKind][] = [
  ['0.0.0.0', 32, 'unspecified'],
  ['0.0.0.0', 8, 'reserved'], // "this network"
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'reserved'], // broadcast, before 240/4 so it is named
  ['240.0.0.0', 4, 'reserved'],
];

const v4Number = (address: string): number => address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const inV4 = (value: number, base: string, prefix: number): boolean => {
  const size = 2 ** (32 - prefix);
  const start = v4Number(base);
  return value >= start && value < start + size;
};

export const classifyIPv4 = (address: string): AddressKind => {
  const value = v4Number(address);
  return V4_RANGES.find(([base, prefix]) => inV4(value, base, prefix))?.[2] ?? 'public';
};

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail converted). */
const v6Groups = (address: string): number[] => {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = v4Number(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(rest);
  return rest === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
};

const v4From = (high: number, low: number): string => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

export const classifyIPv6 = (address: string): AddressKind => {
  const g = v6Groups(address);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return 'unspecified';
  if (zeros(7) && g[7] === 1) return 'loopback';
  if (zeros(5) && g[5] === 0xffff) return classifyIPv4(v4From(g[6], g[7])); // ::ffff:a.b.c.d
  if (zeros(6)) return 'reserved'; // IPv4-compatible, deprecated
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyIPv4(v4From(g[6], g[7])); // NAT64
  if (g[0] === 0x2002) return classifyIPv4(v4From(g[1], g[2])); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 site-local, deprecated
  if ((g[0] & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'reserved'; // documentation
  if (g[0] === 0x2001 && g[1] === 0) return 'reserved'; // Teredo hides the real address
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved'; // discard 100::/64
  return 'public';
};

/** The kind of any textual IP address (an IPv6 zone id is ignored); a non-address is reserved. */
export const classifyAddress = (address: string): AddressKind => {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(plain)) return classifyIPv4(plain);
  if (isIPv6(plain)) return classifyIPv6(plain);
  return 'reserved';
};
