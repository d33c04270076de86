import path from 'node:path';
import type { NextConfig } from 'next';

// Several instances share Next's cache on Redis when REDIS_URL is set (docs/decisions/0021); read when
// the server starts, so one build serves either way.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Error reporting's server SDK is loaded at start only when SENTRY_DSN is set (instrumentation.ts),
  // from node_modules rather than bundled. No withSentryConfig: it adds build-time upload steps, and the
  // DSN is a runtime setting (docs/decisions/0019).
  serverExternalPackages: ['@sentry/nextjs'],
  images: {
    // Every next/image goes through our own proxy, GET /_amplify/image (docs/decisions/0008), which
    // allows only the content service's host and IMAGE_HOSTS. Next's /_next/image is left with no
    // remote patterns, so it fetches nothing remote.
    loader: 'custom',
    loaderFile: './ui/image/next-image-loader.ts',
  },
  ...sharedCache,
};

export default nextConfig;
