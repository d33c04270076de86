import { NextRequest } from 'next/server';
import { expectConsole } from '@/test/setup';
import { promoViewRoute } from './view-route';

const { postEvents, resolveSession } = vi.hoisted(() => ({ postEvents: vi.fn(), resolveSession: vi.fn() }));
vi.mock('@/platform/events', () => ({ postEvents }));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));
vi.mock('@/platform/settings', () => ({ getSettings: () => ({ siteUrl: 'http://localhost' }) }));

const view = { sourceSystemId: 'placement-home-banner', rulesetId: 'r-1', contentType: 'CAMPAIGN' };

const send = async (body: unknown, headers: Record<string, string> = { origin: 'http://localhost' }) => {
  const response = await promoViewRoute(
    new NextRequest('http://localhost/api/promo/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, cache: response.headers.get('cache-control') };
};

beforeEach(() => {
  postEvents.mockReset().mockResolvedValue(true);
  resolveSession.mockReset();
});

describe('POST /api/promo/view', () => {
  it("sends one view event with the device and the fan's subject known on the server", async () => {
    resolveSession.mockResolvedValue({ deviceId: 'device-1', fan: { userId: 'fan-ellie' }, changes: [] });
    expect(await send(view)).toEqual({ status: 202, cache: 'private, no-store' });
    expect(resolveSession).toHaveBeenCalledWith(expect.anything(), { anonymous: false });
    expect(postEvents).toHaveBeenCalledTimes(1);
    const [events] = postEvents.mock.calls[0]!;
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'REQUEST',
        sourceSystem: 'PROMOBLOCKS',
        sourceSystemId: 'placement-home-banner',
        deviceId: 'device-1',
        authId: 'fan-ellie',
        metadata: { rulesetId: 'r-1', contentType: 'CAMPAIGN' },
      }),
    ]);
  });

  it('gives an anonymous visitor a null authId', async () => {
    resolveSession.mockResolvedValue({ deviceId: 'device-2', fan: null, changes: [] });
    await send({ ...view, rulesetId: null, contentType: null });
    expect(postEvents.mock.calls[0]![0][0]).toMatchObject({ deviceId: 'device-2', authId: null });
  });

  it('refuses another site, and a body that is not a view, sending nothing', async () => {
    expect((await send(view, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await send('not json')).status).toBe(400);
    expect((await send({ ...view, deviceId: 'forged' })).status).toBe(400);
    expect((await send({ sourceSystemId: '', rulesetId: null, contentType: null })).status).toBe(400);
    expect(postEvents).not.toHaveBeenCalled();
  });

  it('answers 503 with a warning when the collector does not take the event or the session fails', async () => {
    const warned = expectConsole('warn');
    resolveSession.mockResolvedValue({ deviceId: 'device-1', fan: null, changes: [] });
    postEvents.mockResolvedValue(false);
    expect((await send(view)).status).toBe(503);
    resolveSession.mockRejectedValue(new Error('identity provider down'));
    expect((await send(view)).status).toBe(503);
    expect(warned).toHaveBeenCalledTimes(2);
  });

  it('refuses a body over its 2,048 bytes with a 413 before asking who the visitor is', async () => {
    expect(await send({ ...view, padding: 'x'.repeat(3000) })).toEqual({
      status: 413,
      cache: 'private, no-store',
    });
    expect(resolveSession).not.toHaveBeenCalled();
    expect(postEvents).not.toHaveBeenCalled();
  });
});
