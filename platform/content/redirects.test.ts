import { getRedirects, matchRedirect } from './redirects';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

describe('matchRedirect', () => {
  it('applies when from equals the path exactly, lowercasing the target', () => {
    expect(matchRedirect([{ from: '/old', to: '/New-Page' }], '/old')).toEqual({
      location: '/new-page',
      external: false,
    });
  });

  it('ignores entries without both from and to', () => {
    expect(matchRedirect([{ from: '/old' }, { to: '/x' }, { from: '/old', to: '' }], '/old')).toBeNull();
  });

  it("ignores entries whose from does not start with '/'", () => {
    expect(matchRedirect([{ from: 'old', to: '/x' }], 'old')).toBeNull();
  });

  it('needs an exact match', () => {
    const entries = [{ from: '/old', to: '/x' }];
    expect(matchRedirect(entries, '/old/')).toBeNull();
    expect(matchRedirect(entries, '/Old')).toBeNull();
    expect(matchRedirect(entries, '/older')).toBeNull();
  });

  it("treats a target that does not start with '/' as external", () => {
    expect(matchRedirect([{ from: '/t', to: 'HTTPS://Tickets.example/Buy' }], '/t')).toEqual({
      location: 'https://tickets.example/buy',
      external: true,
    });
    expect(matchRedirect([{ from: '/t', to: 'tickets.example' }], '/t')).toEqual({
      location: 'https://tickets.example/',
      external: true,
    });
    expect(matchRedirect([{ from: '/t', to: '//cdn.example/x' }], '/t')).toEqual({
      location: 'https://cdn.example/x',
      external: true,
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/\\evil.example/x',
    '/ok\r\nset-cookie: a=b',
    'https://user:pass@evil.example/',
    'https://',
  ])('ignores the unsafe target %j', (to) => {
    expect(matchRedirect([{ from: '/t', to }], '/t')).toBeNull();
  });

  it('ignores a redirect to itself, with or without a trailing slash or query', () => {
    expect(matchRedirect([{ from: '/a', to: '/a' }], '/a')).toBeNull();
    expect(matchRedirect([{ from: '/a', to: '/A/' }], '/a')).toBeNull();
    expect(matchRedirect([{ from: '/a', to: '/a?x=1' }], '/a')).toBeNull();
  });

  it('ignores redirects that come back round, and chains past the hop limit', () => {
    const loop = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ];
    expect(matchRedirect(loop, '/a')).toBeNull();
    expect(matchRedirect(loop, '/b')).toBeNull();
    const chain = Array.from({ length: 12 }, (_, i) => ({ from: `/p${i}`, to: `/p${i + 1}` }));
    expect(matchRedirect(chain, '/p0')).toBeNull();
    expect(matchRedirect(chain, '/p5')).toEqual({ location: '/p6', external: false });
  });

  it('follows a same-site chain that ends outside or at a page', () => {
    const entries = [
      { from: '/a', to: '/b' },
      { from: '/b', to: 'https://tickets.example/' },
    ];
    expect(matchRedirect(entries, '/a')).toEqual({ location: '/b', external: false });
  });

  it('uses the first matching entry', () => {
    expect(
      matchRedirect(
        [
          { from: '/a', to: '/one' },
          { from: '/a', to: '/two' },
        ],
        '/a',
      )?.location,
    ).toBe('/one');
  });
});

describe('getRedirects', () => {
  let upstream: FakeUpstream;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
  });
  afterEach(uninstallFakeUpstream);

  it("reads from_string and to_string from the items on 'utility-redirects-page'", async () => {
    const content = [
      { contentType: 'CUSTOM', customContent: { from_string: '/a', to_string: '/b' } },
      { contentType: 'CUSTOM', customContent: [{ from_string: '/c', to_string: 'x.example' }] },
      {
        contentType: 'COLLECTION',
        children: [{ contentType: 'CUSTOM', customContent: { from_string: '/d' } }],
      },
      { contentType: 'TEXT', content: 'no redirect here' },
    ];
    upstream.on('GET', '/content/v2/articles/slug/utility-redirects-page', {
      json: envelopeOf({ article: upstreamArticle({ slug: 'utility-redirects-page', content }) }),
    });
    expect(await getRedirects()).toEqual([
      { from: '/a', to: '/b' },
      { from: '/c', to: 'x.example' },
      { from: '/d', to: undefined },
    ]);
  });

  it('is empty without the page', async () => {
    upstream.on('GET', '/content/v2/articles/slug/utility-redirects-page', { status: 404 });
    expect(await getRedirects()).toEqual([]);
  });
});
