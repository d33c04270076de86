import { NextRequest } from 'next/server';
import { deviceRoute } from './device-route';

vi.mock('@/platform/settings', () => ({ getSettings: () => ({ siteUrl: 'http://localhost' }) }));

const DEVICE = '0b7c5d1e-8a4f-4c2b-9d3e-1f2a3b4c5d6e';
const get = (cookie?: string) =>
  deviceRoute(new NextRequest('http://localhost/api/device', { headers: cookie ? { cookie } : {} }));

describe('GET /api/device', () => {
  it("answers the device cookie's id, never to be cached", async () => {
    const response = get(`furlong_device=${DEVICE}; furlong_at=secret`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ deviceId: DEVICE });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('gives a browser without a valid one a new id, stored in the HttpOnly cookie', async () => {
    const response = get('furlong_device=not-a-uuid');
    const { deviceId } = (await response.json()) as { deviceId: string };
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId).not.toBe('not-a-uuid');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`furlong_device=${deviceId}`);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});
