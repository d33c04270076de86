import { clearSettingsCache } from '@/platform/settings';
import { clientAddress } from './client-address';

const env = { CLIENT_ID: 'FURLONG', SITE_URL: 'https://www.furlong.test', SITE_PRODUCT: 'ascot' };
beforeEach(() => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  clearSettingsCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  clearSettingsCache();
});

const from = (forwardedFor?: string) =>
  clientAddress(new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }));

describe('clientAddress', () => {
  it('takes the address that reached our network, past our own hops', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('203.0.113.7, 127.0.0.1')).toBe('203.0.113.7');
    expect(from('203.0.113.7, 10.0.0.4, ::ffff:127.0.0.1')).toBe('203.0.113.7');
  });

  it('cannot be chosen by the client: what it adds on the left is ignored', () => {
    expect(from('198.51.100.1, 203.0.113.7, 127.0.0.1')).toBe('203.0.113.7');
    expect(from('junk, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('falls back to the nearest hop, and to one shared name when there is none', () => {
    expect(from('127.0.0.1')).toBe('127.0.0.1');
    expect(from('192.168.1.9, ::1')).toBe('::1');
    expect(from()).toBe('unknown');
    expect(from('not an address')).toBe('unknown');
  });

  it("stops at an entry of our own hop's that names no plain address, never reading on into the client's", () => {
    // A hop that writes the port, or `unknown`, is still ours: the client's entries lie to its left.
    expect(from('198.51.100.1, 203.0.113.7:51234')).toBe('203.0.113.7');
    expect(from('198.51.100.1, 203.0.113.7:51234, 127.0.0.1')).toBe('203.0.113.7');
    expect(from('198.51.100.1, [2001:db8::1]:443, 127.0.0.1')).toBe('2001:db8:0:0::/64');
    expect(from('198.51.100.1, unknown, 127.0.0.1')).toBe('unknown');
    expect(from('198.51.100.1, unknown')).toBe('unknown');
  });

  it('counts an IPv6 client by its /64, which one customer holds whole', () => {
    expect(from('2001:db8:1:2:aaaa::1, ::1')).toBe('2001:db8:1:2::/64');
    expect(from('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(from('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(from('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('reads past the hops TRUSTED_PROXIES names, and only those', () => {
    vi.stubEnv('TRUSTED_PROXIES', '198.51.100.0/24, 2001:db8:ffff::/48');
    clearSettingsCache();
    expect(from('203.0.113.7, 198.51.100.20')).toBe('203.0.113.7');
    expect(from('203.0.113.7, 2001:db8:ffff::5')).toBe('203.0.113.7');
    // Loopback is ours no longer: it is the answer.
    expect(from('203.0.113.7, 127.0.0.1')).toBe('127.0.0.1');
  });
});
