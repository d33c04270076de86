import { NextRequest } from 'next/server';
import { deviceTagsRoute } from './device-tags-route';

const { resolveSession, settings } = vi.hoisted(() => ({
  resolveSession: vi.fn(),
  settings: {
    siteUrl: 'http://localhost',
    thirdParty: {
      deviceTagsApiKey: 'key' as string | null,
      deviceTagsScriptUrl: 'https://devices.example/tags.js' as string | null,
    },
  },
}));
vi.mock('@/features/session/resolve-session', async (original) => ({
  ...(await original<typeof import('@/features/session/resolve-session')>()),
  resolveSession,
  applyChanges: () => {},
}));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

const DEVICE = '0b9f6c1e-3f2a-4d5b-8c7d-1e2f3a4b5c6d';

const handOff = async (origin = 'http://localhost') => {
  const response = await deviceTagsRoute(
    new NextRequest('http://localhost/api/device-tags', { method: 'POST', headers: { origin } }),
  );
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
};

beforeEach(() => {
  resolveSession.mockReset();
  settings.thirdParty.deviceTagsApiKey = 'key';
  settings.thirdParty.deviceTagsScriptUrl = 'https://devices.example/tags.js';
  resolveSession.mockResolvedValue({
    deviceId: DEVICE,
    fan: null,
    anonymousToken: 'anon-token',
    changes: [],
  });
});

describe('the device-tags hand-off', () => {
  it("gives the device's anonymous token and the device tag context, never cached", async () => {
    expect(await handOff()).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: { token: 'anon-token', context: { device_id: DEVICE, fan_id: null } },
    });
    expect(resolveSession).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ anonymous: 'always' }),
    );
  });

  it("gives a signed-in fan's device its anonymous token, never the fan's, with the fan's id", async () => {
    resolveSession.mockResolvedValue({
      deviceId: DEVICE,
      fan: { accessToken: 'fan-token', userId: 'fan-ellie' },
      anonymousToken: 'anon-token',
      changes: [],
    });
    const { body } = await handOff();
    expect(body).toEqual({ token: 'anon-token', context: { device_id: DEVICE, fan_id: 'fan-ellie' } });
    expect(JSON.stringify(body)).not.toContain('fan-token');
  });

  it('is refused to another site, and not there while device tags are not configured', async () => {
    expect((await handOff('https://evil.example')).status).toBe(403);
    settings.thirdParty.deviceTagsScriptUrl = null;
    expect((await handOff()).status).toBe(404);
    expect(resolveSession).not.toHaveBeenCalled();
  });

  it('answers 503 with a warning when no anonymous token can be had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resolveSession.mockRejectedValueOnce(new Error('identity provider down'));
    expect((await handOff()).status).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      'Device tags: the session could not be resolved:',
      'identity provider down',
    );
    resolveSession.mockResolvedValueOnce({ deviceId: DEVICE, fan: null, anonymousToken: null, changes: [] });
    expect((await handOff()).status).toBe(503);
  });

  it("answers 429 with Retry-After when the client's address has had its share of anonymous tokens", async () => {
    resolveSession.mockResolvedValueOnce({
      deviceId: DEVICE,
      fan: null,
      anonymousToken: null,
      grantRefusedFor: 42,
      changes: [],
    });
    const response = await deviceTagsRoute(
      new NextRequest('http://localhost/api/device-tags', {
        method: 'POST',
        headers: { origin: 'http://localhost' },
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
  });
});
