import { NextRequest } from 'next/server';
import { testToken } from '@/features/session/test-tokens';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { unsignedTestToken } from '@/platform/testing/test-keys';
import { expectConsole } from '@/test/setup';
import type { BrowserEvent } from './browser-event';
import { eventsRoute } from './events-route';

const { postEvents } = vi.hoisted(() => ({ postEvents: vi.fn() }));
vi.mock('@/platform/events', () => ({ postEvents }));

const DEVICE = '0b7c5d1e-8a4f-4c2b-9d3e-1f2a3b4c5d6e';
const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);

const pageView: BrowserEvent = {
  type: 'page_view',
  eventId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  createdTimestamp: NOW - 1000,
  path: '/news?page=2&utm_source=mail',
  title: 'News | Kingsmere Park',
};
const vital: BrowserEvent = {
  type: 'web_vital',
  eventId: '7a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  createdTimestamp: NOW - 500,
  path: '/',
  name: 'LCP',
  value: 1834.2,
  rating: 'good',
  metricId: 'v5-1764093600000-123',
  navigationType: 'navigate',
};

interface Options {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

async function send(body: unknown, { headers = {}, cookies = { furlong_device: DEVICE } }: Options = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await eventsRoute(
    new NextRequest('http://localhost/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: text,
    setCookie: response.headers.get('set-cookie'),
  };
}

beforeEach(() => {
  installFakeUpstream({ SITE_URL: 'http://localhost' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  postEvents.mockReset().mockResolvedValue(true);
  // New to the route in every test: it forwards each event id once.
  pageView.eventId = crypto.randomUUID();
  vital.eventId = crypto.randomUUID();
});
afterEach(() => {
  vi.useRealTimers();
  uninstallFakeUpstream();
});

describe('POST /api/events', () => {
  it('forwards page views and vitals with the device id from the cookie and the sent time', async () => {
    const answer = await send({ events: [pageView, vital] });
    expect(answer).toMatchObject({ status: 202, cache: 'private, no-store', setCookie: null });
    expect(postEvents).toHaveBeenCalledTimes(1);
    expect(postEvents.mock.calls[0]![0]).toEqual([
      {
        eventId: pageView.eventId,
        eventType: 'PAGE_VIEW',
        createdTimestamp: NOW - 1000,
        sentTimestamp: NOW,
        deviceId: DEVICE,
        authId: null,
        sourceSystem: 'WEB',
        sourceSystemId: '/news?page=2&utm_source=mail',
        metadata: { title: 'News | Kingsmere Park' },
      },
      {
        eventId: vital.eventId,
        eventType: 'WEB_VITAL',
        createdTimestamp: NOW - 500,
        sentTimestamp: NOW,
        deviceId: DEVICE,
        authId: null,
        sourceSystem: 'WEB',
        sourceSystemId: '/',
        metadata: {
          name: 'LCP',
          value: 1834.2,
          rating: 'good',
          metricId: 'v5-1764093600000-123',
          navigationType: 'navigate',
        },
      },
    ]);
  });

  it("names a signed-in fan by the access token's subject, and never sends a token on", async () => {
    const accessToken = testToken({ sub: 'fan-ellie', exp: NOW / 1000 + 600 });
    await send(
      { events: [pageView] },
      {
        cookies: {
          furlong_device: DEVICE,
          furlong_at: accessToken,
          furlong_rt: testToken({ sub: 'fan-ellie' }),
        },
      },
    );
    const [event] = postEvents.mock.calls[0]![0];
    expect(event).toMatchObject({ deviceId: DEVICE, authId: 'fan-ellie' });
    expect(JSON.stringify(postEvents.mock.calls)).not.toContain(accessToken);
  });

  it('takes a token the identity provider did not sign for a visitor, whatever its subject', async () => {
    const claims = {
      sub: 'fan-ellie',
      iss: 'https://upstream.test/auth',
      aud: 'FURLONG',
      exp: NOW / 1000 + 600,
    };
    for (const forged of [unsignedTestToken(claims), testToken({ ...claims, aud: 'ANOTHER-SITE' })]) {
      postEvents.mockClear();
      pageView.eventId = crypto.randomUUID();
      await send(
        { events: [pageView] },
        { cookies: { furlong_device: DEVICE, furlong_at: forged, furlong_rt: forged } },
      );
      expect(postEvents.mock.calls[0]![0][0]).toMatchObject({ deviceId: DEVICE, authId: null });
    }
  });

  it('gives a browser without a device id one, and sends its events under it', async () => {
    const answer = await send({ events: [pageView] }, { cookies: {} });
    expect(answer.status).toBe(202);
    const deviceId = /furlong_device=([0-9a-f-]{36})/.exec(answer.setCookie ?? '')?.[1];
    expect(deviceId).toBeDefined();
    expect(postEvents.mock.calls[0]![0][0].deviceId).toBe(deviceId);
  });

  it('answers 503 when the collector does not take them, so the browser sends them again', async () => {
    const warned = expectConsole('warn');
    postEvents.mockResolvedValue(false);
    const answer = await send({ events: [pageView] });
    expect(answer.status).toBe(503);
    expect(warned).toHaveBeenCalledTimes(1);
    // Another page retrying within the minute: no second warning until the minute has passed.
    expect((await send({ events: [pageView, vital] })).status).toBe(503);
    expect(warned).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NOW + 60_000);
    await send({ events: [pageView] });
    expect(warned).toHaveBeenCalledTimes(2);
    expect(warned.mock.calls[1]![0]).toContain('3 browser events not taken');
  });

  it('forwards an event once: a batch sent again after its first request had no answer', async () => {
    expect((await send({ events: [pageView] })).status).toBe(202);
    // The browser never saw that answer, so the view comes again with the page's next events.
    const again = await send({ events: [pageView, vital] });
    expect(again.status).toBe(202);
    expect(JSON.parse(again.body)).toEqual({ accepted: 2 });
    expect(
      postEvents.mock.calls.map(([events]) => events.map((event: { eventId: string }) => event.eventId)),
    ).toEqual([[pageView.eventId], [vital.eventId]]);
    // Sent again while the first request is still on its way to the collector: it waits for that one.
    let answer: (taken: boolean) => void = () => {};
    postEvents.mockReturnValueOnce(new Promise<boolean>((resolve) => (answer = resolve)));
    const slow = { ...pageView, eventId: crypto.randomUUID() };
    const first = send({ events: [slow] });
    const second = send({ events: [slow] });
    answer(true);
    expect([(await first).status, (await second).status]).toEqual([202, 202]);
    expect(postEvents.mock.calls.at(-1)![0]).toEqual([]);
    postEvents.mockClear();
    // Twice in one batch: once to the collector.
    const twice = { ...vital, eventId: crypto.randomUUID() };
    expect((await send({ events: [twice, twice] })).status).toBe(202);
    expect(postEvents.mock.calls.at(-1)![0]).toHaveLength(1);
    // An event the collector did not take is not counted as forwarded: it goes on when sent again.
    postEvents.mockResolvedValueOnce(false);
    const later = { ...vital, eventId: crypto.randomUUID() };
    expect((await send({ events: [later] })).status).toBe(503);
    expect((await send({ events: [later] })).status).toBe(202);
    expect(postEvents.mock.calls.at(-1)![0][0].eventId).toBe(later.eventId);
  });

  it('refuses another site', async () => {
    const answer = await send({ events: [pageView] }, { headers: { origin: 'https://elsewhere.example' } });
    expect(answer.status).toBe(403);
    expect(postEvents).not.toHaveBeenCalled();
  });

  const hostile: [string, unknown, RegExp][] = [
    ['not JSON', '{"events": [', /not JSON/],
    ['no events list', { page: 1 }, /events/],
    ['an empty batch', { events: [] }, /events/],
    ['too many events', { events: Array.from({ length: 51 }, () => pageView) }, /events/],
    ['an unknown type', { events: [{ ...pageView, type: 'purchase' }] }, /events\.0\.type/],
    ['a forged device id', { events: [{ ...pageView, deviceId: DEVICE }] }, /deviceId|Unrecognized/i],
    ['a field on the batch', { events: [pageView], apiKey: 'x' }, /apiKey|Unrecognized/i],
    ['an event id that is no UUID', { events: [{ ...pageView, eventId: '1' }] }, /eventId/],
    ['a path that is an address', { events: [{ ...pageView, path: 'https://evil.example/' }] }, /path/],
    ['a control character', { events: [{ ...pageView, title: 'a\u0000b' }] }, /title/],
    ['an over-long path', { events: [{ ...pageView, path: `/${'a'.repeat(2048)}` }] }, /path/],
    ['a negative vital', { events: [{ ...vital, value: -1 }] }, /value/],
    ['an unknown vital', { events: [{ ...vital, name: 'FID' }] }, /name/],
    ['a vital of infinity', '{"events":[{"type":"web_vital","value":1e999}]}', /events/],
    ['a timestamp in 1970', { events: [{ ...pageView, createdTimestamp: 0 }] }, /createdTimestamp/],
  ];

  it.each(hostile)(
    'answers %s with a 400 saying what is wrong, and sends nothing',
    async (_, body, message) => {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      const { error } = JSON.parse(answer.body) as { error: string };
      expect(error).toMatch(message);
      expect(answer.body).not.toMatch(/\bat [\w.]+ \(|node_modules|\.ts:\d+/);
      expect(postEvents).not.toHaveBeenCalled();
    },
  );

  it('stops reading a body that grows past the limit, whatever its length header says', async () => {
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(16_384).fill(32));
      },
    });
    const response = await eventsRoute(
      new NextRequest('http://localhost/api/events', {
        method: 'POST',
        headers: { origin: 'http://localhost' },
        body: huge,
        duplex: 'half',
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(response.status).toBe(413);
    expect(postEvents).not.toHaveBeenCalled();
  });

  it('answers a body over the limit with a 413 naming it, and sends nothing', async () => {
    const answer = await send({ events: [{ ...pageView, title: 'x'.repeat(70_000) }] });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/\(60000 bytes\)/) });
    expect(postEvents).not.toHaveBeenCalled();
  });
});
