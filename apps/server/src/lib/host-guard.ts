/**
 * Hosts a user typed (their SMTP sending account, their IMAP mailbox) are resolved before the server
 * connects, and refused when any address they resolve to is loopback, private, link-local (the cloud
 * metadata address 169.254.169.254 among them), unspecified, multicast or reserved (issue 43, OWASP SSRF
 * cheat sheet). The connection then goes to the address that was checked, so a second lookup cannot
 * answer differently. Numeric forms (127.1, 2130706433, 0x7f000001, 0.0.0.0, [::1], ::ffff:127.0.0.1) are
 * resolved by the system like any name and meet the same ranges.
 *
 * An operator may allow some hosts anyway (MAIL_HOST_ALLOW, docs/operations.md): a name as typed, an
 * address, or a range in CIDR notation, such as a company's own mail server on its private network.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { HttpError } from './errors';

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const BLOCKED_V6: [string, number][] = [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64, the same
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of BLOCKED_V6) blocked.addSubnet(net, prefix, 'ipv6');

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1, ::ffff:7f00:1), else the address.
 * (BlockList reads an IPv4 address as mapped when it meets an IPv6 rule, so the mapped range cannot simply
 * be listed: it would catch every IPv4 address.) */
function unmapped(ip: string): string {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(ip);
  if (!m) return ip;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return ip;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True when an address is in a range no user-typed host may reach. */
export function isBlockedAddress(address: string): boolean {
  const ip = unmapped(address);
  return blocked.check(ip, family(ip));
}

/** The operator's allow list: host names as typed (lower case), and addresses or CIDR ranges. */
export interface HostAllowList {
  names: Set<string>;
  addresses: BlockList;
}

/** Reads MAIL_HOST_ALLOW's entries; throws on an entry that is neither a name, an address nor a range. */
export function hostAllowList(entries: readonly string[]): HostAllowList {
  const names = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const [net, prefix] = entry.split('/');
    if (net && isIP(net)) {
      const bits = prefix === undefined ? (isIP(net) === 6 ? 128 : 32) : Number(prefix);
      if (!Number.isInteger(bits)) throw new Error(`MAIL_HOST_ALLOW: ${raw} is not a CIDR range`);
      addresses.addSubnet(net, bits, family(net));
    } else if (prefix === undefined) names.add(entry);
    else throw new Error(`MAIL_HOST_ALLOW: ${raw} is not a CIDR range`);
  }
  return { names, addresses };
}

export const HOST_REFUSED =
  'This server does not connect to that host: it leads to a private, loopback or link-local address. ' +
  'Enter the public name of your mail server.';
export const HOST_UNKNOWN = 'This host name does not resolve. Check the mail server address.';

/** The address to connect to for `host`, after the checks; 400 on the `host` field otherwise. */
export async function resolveAllowedHost(host: string, allow: HostAllowList): Promise<string> {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  let found: { address: string }[];
  try {
    found = await lookup(name, { all: true, verbatim: true });
  } catch {
    throw new HttpError(400, HOST_UNKNOWN, { host: [HOST_UNKNOWN] });
  }
  if (found.length === 0) throw new HttpError(400, HOST_UNKNOWN, { host: [HOST_UNKNOWN] });
  const allowed = (ip: string) =>
    allow.names.has(name) || allow.addresses.check(unmapped(ip), family(unmapped(ip)));
  // Every address the name has must pass: a name with one public and one private address is refused.
  if (found.some((a) => isBlockedAddress(a.address) && !allowed(a.address)))
    throw new HttpError(400, HOST_REFUSED, { host: [HOST_REFUSED] });
  return found[0]!.address;
}
