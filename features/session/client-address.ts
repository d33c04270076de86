import 'server-only';
import { BlockList, isIP } from 'node:net';
import { getSettings } from '@/platform/settings';

// Our own hops (TRUSTED_PROXIES; by default loopback and the private ranges): the serving layer, nginx,
// a load balancer inside our network. Each appends the address it was reached from to X-Forwarded-For
// (server/main.mjs does so for the socket), so reading from the right, past these, the first address is
// the one that reached our network: a client cannot forge it, only add addresses to the left.
let ownNetwork: { ranges: readonly string[]; list: BlockList } | null = null;

function isOwn(address: string): boolean {
  const { trustedProxies } = getSettings();
  if (ownNetwork?.ranges !== trustedProxies) {
    const list = new BlockList();
    for (const range of trustedProxies) {
      const [network = '', bits] = range.split('/');
      const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(network, type);
      else list.addSubnet(network, Number(bits), type);
    }
    ownNetwork = { ranges: trustedProxies, list };
  }
  return ownNetwork.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** A request's headers: a `Headers`, or Next's `await headers()`. */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The address an X-Forwarded-For entry names, without a port (`203.0.113.7:51234`, `[2001:db8::1]:443`,
 * `[2001:db8::1]`) and with an IPv4 address mapped into IPv6 as the IPv4 one; null when it names none
 * (`unknown`, an obfuscated name, junk).
 */
function addressOf(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : null;
}

/** The eight groups of an IPv6 address, each as a number (an IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => parseInt(group, 16));
}

/**
 * What a limit counts by: an IPv4 address itself, an IPv6 one by its /64 (one customer's network: a
 * client there can take any of its addresses).
 */
function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/**
 * The client a request came from, for limits per client. Read from the right, each X-Forwarded-For
 * entry was appended by the hop to its right, and only our own hops can be believed: the scan walks left
 * past our own addresses and stops at the first entry that is not one, the address that reached our
 * network. An entry there that names no address (`unknown`) ends the scan too, never a reason to look
 * further left, where the client writes: such requests share the one limit 'unknown', as do those with
 * no entry. With only our own hops, the nearest as it is (a visitor inside our network, or on this
 * machine). A client's IPv6 address is counted by its /64.
 */
export function clientAddress(headers: HeaderSource): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const address = addressOf(entries[index]!);
    if (address === null) return 'unknown';
    if (!isOwn(address)) return limitKey(address);
  }
  const nearest = entries.length > 0 ? addressOf(entries.at(-1)!) : null;
  return nearest ?? 'unknown';
}
