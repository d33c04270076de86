import {
  createRequestLog,
  LOG_FLUSH_BYTES,
  LOG_FLUSH_MS,
  loggedPath,
  requestLogEntry,
  requestLogMode,
} from './request-log.mjs';

describe('the request log', () => {
  it('is on (json) unless REQUEST_LOG says off', () => {
    expect(requestLogMode({})).toBe('json');
    expect(requestLogMode({ REQUEST_LOG: ' ' })).toBe('json');
    expect(requestLogMode({ REQUEST_LOG: 'off' })).toBe('off');
  });

  it("keeps only the values of a page's own parameters: a sign-in code, a state or a token never shows", () => {
    expect(loggedPath('/news?page=2&query=gold%20cup')).toBe('/news?page=2&query=gold%20cup');
    expect(loggedPath('/oauth2/?code=c0de&state=st4te')).toBe('/oauth2/?code=-&state=-');
    expect(loggedPath('/?access_token=eyJabc.eyJdef.sig&utm_source=mail')).toBe(
      '/?access_token=-&utm_source=-',
    );
    expect(loggedPath('/content/gold-cup')).toBe('/content/gold-cup');
    expect(loggedPath(`/${'x'.repeat(1000)}`)).toHaveLength(512);
  });

  it('writes the fields of a request, and never a header or cookie', () => {
    const entry = requestLogEntry({
      req: { method: 'GET', url: '/racedays?code=secret', headers: { cookie: 'furlong_at=tok' } },
      res: { statusCode: 200, writableFinished: true },
      started: performance.now() - 12.34,
      cache: 'miss',
      upstream: [{ host: 'content.example', path: '/v2/categories', method: 'GET', status: 200, ms: 8 }],
      now: Date.UTC(2026, 10, 25, 18, 0, 0),
    });
    expect(entry).toEqual({
      time: '2026-11-25T18:00:00.000Z',
      method: 'GET',
      path: '/racedays?code=-',
      status: 200,
      ms: expect.any(Number),
      cache: 'miss',
      upstream: [{ host: 'content.example', path: '/v2/categories', method: 'GET', status: 200, ms: 8 }],
    });
    expect(entry.ms).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(entry)).not.toMatch(/secret|tok|cookie/);
  });

  it('marks a request whose connection closed before its answer was out', () => {
    const entry = requestLogEntry({
      req: { method: 'GET', url: '/' },
      res: { statusCode: 200, writableFinished: false },
      started: performance.now(),
      cache: null,
      upstream: [],
    });
    expect(entry.aborted).toBe(true);
  });

  it('writes one JSON line per request, those of 50 ms in one write', () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const log = createRequestLog({ write: (text: string) => writes.push(text) });
      log({ path: '/a' });
      vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
      log({ path: '/b' });
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual(['{"path":"/a"}\n{"path":"/b"}\n']);
      log({ path: '/c' });
      vi.advanceTimersByTime(LOG_FLUSH_MS);
      expect(writes).toEqual(['{"path":"/a"}\n{"path":"/b"}\n', '{"path":"/c"}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when 64 KiB of lines wait', () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const log = createRequestLog({ write: (text: string) => writes.push(text) });
      const path = 'x'.repeat(1000);
      while (writes.length === 0) log({ path });
      expect(writes[0]!.length).toBeGreaterThanOrEqual(LOG_FLUSH_BYTES);
      expect(writes[0]!.length).toBeLessThan(LOG_FLUSH_BYTES + 1100);
    } finally {
      vi.useRealTimers();
    }
  });
});
