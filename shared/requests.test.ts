import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPagePath, requestPath } from './requests.mjs';

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
