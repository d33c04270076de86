import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPagePath, pageCacheAddress, requestPath } from './requests.mjs';

const PAGES = ['/', '/news/racing?page=2', '/racedays/summer-mile-saturday', '/content/a.b-c', '/%5Fblocks'];
const NOT_PAGES = [
  '/_next/static/chunks/a.js',
  '/_amplify/image?url=x',
  '/%5Famplify/image?url=x',
  '/api/session',
  '/api',
  '/favicon.ico',
  '/images/hero.jpg',
  '/sitemap',
  '/icon',
  '/news/opengraph-image2',
];

describe('isPagePath', () => {
  it('is a page for a route of the site, not for assets, images, /api, files or metadata routes', () => {
    expect(PAGES.filter((url) => !isPagePath(url))).toEqual([]);
    expect(NOT_PAGES.filter((url) => isPagePath(url))).toEqual([]);
    expect(requestPath('/%E0%A4%A?x=1')).toBe('/%E0%A4%A');
  });

  it("agrees with proxy.ts's matcher, which Next needs as a literal", () => {
    const source = readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8');
    const literal = /matcher:\s*\['([^']+)'\]/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const matcher = new RegExp(`^${literal!.replaceAll('\\\\', '\\')}$`);
    for (const url of [...PAGES, ...NOT_PAGES]) {
      const pathname = url.split('?')[0]!;
      // The matcher sees the raw path; metadata routes and a bare /api pass it and are answered by Next's
      // own handlers, not by a page.
      if (
        /(?:sitemap|icon|opengraph-image\d*)$/.test(pathname) ||
        pathname.includes('%5F') ||
        pathname === '/api'
      )
        continue;
      expect(matcher.test(pathname), pathname).toBe(isPagePath(url));
    }
  });
});

describe('pageCacheAddress', () => {
  it("keeps the page's own parameters, in a fixed order, and drops any other", () => {
    expect(pageCacheAddress('/news')).toBe('/news');
    expect(pageCacheAddress('/news?page=2&utm_source=mail&filter=a&filter=b')).toBe(
      '/news?filter=a&filter=b&page=2',
    );
    expect(pageCacheAddress('/search-results?query=a%20b')).toBe('/search-results?query=a+b');
    // Names near a page parameter's are other parameters, for the edge as for the site.
    expect(pageCacheAddress('/news?queryx=1&page2=3&quer+y=4')).toBe('/news');
  });

  it('writes the values as the site writes them, in PAGE_PARAMS order, repeated filters in theirs', () => {
    expect(pageCacheAddress('/news?page=3&filter=b&utm=%ZZ&query=caf%C3%A9+%7e!&filter=a')).toBe(
      '/news?query=caf%C3%A9+%7E%21&filter=b&filter=a&page=3',
    );
    expect(pageCacheAddress('/search-results?query=&page=')).toBe('/search-results?query=&page=');
    expect(pageCacheAddress('/news?utm_source=mail&&')).toBe('/news');
  });

  it('keeps no address whose page parameters are encoded, in another case, bare or repeated', () => {
    for (const url of [
      '/search-results?%71uery=x',
      '/search-results?utm%5Fsource=x&query=y',
      '/news?Page=3',
      '/news?FILTER=a',
      '/search-results?query',
      '/search-results?query&page=2',
      '/search-results?query=a&QUERY=b',
      '/news?page=1&page=3',
    ]) {
      expect(pageCacheAddress(url)).toBeNull();
    }
  });

  it("keeps no address that asks the app to act or carries an editor's key", () => {
    for (const url of [
      '/_content-health?secret=key',
      '/?signout',
      '/news?page=2&signout=',
      '/news?_rsc=1',
      '/oauth2?code=c&state=s',
      '/news?filter=a&state',
    ]) {
      expect(pageCacheAddress(url)).toBeNull();
    }
  });
});
