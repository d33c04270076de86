import { NextRequest } from 'next/server';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { proxy } from '@/proxy';
import { ACCESS_COOKIE, DEVICE_COOKIE, HINT_COOKIE, REFRESH_COOKIE } from '@/shared/cookies.mjs';
import { tokenExpiringIn } from './test-tokens';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

const DEVICE = '0b9d6f5e-3c1a-4b7e-9a2d-5f8e7c6b5a41';

function request(path: string, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(`https://www.furlong.test${path}`, { headers: { cookie } });
}

describe('sessions in the proxy', () => {
  it('handles ?signout before any page rule: revoke, clear, same address without it', async () => {
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 });
    const response = await proxy(
      request('/tickets?signout', { [ACCESS_COOKIE]: 'a.b.c', [HINT_COOKIE]: 'in' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.furlong.test/tickets');
    expect(upstream.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'DELETE /auth/oauth/token/revoke',
    ]);
    expect(response.cookies.get(HINT_COOKIE)?.maxAge).toBe(0);
  });

  it('lets the sign-in callback through to its Route Handler untouched', async () => {
    for (const path of ['/oauth2/?code=c&state=s', '/oauth2?code=c&state=s']) {
      const response = await proxy(request(path, {}));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(upstream.calls).toHaveLength(0);
  });

  it("renders a page as a visitor: a fan's tokens due for refresh are not spent, nor set", async () => {
    const response = await proxy(
      request('/', {
        [DEVICE_COOKIE]: DEVICE,
        [ACCESS_COOKIE]: tokenExpiringIn(-1, Date.now(), { jti: 'proxy-old' }),
        [REFRESH_COOKIE]: tokenExpiringIn(86_400, Date.now(), { jti: 'proxy-refresh' }),
        [HINT_COOKIE]: 'in',
      }),
    );
    expect(upstream.calls.filter((call) => call.url.pathname.startsWith('/auth/'))).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
