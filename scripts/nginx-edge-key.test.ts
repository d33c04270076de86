// The edge's cache key against the site's, with nginx itself: deploy/nginx.conf.template in front of a
// stand-in for the site that answers every request with the address and takeover state the site reads
// from it, marked shareable whatever it is (the worst a site could do). Whatever the edge answers from
// its cache must be what the site would have answered for that very request.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasFanHint, hasPreviewCookie, isTakeoverDismissed } from '../shared/cookies.mjs';
import { isPagePath, pageCacheAddress } from '../shared/requests.mjs';
import { startTestEdge, type TestEdge } from '../test/local-servers';

/**
 * What the site renders for a request, as the stand-in tells it: its address, takeover state and
 * whether it was rendered for a signed-in fan.
 */
function siteView(url: string, cookie: string | undefined): string {
  const address = isPagePath(url) ? (pageCacheAddress(url) ?? `alone ${url}`) : url;
  const view = `${address} ${isTakeoverDismissed(cookie) ? 'dismissed' : 'shown'}${hasFanHint(cookie) ? ' fan' : ''}`;
  return hasPreviewCookie(cookie) ? `${view} preview` : view;
}

let site: Server;
let edge: TestEdge;

/** A raw request through the edge (the address exactly as given, not normalised by a client). */
function get(target: string, cookie?: string): Promise<{ body: string; edge: string; control: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: edge.port, path: target, headers: cookie ? { cookie } : {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({
            body,
            edge: String(res.headers['x-furlong-edge'] ?? ''),
            control: String(res.headers['cache-control'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/plain',
      'cache-control': 'public, s-maxage=60',
    });
    res.end(siteView(req.url ?? '/', req.headers.cookie));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  edge = await startTestEdge([(site.address() as AddressInfo).port]);
}, 20_000);

afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe('the edge in front of the site', () => {
  let cases = 0;
  // Each case's addresses under a path of its own, so that no case finds another's copy.
  const under = () => {
    const prefix = `/case${(cases += 1)}`;
    return (address: string) => prefix + address;
  };

  it.each([
    ['an encoded parameter name', '/search-results?%71uery=Racing%20cancelled', '/search-results'],
    ['an encoded page number', '/news?%70age=3', '/news'],
    ['an encoded filter', '/news?%66ilter=flat', '/news'],
    [
      'a parameter in capitals before the real one',
      '/search-results?QUERY=x&query=y',
      '/search-results?query=x',
    ],
    ['a page number in capitals', '/news?Page=3', '/news'],
    ['a bare parameter', '/search-results?query', '/search-results'],
    ['a repeated query', '/search-results?query=x&query=y', '/search-results?query=x'],
    ['a repeated page number', '/news?page=3&page=1', '/news?page=3'],
    ['a repeated filter', '/news?filter=a&filter=b', '/news?filter=a'],
    ['an encoded path', '/new%73', '/news'],
    ['doubled slashes', '//news', '/news'],
  ])('never answers the plain address with the page of %s', async (_case, odd, plain) => {
    const fresh = under();
    const [first, second] = [fresh(odd), fresh(plain)];
    // The odd address twice (a second request would find any copy it left), then the plain one twice.
    for (const target of [first, first, second, second]) {
      expect((await get(target)).body).toBe(siteView(target, undefined));
    }
  });

  it('keeps the plain address and drops the parameters no page reads, as the site does', async () => {
    const tagged = under()('/news?page=2&utm_source=mail');
    await get(tagged);
    const plain = tagged.replace('&utm_source=mail', '');
    const answer = await get(plain);
    expect(answer.edge).toBe('HIT');
    expect(answer.body).toBe(siteView(plain, undefined));
  });

  it.each([
    ['a bare cookie', 'dismissedProjectSouthampton'],
    ['an encoded value', 'dismissedProjectSouthampton=%74rue'],
    ['the name in capitals', 'DISMISSEDPROJECTSOUTHAMPTON=true'],
    ['a value in capitals', 'dismissedProjectSouthampton=TRUE'],
    ['spaces around the equals sign', 'a=1; dismissedProjectSouthampton = true'],
    ['tabs around the name and value', 'a=1;\tdismissedProjectSouthampton\t=\ttrue\t; b=2'],
    ['a second equals sign', 'dismissedProjectSouthampton==true'],
  ])('reads the takeover dismissal as the site does, with %s', async (_case, cookie) => {
    const page = under()('/faqs');
    expect((await get(page, cookie)).body).toBe(siteView(page, cookie));
    expect((await get(page)).body).toBe(siteView(page, undefined));
    expect((await get(page, 'dismissedProjectSouthampton=true')).body).toBe(
      siteView(page, 'dismissedProjectSouthampton=true'),
    );
    expect((await get(page, cookie)).body).toBe(siteView(page, cookie));
  });

  it.each([
    ['the hint', 'furlong_fan=in'],
    ['spaces and tabs around it', 'a=1;\tfurlong_fan = in\t; b=2'],
    ['a bare cookie', 'furlong_fan'],
    ['another value', 'furlong_fan=out'],
    ['an encoded value', 'furlong_fan=%69n'],
    ['the name in capitals', 'FURLONG_FAN=in'],
  ])(
    "keeps a signed-in fan's copies apart from a visitor's, reading %s as the site does",
    async (_case, cookie) => {
      const page = under()('/content/members-story');
      expect((await get(page)).body).toBe(siteView(page, undefined));
      expect((await get(page, cookie)).body).toBe(siteView(page, cookie));
      expect((await get(page, 'furlong_fan=in')).body).toBe(siteView(page, 'furlong_fan=in'));
      expect((await get(page)).body).toBe(siteView(page, undefined));
      expect((await get(page, cookie)).body).toBe(siteView(page, cookie));
    },
  );

  it("never keeps the offline worker's script, and has the browser ask again before using its copy", async () => {
    for (let i = 0; i < 2; i += 1) {
      const script = await get('/serwist/sw.js');
      expect(script.body).toBe(siteView('/serwist/sw.js', undefined));
      expect(script.edge).toBe('');
      expect(script.control).toBe('no-cache');
    }
  });

  it("never answers an editor's preview from its cache, nor keeps it for visitors", async () => {
    const page = under()('/news');
    const preview = '__prerender_bypass=any';
    await get(page);
    expect(await get(page, preview)).toMatchObject({ body: siteView(page, preview) });
    expect((await get(page, preview)).edge).not.toBe('HIT');
    expect(await get(page)).toMatchObject({ body: siteView(page, undefined), edge: 'HIT' });
  });
});
