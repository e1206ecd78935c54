/**
 * The unit a client is counted by (fair-use allowance, flood limits): an IPv4 address, or an IPv6 /64.
 * One IPv6 subscriber is routinely given a whole /64 and can pick any address in it, so counting per
 * IPv6 address would hand out 2^64 allowances. IPv4-mapped (::ffff:a.b.c.d) addresses are the IPv4
 * address they carry, as a dual-stack socket reports IPv4 clients.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or null. */
function groupsOf(address: string): number[] | null {
  const ip = address.replace(/%.*$/, '');
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = ip.split('::') as [string, string | undefined];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export function clientNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  // ::ffff:0:0/96, the IPv4-mapped addresses.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
