import { clientAddress } from './client-address';

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
});
