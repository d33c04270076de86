import { expect, test } from '@playwright/test';
import { clearFaults, setFault } from './sandbox';

test.describe('when the content service fails', () => {
  test.afterEach(clearFaults);

  test('pages already seen are still served, and an unseen one gets a proper error page', async ({
    request,
  }) => {
    const seen = await request.get('/');
    expect(seen.status()).toBe(200);
    const seenHtml = await seen.text();

    await setFault('content', 'down');
    // Outlive both the page cache and the data cache (30 s each), so the page must be rebuilt while the
    // service is down and the last good copy is what keeps it up.
    test.setTimeout(120_000);
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    await request.get('/'); // starts the background rebuild, which fails
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const again = await request.get('/');
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(seenHtml.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? '<h1');

    const unseen = await request.get('/content/never-requested-before-' + Date.now());
    expect(unseen.status()).toBeGreaterThanOrEqual(500);
    const html = await unseen.text();
    expect(html).toContain('The server encountered an internal error or misconfiguration');
    expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/); // no stack trace
  });
});
