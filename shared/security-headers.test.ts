import { staticSecurityHeaders, wantsHsts } from './security-headers.mjs';

describe('the security headers of every answer', () => {
  it('sends HSTS only for an https site that is not this machine', () => {
    expect(staticSecurityHeaders('https://www.kingsmere.example')['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(staticSecurityHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined();
    expect(staticSecurityHeaders('https://localhost:3000')['strict-transport-security']).toBeUndefined();
    const headers = staticSecurityHeaders('http://localhost:3000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('reads an unset or unreadable address as no HSTS', () => {
    expect(wantsHsts(undefined)).toBe(false);
    expect(wantsHsts('not a url')).toBe(false);
  });
});
