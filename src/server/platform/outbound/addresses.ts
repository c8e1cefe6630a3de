import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses an outgoing request made for a user (a webhook) must never reach unless the
 * operator allows it (WEBHOOK_ALLOW_PRIVATE): this machine, its private networks, link-local
 * (where cloud metadata services live: 169.254.169.254, fd00:ec2::254), carrier-grade NAT
 * (Alibaba's metadata at 100.100.100.200), multicast, unspecified and reserved ranges. IPv6
 * forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address.
 * Decision 037.
 */

const IPV4_RANGES: [string, number, string][] = [
  ['0.0.0.0', 8, 'an unspecified address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address (where cloud metadata services answer)'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

const IPV6_RANGES: [string, number, string][] = [
  ['::', 128, 'an unspecified address'],
  ['::1', 128, 'a loopback address'],
  // IPv4-compatible (deprecated): nothing legitimate uses it any more.
  ['::', 96, 'a reserved address'],
  ['100::', 64, 'a discard address'],
  ['2001::', 23, 'a reserved address'],
  ['2001:db8::', 32, 'a documentation address'],
  ['fc00::', 7, 'a private (unique local) address'],
  ['fe80::', 10, 'a link-local address'],
  ['fec0::', 10, 'a site-local address'],
  ['ff00::', 8, 'a multicast address'],
];

function blockListOf(ranges: [string, number, string][], type: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, label]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return { list, label };
  });
}

const V4 = blockListOf(IPV4_RANGES, 'ipv4');
const V6 = blockListOf(IPV6_RANGES, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (zone dropped, dotted tail read), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!isIPv4(dotted[1]!)) return null;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4Of(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) {
    return v4Of(groups[6]!, groups[7]!); // 64:ff9b::a.b.c.d (NAT64)
  }
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) {
    return v4Of(groups[6]!, groups[7]!); // 64:ff9b:1::/48 (local-use NAT64)
  }
  if (groups[0] === 0x2002) return v4Of(groups[1]!, groups[2]!); // 2002:aabb:ccdd::/16 (6to4)
  return null;
}

/**
 * Why an IP address must not be called (a phrase: "a loopback address"), or null when it is a
 * public unicast address. Anything that is not an IP address is refused.
 */
export function blockedAddressReason(address: string): string | null {
  if (isIPv4(address)) return V4.find(({ list }) => list.check(address, 'ipv4'))?.label ?? null;
  if (!isIPv6(address.replace(/%.*$/, ''))) return 'not an IP address';
  const groups = ipv6Groups(address);
  if (!groups) return 'not an IP address';
  const embedded = embeddedIpv4(groups);
  if (embedded) return blockedAddressReason(embedded);
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return V6.find(({ list }) => list.check(canonical, 'ipv6'))?.label ?? null;
}
