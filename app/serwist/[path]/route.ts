import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/features/offline/names';

// The offline worker's script (/serwist/sw.js), bundled by Serwist from features/offline/sw.ts when
// `next build` makes this route, with the list of files to precache: the build's scripts, styles and
// fonts, the install icons, and the offline page (docs/decisions/0040).

// The release this build is: the commit it was built from, else a name of its own. The offline page is
// fetched again for each release, and the worker's caches carry the name, so a new release clears them.
const release =
  spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() ||
  randomUUID().slice(0, 12);

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'features/offline/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['.next/static/**/*.{js,css,woff2,svg}', 'public/icons/*.png'],
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: release }],
  esbuildOptions: {
    define: { __FURLONG_RELEASE__: JSON.stringify(release) },
    // The worker's source map stays out of what is served: the worker is the whole of its own bundle.
    sourcemap: false,
  },
});
