import fc from 'fast-check';
import { fuzzParameters, fuzzTimeout } from '@/test/fuzz/fuzz-settings';
import { rawRedirectBlocks } from '@/test/fuzz/raw-content';
import { redirectEntriesIn } from './redirect-entries';
import { MAX_REDIRECT_HOPS, matchRedirect } from './redirect-match';

const asked = ['/a', '/b', '/c', '/a/', '/A', '/', '/news', '/missing'];

// The path a browser asks for next, which is what redirects are matched against (proxy.ts).
function pathOf(location: string): string {
  return location.startsWith('/') ? new URL(`https://site.invalid${location}`).pathname : location;
}

/**
 * The contract of a CMS redirect: none, a same-site path with exactly one leading '/', or an absolute
 * http(s) address; never to where the visitor is, and never round in a circle.
 */
function checkRedirect(entries: Parameters<typeof matchRedirect>[0], path: string) {
  const seen = new Set([pathOf(path)]);
  let match = matchRedirect(entries, path);
  for (let hop = 0; match; hop += 1) {
    expect(hop).toBeLessThanOrEqual(MAX_REDIRECT_HOPS);
    const { location } = match;
    expect(location).not.toMatch(/[\u0000-\u0020\u007f\\]/);
    if (match.external) {
      expect(URL.canParse(location)).toBe(true);
      const url = new URL(location);
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(url.hostname).not.toBe('');
      return;
    }
    expect(location).toMatch(/^\/(?![/\\])/);
    const next = pathOf(location);
    expect(seen.has(next), `${path} comes back to ${next}`).toBe(false);
    seen.add(next);
    match = matchRedirect(entries, next);
  }
}

describe('redirects from a hostile redirects page', () => {
  it(
    'are read at once, and each goes to a same-site path or a web address, never round in a circle',
    () => {
      fc.assert(
        fc.property(rawRedirectBlocks, (blocks) => {
          const entries = redirectEntriesIn(blocks);
          const froms = entries.flatMap((entry) => (typeof entry.from === 'string' ? [entry.from] : []));
          // Redirects are matched against a request's path, which has no query and no backslash.
          const paths = [...asked, ...froms].filter((path) => path.startsWith('/') && pathOf(path) === path);
          for (const path of paths) checkRedirect(entries, path);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(20),
  );
});
