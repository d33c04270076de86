import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';
import { getRedirects, matchRedirect } from './redirects';

describe('matchRedirect (spec §5)', () => {
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
      location: 'https://tickets.example',
      external: true,
    });
    expect(matchRedirect([{ from: '/t', to: '//cdn.example/x' }], '/t')).toEqual({
      location: '//cdn.example/x',
      external: true,
    });
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
