import { postEvents } from './events';
import type { FakeUpstream } from './testing/fake-upstream';
import { envelopeOf } from './testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from './testing/install';
import type { CollectorEvent } from './types/events';
import { getVideoSession } from './video';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

const event: CollectorEvent = {
  eventId: 'e1',
  eventType: 'REQUEST',
  createdTimestamp: 1,
  sentTimestamp: 2,
  deviceId: 'd',
  authId: null,
  sourceSystem: 'POLLS',
  sourceSystemId: 'jotd',
};

describe('postEvents', () => {
  it('posts the events with the collector headers', async () => {
    upstream.on('POST', '/events/v1/FURLONG/events', { status: 202 });
    expect(await postEvents([event])).toBe(true);
    const call = upstream.calls[0]!;
    expect(JSON.parse(call.body ?? '')).toEqual({ events: [event] });
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('x-api-key')).toBe('events-key');
    expect(call.headers.get('x-realm-id')).toBe('furlong');
    expect(call.headers.get('x-app-id')).toBe('web');
  });

  it('uses the configured realm and app ids and leaves out an unset API key', async () => {
    uninstallFakeUpstream();
    upstream = installFakeUpstream({ EVENTS_API_KEY: '', EVENTS_REALM_ID: 'realm', EVENTS_APP_ID: 'kiosk' });
    upstream.on('POST', '/events/v1/FURLONG/events', { status: 200 });
    await postEvents([event]);
    const headers = upstream.calls[0]!.headers;
    expect(headers.has('x-api-key')).toBe(false);
    expect(headers.get('x-realm-id')).toBe('realm');
    expect(headers.get('x-app-id')).toBe('kiosk');
  });

  it('swallows failures', async () => {
    upstream.on('POST', '/events/v1/FURLONG/events', { status: 500 }, { networkError: true });
    expect(await postEvents([event])).toBe(false);
    expect(await postEvents([event])).toBe(false);
    expect(upstream.calls).toHaveLength(2);
  });

  it('sends nothing for an empty batch', async () => {
    expect(await postEvents([])).toBe(true);
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('getVideoSession', () => {
  const path = '/feeds/provider/stream-video-gateway/v1/FURLONG/session/vid-1';

  it('asks the production gateway with the bearer token, uncached', async () => {
    upstream.on('GET', path, { json: envelopeOf({ ks: 'session-key' }) });
    expect(await getVideoSession('vid-1', { token: 'fan' })).toEqual({
      ok: true,
      session: { sessionKey: 'session-key' },
    });
    await getVideoSession('vid-1', { token: 'fan' });
    expect(upstream.calls).toHaveLength(2);
    expect(upstream.calls[0]?.headers.get('authorization')).toBe('Bearer fan');
  });

  it('uses the stage gateway outside production', async () => {
    uninstallFakeUpstream();
    upstream = installFakeUpstream({ PLATFORM_ENV: 'stage' });
    upstream.on('GET', '/feeds/provider/stream-video-gateway-stage/v1/FURLONG/session/vid-1', {
      json: envelopeOf('key'),
    });
    expect(await getVideoSession('vid-1')).toEqual({ ok: true, session: { sessionKey: 'key' } });
  });

  it('sends a third-party token instead of the bearer token', async () => {
    upstream.on('GET', path, { json: envelopeOf({ sessionKey: 'k' }) });
    await getVideoSession('vid-1', { token: 'fan', thirdPartyToken: 'partner' });
    const headers = upstream.calls[0]!.headers;
    expect(headers.get('authorization-third-party')).toBe('Bearer partner');
    expect(headers.has('authorization')).toBe(false);
  });

  it("maps status 'fail' to its error code, with or without an error status", async () => {
    upstream.on(
      'GET',
      path,
      { json: { status: 'fail', error: { code: 'incorrect_entitlement' } } },
      { status: 401, json: { status: 'fail', error: { code: 'login_required' } } },
    );
    expect(await getVideoSession('vid-1')).toEqual({
      ok: false,
      code: 'incorrect_entitlement',
      entitlementRequired: true,
    });
    expect(await getVideoSession('vid-1')).toEqual({
      ok: false,
      code: 'login_required',
      entitlementRequired: false,
    });
  });

  it('throws when the gateway cannot answer', async () => {
    upstream.on('GET', path, { networkError: true });
    await expect(getVideoSession('vid-1')).rejects.toMatchObject({
      name: 'UpstreamUnavailableError',
      reason: 'network',
    });
  });
});
