import { cacheKey, HtmlCache, sharedMaxAge } from './html-cache.mjs';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url,
  headers,
  method,
});

describe('the HTML cache in front of Next', () => {
  it('keys plain document GETs by path, takeover dismissal and encoding', () => {
    expect(cacheKey(request('/tickets'))).toBe('/tickets|n|id');
    expect(
      cacheKey(
        request('/tickets', {
          cookie: 'a=1; dismissedProjectSouthampton=true',
          'accept-encoding': 'gzip, br',
        }),
      ),
    ).toBe('/tickets|d|gz');
  });

  it('never caches queries, router requests, assets, API calls or other methods', () => {
    expect(cacheKey(request('/news?page=2'))).toBeNull();
    expect(cacheKey(request('/?signout'))).toBeNull();
    expect(cacheKey(request('/news', { rsc: '1' }))).toBeNull();
    expect(cacheKey(request('/_next/static/chunk.js'))).toBeNull();
    expect(cacheKey(request('/api/takeover'))).toBeNull();
    expect(cacheKey(request('/tickets', {}, 'POST'))).toBeNull();
  });

  it('keeps only shareable 200 answers, for their s-maxage', () => {
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=30, stale-while-revalidate=31535970' })).toBe(30);
    expect(sharedMaxAge(404, { 'cache-control': 's-maxage=30' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'private, no-cache, no-store' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=30', 'set-cookie': ['a=b'] })).toBe(0);
    expect(sharedMaxAge(200, {})).toBe(0);
  });

  it('expires entries and keeps at most the newest ones', () => {
    let now = 0;
    const cache = new HtmlCache({ maxEntries: 2, now: () => now });
    const entry = { statusCode: 200, headers: {}, body: Buffer.from('x') };
    cache.set('a', entry, 30);
    cache.set('b', entry, 30);
    cache.get('a');
    cache.set('c', entry, 30);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    now = 30_000;
    expect(cache.get('a')).toBeNull();
  });
});
