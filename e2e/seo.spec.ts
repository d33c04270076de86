import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// The pack runs a project takeover; a visitor who dismissed it sees the site itself.
const TAKEOVER_DISMISSED = { name: 'dismissedProjectSouthampton', value: 'true' };
const headers = { cookie: `${TAKEOVER_DISMISSED.name}=${TAKEOVER_DISMISSED.value}` };

const NEWS_ARTICLE = '/content/silver-lantern-wins-summer-mile';
const NEWS_TITLE = 'Silver Lantern lands the Summer Mile in a photo finish';

async function textOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return response.text();
}

// Attributes of every <meta> and <link> element in server HTML, whether in the head or streamed later.
function headTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<(?:meta|link)\s([^>]*?)\/?>/g)].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

const metaContent = (tags: Record<string, string>[], key: string) =>
  tags.find((tag) => tag.name === key || tag.property === key)?.content;

test.describe('search engines', () => {
  test.beforeEach(async ({ context, siteUrl }) => {
    await context.addCookies([{ ...TAKEOVER_DISMISSED, url: siteUrl }]);
  });

  test('the sitemap lists every article once at its resolved address, and no utility page', async ({
    request,
    siteUrl,
  }) => {
    const xml = await textOf(request, '/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.length).toBeGreaterThan(100);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/news',
      NEWS_ARTICLE,
      '/restaurants/the-deck',
      '/racedays/summer-mile-saturday',
      '/racedays/royal-kingsmere-week-day-one',
    ]) {
      expect(locs).toContain(`${siteUrl}${path}`);
    }
    expect(locs.every((loc) => loc.startsWith(`${siteUrl}/`))).toBe(true);
    expect(xml).not.toContain('utility-redirects-page');
    expect(xml).not.toContain('racing-post-interview'); // an external article
    expect(locs).not.toContain(`${siteUrl}/home`); // the home article is listed as /
    // The site's test pages are tagged noindex: out of the sitemap, and their pages say so.
    expect(xml).not.toContain('block-showcase');
    expect(xml).not.toContain('content-robustness');
    expect(await textOf(request, '/content/block-showcase')).toContain(
      '<meta name="robots" content="noindex, follow"/>',
    );
    expect(await textOf(request, NEWS_ARTICLE)).not.toContain('name="robots"');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);

    for (const path of [NEWS_ARTICLE, '/restaurants/the-deck', '/racedays/royal-kingsmere-week-day-one']) {
      expect((await request.get(path, { headers })).status(), path).toBe(200);
    }
  });

  test('robots.txt lets crawlers in, keeps them off search and error routes, and names the sitemap', async ({
    request,
    siteUrl,
  }) => {
    const robots = await textOf(request, '/robots.txt');
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toContain('Allow: /');
    for (const path of ['/api/', '/search-results', '/page-not-found', '/service-unavailable']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('an article page carries its title, description, canonical address and share cards', async ({
    request,
    siteUrl,
  }) => {
    const html = await textOf(request, NEWS_ARTICLE);
    const tags = headTags(html);
    expect(html).toContain(`<title>${NEWS_TITLE} | Kingsmere Park</title>`);
    expect(metaContent(tags, 'description')).toBe(
      'Isabel Thorne times it perfectly to beat Copper Kettle by a short head.',
    );
    const canonical = tags.find((tag) => tag.rel === 'canonical')?.href;
    expect(canonical).toBe(`${siteUrl}${NEWS_ARTICLE}`);
    expect(metaContent(tags, 'og:type')).toBe('article');
    expect(metaContent(tags, 'og:url')).toBe(canonical);
    expect(metaContent(tags, 'og:image')).toMatch(/^https?:\/\/.+\.jpg$/);
    expect(metaContent(tags, 'og:image:alt')).toBe(NEWS_TITLE);
    expect(metaContent(tags, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
  });

  test('a day page asked for by its long path names its resolved address as canonical', async ({
    request,
    siteUrl,
  }) => {
    const html = await textOf(request, '/racedays/royal-kingsmere-week/day-one');
    const canonical = headTags(html).find((tag) => tag.rel === 'canonical')?.href;
    expect(canonical).toBe(`${siteUrl}/racedays/royal-kingsmere-week-day-one`);
  });

  test('a news article describes itself as a NewsArticle in JSON-LD', async ({ page, siteUrl }) => {
    await page.goto(NEWS_ARTICLE);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const news = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      headline: NEWS_TITLE,
      author: { '@type': 'Person', name: 'Harriet Vale' },
      publisher: { '@type': 'Organization', name: 'Kingsmere Park' },
      mainEntityOfPage: { '@id': `${siteUrl}${NEWS_ARTICLE}` },
    });
    expect(news.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a sold-out race day describes itself as an Event with its price in pounds', async ({ page }) => {
    await page.goto('/racedays/kingsmere-champions-raceday');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Kingsmere Champions Day',
      location: { '@type': 'Place', name: 'Kingsmere Park' },
      offers: { price: '55', priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut' },
    });
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
