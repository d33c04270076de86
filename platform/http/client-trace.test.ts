import { withTrace, type RequestTrace } from '@/shared/request-trace.mjs';
import { createHttpClient } from './client';

const BASE = 'https://api.test';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("each request's upstream calls in its own trace (the request log)", () => {
  it('attributes every call to the request that made it while many requests interleave', async () => {
    // Answers arrive in another order than the calls were made, so the requests' work interleaves.
    const http = createHttpClient({
      timeoutMs: null,
      fetch: async (url) => {
        await pause(Math.random() * 20);
        return new Response(JSON.stringify({ status: 'success', data: url }));
      },
    });
    const traces = Array.from({ length: 20 }, (): RequestTrace => ({ upstream: [] }));
    await Promise.all(
      traces.map((trace, n) =>
        withTrace(trace, async () => {
          await pause(Math.random() * 10);
          await Promise.all([
            http.request(`/a/${n}`, { baseUrl: BASE }),
            http.request(`/b/${n}`, { baseUrl: BASE }),
          ]);
          await http.request(`/c/${n}`, { baseUrl: BASE, noCache: true });
        }),
      ),
    );
    traces.forEach((trace, n) => {
      expect(trace.upstream.map((call) => call.path).sort()).toEqual([`/a/${n}`, `/b/${n}`, `/c/${n}`]);
      for (const call of trace.upstream) {
        expect(call).toMatchObject({ host: 'api.test', method: 'GET', status: 200, ms: expect.any(Number) });
      }
    });
  });

  it('records a call that got no answer, and nothing outside a request', async () => {
    const http = createHttpClient({
      timeoutMs: null,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const trace: RequestTrace = { upstream: [] };
    await withTrace(trace, () => http.request('/down', { baseUrl: BASE, retry: false }));
    expect(trace.upstream).toEqual([expect.objectContaining({ path: '/down', status: 'network' })]);
    await expect(http.request('/outside', { baseUrl: BASE, retry: false })).resolves.toBeNull();
  });
});
