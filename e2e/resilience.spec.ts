import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const SERVER_ERROR = 'The server encountered an internal error or misconfiguration';
const STACK_TRACE = /at \w+ \(.*:\d+:\d+\)/;

// Pages a crowd reads, lists and search included: each must outlive a failing content service.
const SEEN = ['/', '/news/racing', '/racedays', '/video', '/news?page=2', '/search-results?query=gold'];

// A lookup that waits out UPSTREAM_TIMEOUT_MS twice (a try and its retry) takes 10 s.
const TIMEOUTS_WAITED_OUT = 10_000;

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

async function timed(request: APIRequestContext, path: string) {
  const started = Date.now();
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), ms: Date.now() - started };
}

test.describe('when the content service fails', () => {
  test('pages seen before stay up through a slow service and an outage; unseen ones get the 503 page fast', async ({
    request,
    sandbox,
  }) => {
    test.setTimeout(150_000);
    const seen = new Map<string, string | undefined>();
    for (const path of SEEN) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(200);
      seen.set(path, heading(answer.html));
    }

    // A service answering in 10 s: past the 30 s request and page caches, no page waits out the service's
    // two 5 s timeouts (the budgets themselves are measured by npm run resilience, not timed here).
    await sandbox.setFault('content', 'latency', { latencyMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    for (const [path, title] of seen) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(200);
      expect(heading(answer.html), path).toBe(title);
      expect(answer.ms, path).toBeLessThan(TIMEOUTS_WAITED_OUT);
    }
    const unseenSlow = await timed(request, `/content/never-requested-slow-${Date.now()}`);
    expect(unseenSlow.status).toBe(503);
    expect(unseenSlow.ms).toBeLessThan(TIMEOUTS_WAITED_OUT);

    // Then down altogether: the last good copies answer, an unseen page or search gets the 503 page.
    await sandbox.setFault('content', 'down');
    for (const [path, title] of seen) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(200);
      expect(heading(answer.html), path).toBe(title);
    }
    for (const path of [
      `/content/never-requested-${Date.now()}`,
      `/search-results?query=never-${Date.now()}`,
    ]) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(503);
      expect(answer.html, path).toContain(SERVER_ERROR);
      expect(answer.html, path).not.toMatch(STACK_TRACE);
    }
  });
});
