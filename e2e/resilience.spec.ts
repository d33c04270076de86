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
  const html = await response.text();
  return {
    status: response.status(),
    html,
    cache: response.headers()['x-furlong-cache'],
    ms: Date.now() - started,
  };
}

test.describe('when the content service fails', () => {
  test('pages seen before stay up through a slow service and an outage; unseen ones get the 503 page fast', async ({
    request,
    sandbox,
    siteCacheSeconds,
  }) => {
    test.setTimeout(60_000);
    const seen = new Map<string, string>();
    for (const path of SEEN) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(200);
      const title = heading(answer.html);
      expect(title, path).toMatch(/\S/);
      seen.set(path, title!);
    }
    const lastSeen = Date.now();

    // A service answering in 10 s: once the site's request and page caches have let go of what was seen
    // (siteCacheSeconds, set short for this run, and as long again in which the page cache answers a
    // stale copy while it renders the page behind it; a second more for a page made again in the
    // background), every page asks the slow service, and none waits out its two 5 s timeouts (the
    // budgets themselves are measured by npm run resilience, not timed here).
    await sandbox.setFault('content', 'latency', { latencyMs: 10_000 });
    const cachesExpired = lastSeen + (2 * siteCacheSeconds + 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cachesExpired - Date.now())));
    for (const [path, title] of seen) {
      const answer = await timed(request, path);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, `${path} made again, not from the page cache`).toBeUndefined();
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
