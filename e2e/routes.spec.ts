import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

interface FixedPath {
  path: string;
  group: string;
}

const fixedPaths: FixedPath[] = JSON.parse(readFileSync('sandbox/content/fixed-paths.json', 'utf8'));
const onePerGroup = [...new Map(fixedPaths.map((entry) => [entry.group, entry])).values()];

test.describe('routes', () => {
  for (const { path, group } of onePerGroup) {
    test(`fixed path group "${group}" renders ${path}`, async ({ request }) => {
      // The first path of each group is a page of its own, answered without a redirect.
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<h1[^>]*>/);
    });
  }

  test('routes with a screen of their own answer', async ({ request }) => {
    for (const path of [
      '/cookie-policy',
      '/racedays/royal-kingsmere-week',
      '/racedays/royal-kingsmere-week/day-one',
      '/royal-kingsmere/tickets-and-enclosures',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test('an article is found by its last segment, or by the last two joined with a hyphen', async ({
    request,
  }) => {
    expect((await request.get('/enclosures/queen-anne-enclosure')).status()).toBe(200);
    expect((await request.get('/racedays/royal-kingsmere-week/day-two')).status()).toBe(200);
  });

  test('a wrong category path, a utility page and a failed validation rule are 404s', async ({ request }) => {
    for (const path of [
      '/tcs-page/queen-anne-enclosure',
      '/utility-redirects-page',
      '/content/utility-redirects-page',
      '/royal-elsewhere/tickets',
      '/racedays/royal-kingsmere-week/day-one/extra',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain(`Page Not Found: ${path}`);
    }
  });

  test('CMS redirects are applied by the server: 308 on the site, 307 elsewhere', async ({ request }) => {
    const same = await request.get('/old-tickets', { maxRedirects: 0 });
    expect(same.status()).toBe(308);
    expect(new URL(same.headers().location ?? '', 'http://x').pathname).toBe('/tickets');

    const lowercased = await request.get('/royal', { maxRedirects: 0 });
    expect(lowercased.status()).toBe(308);
    expect(new URL(lowercased.headers().location ?? '', 'http://x').pathname).toBe(
      '/horse-races-and-events/royal-kingsmere',
    );

    const external = await request.get('/shop', { maxRedirects: 0 });
    expect(external.status()).toBe(307);
    expect(external.headers().location).toMatch(/^https:\/\/shop\.kingsmerepark\.example\.com\/?$/);
  });

  test('a redirect entry without a target is ignored', async ({ request }) => {
    expect((await request.get('/no-target', { maxRedirects: 0 })).status()).toBe(404);
  });
});
