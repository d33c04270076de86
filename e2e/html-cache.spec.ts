import { expect, test } from './fixtures';
import { firstAnswer, startSecondServer } from './second-server';

// The serving layer's HTML cache, on a server of its own that keeps an answer at most 2 s fresh and 2 s
// stale (PAGE_CACHE_SECONDS), so the test sees every state of an entry in seconds.
test('a stale page is answered at once while one request renders it again behind it', async ({
  sandboxUrl,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const server = startSecondServer(sandboxUrl, baseURL!, 10, { PAGE_CACHE_SECONDS: '2' });
  const visitor = { cookie: 'dismissedProjectSouthampton=true' };
  const get = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`, { headers: visitor });
    const body = await response.text();
    return { status: response.status, cache: response.headers.get('x-furlong-cache'), body };
  };
  try {
    await firstAnswer(`${server.origin}/healthz`, (answer) => answer.status === 200);
    // A list page, rendered per request and marked shareable for 30 s with 30 s of stale-while-revalidate.
    const path = '/news/racing';
    const rendered = await get(path);
    expect(rendered).toMatchObject({ status: 200, cache: null });
    expect(await get(path)).toMatchObject({ status: 200, cache: 'HIT' });

    await new Promise((resolve) => setTimeout(resolve, 2_300));
    const stale = await get(path);
    expect(stale).toMatchObject({ status: 200, cache: 'STALE' });
    expect(stale.body).toContain('<h1');

    // The request that found it stale queued it to be rendered again: a fresh copy follows without anyone
    // waiting.
    await expect.poll(async () => (await get(path)).cache, { timeout: 10_000 }).toBe('HIT');

    // Past its stale window too, the page is rendered again for the request that asks.
    await new Promise((resolve) => setTimeout(resolve, 4_300));
    expect(await get(path)).toMatchObject({ status: 200, cache: null });
  } finally {
    server.process.kill();
  }
});
