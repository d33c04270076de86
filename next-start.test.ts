import { NextRequest } from 'next/server';
import nextConfig from './next.config';
import { installFakeUpstream, uninstallFakeUpstream } from './platform/testing/install';
import { proxy } from './proxy';
import { DEVICE_COOKIE } from './shared/cookies.mjs';
import { HSTS_HEADER, SECURITY_HEADERS } from './shared/security-headers.mjs';

// What makes `next start` alone, without the serving layer, keep the security headers and give a new
// visitor the device cookie, with no page policy: next.config.ts's headers on every answer Next sends,
// and the proxy's HSTS and device id on every page. The page itself is decided elsewhere (its own tests).
vi.mock('./features/routing/page-decision', () => ({ decidePage: async () => ({ kind: 'page' }) }));

const SITE = 'https://www.kingsmere.example';

describe('served by next start alone', () => {
  afterEach(uninstallFakeUpstream);

  it('gives every answer Next sends the fixed security headers, and no page policy', async () => {
    const rules = await nextConfig.headers!();
    const everyPath = rules.find((rule) => rule.source === '/:path*');
    expect(Object.fromEntries(everyPath!.headers.map(({ key, value }) => [key, value]))).toEqual(
      SECURITY_HEADERS,
    );
    // The policy needs each finished page: only the serving layer sends it (docs/decisions/0020).
    const named = rules.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase()));
    expect(named).not.toContain('content-security-policy');
  });

  it("gives a new visitor's page HSTS and the device cookie, HttpOnly and Secure, and no page policy", async () => {
    installFakeUpstream({ SITE_URL: SITE });
    const page = await proxy(new NextRequest(`${SITE}/`));
    expect(page.headers.get(HSTS_HEADER)).toContain('max-age=');
    const device = page.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; Secure/i);
    expect(page.headers.get('content-security-policy')).toBeNull();
  });
});
