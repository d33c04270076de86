import 'server-only';
import { BlockList, isIP } from 'node:net';

// Our own hops: the serving layer, nginx, a load balancer inside our network. Each appends the address
// it was reached from to X-Forwarded-For (server/main.mjs does so for the socket), so reading from the
// right, past these, the first address is the one that reached our network: a client cannot forge it,
// only add addresses to the left.
const OWN_NETWORK = new BlockList();
OWN_NETWORK.addSubnet('127.0.0.0', 8, 'ipv4');
OWN_NETWORK.addSubnet('10.0.0.0', 8, 'ipv4');
OWN_NETWORK.addSubnet('172.16.0.0', 12, 'ipv4');
OWN_NETWORK.addSubnet('192.168.0.0', 16, 'ipv4');
OWN_NETWORK.addAddress('::1', 'ipv6');
OWN_NETWORK.addSubnet('fc00::', 7, 'ipv6');

/** A request's headers: a `Headers`, or Next's `await headers()`. */
export interface HeaderSource {
  get(name: string): string | null;
}

function normalised(entry: string): string | null {
  const address = entry.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : null;
}

function isOwn(address: string): boolean {
  return OWN_NETWORK.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request came from, for limits per client: the right-most X-Forwarded-For entry that is
 * not one of our own hops, else the nearest hop (a visitor inside our network, or on this machine).
 * 'unknown' when there is none, so such requests share one limit rather than escape it.
 */
export function clientAddress(headers: HeaderSource): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalised)
    .filter((address): address is string => address !== null);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (!isOwn(hop)) return hop;
  }
  return hops.at(-1) ?? 'unknown';
}
