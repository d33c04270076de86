import path from 'node:path';
import { withSerwist } from '@serwist/turbopack';
import type { NextConfig } from 'next';
import { addCompileHints } from './shared/compile-hints.mjs';
import { BODY_LIMITS, MAX_BODY_BYTES } from './shared/request-body.mjs';
import { SECURITY_HEADERS } from './shared/security-headers.mjs';
import { precompressStatic } from './shared/static-encodings.mjs';

// Several instances share Next's cache on Redis when REDIS_URL is set (docs/decisions/0021); read when
// the server starts, so one build serves either way.
// Alone, Next keeps the pages it rendered in memory, for router requests and the serving layer's
// refreshes (the serving layer's own HTML cache answers page views): 16 MB holds the most-read pages.
// Its default of 50 MB took `npm start` to 362 MB of RSS under the race-day mix, against a budget of 300
// (docs/performance.md).
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : { cacheMaxMemorySize: 16 * 1024 * 1024 };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No ETag hashed over every rendered page in JavaScript (1–2 ms a render): the serving layer and the edge
  // answer repeat visits from their caches (docs/decisions/0025).
  generateEtags: false,
  // The fixed security headers on every answer Next sends, so `next start` alone keeps them too. The
  // Content-Security-Policy needs each finished page and comes from the serving layer (docs/decisions/0020).
  headers: async () => [
    {
      source: '/:path*',
      headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (in `npm run check` and CI), not again by every build:
  // that second check cost each `npm test` and `npm start` after a change about 11 s.
  typescript: { ignoreBuildErrors: true },
  // A page's metadata is rendered in its <head> for every user agent, as Next does for the crawlers
  // that read no script (facebookexternalhit and the like): otherwise a crawler's render differed from
  // anyone else's, and whichever came first was kept and sent to everyone. The serving layer sends a page
  // only once it is complete, so streaming the metadata saved no one any time (server/answers.mjs
  // withUserAgent gives the same render to a request without a User-Agent).
  htmlLimitedBots: /.*/,
  compiler: {
    // The browser's chunks compile while they download, off a phone's main thread (docs/decisions/0027),
    // and are then encoded once, for the serving layer to send as they are (docs/decisions/0030).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      const dist = path.resolve(projectDir, distDir);
      await addCompileHints(dist);
      await precompressStatic(dist);
    },
  },
  // Error reporting's server SDK is loaded at start only when SENTRY_DSN is set (instrumentation.ts),
  // from node_modules rather than bundled. No withSentryConfig: it adds build-time upload steps, and the
  // DSN is a runtime setting (docs/decisions/0019).
  serverExternalPackages: ['@sentry/nextjs'],
  // An unmatched address gets app/global-not-found.tsx, outside the root layout, so the one page
  // `next build` makes needs neither settings nor the content service (docs/decisions/0020).
  // Pages rendered at run time are kept in memory (or the shared cache handler), not written into .next:
  // the build stays as it was made, read-only in a container, and a server started with other settings
  // never serves a page an earlier one rendered.
  experimental: {
    globalNotFound: true,
    isrFlushToDisk: false,
    // Request bodies Next reads itself stay within the site's limits (shared/request-body.mjs): a
    // Server Action's, and the copy of a page request's body the proxy (proxy.ts) is given.
    serverActions: { bodySizeLimit: BODY_LIMITS.serverAction },
    proxyClientMaxBodySize: MAX_BODY_BYTES,
  },
  images: {
    // Every next/image goes through our own proxy, GET /_amplify/image (docs/decisions/0008), which
    // allows only the content service's host and IMAGE_HOSTS. Next's /_next/image is left with no
    // remote patterns, so it fetches nothing remote.
    loader: 'custom',
    loaderFile: './ui/image/next-image-loader.ts',
  },
  ...sharedCache,
};

// Serwist keeps esbuild, which bundles the offline worker (app/serwist/[path]/route.ts), out of the server's
// bundle.
export default withSerwist(nextConfig);
