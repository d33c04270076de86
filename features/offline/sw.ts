/// <reference lib="webworker" />
// The offline worker (docs/decisions/0040), bundled by Serwist's route (app/serwist/[path]/route.ts).
// It precaches the shell (styles, scripts, fonts, icons) and the offline page; keeps each page a fan
// visits, network first with a short wait, and answers with the kept copy when the network fails;
// keeps the pictures pages show; and shows the offline page for an address it has not kept. It keeps
// nothing made for one fan and no identifier.
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { HINT_COOKIE, HINT_SIGNED_IN } from '@/shared/cookies.mjs';
import { IMAGE_PROXY_PATH } from '@/shared/image-format.mjs';
import { isPageRequest, isShareablePage, isSignOut } from './keep-rules';
import { withKeptStamp } from './kept-stamp';
import {
  CACHE_PREFIX,
  KEEP_PAGES_LIMIT,
  KEEP_PAGES_MESSAGE,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  PAGES_CACHE,
  PICTURES_CACHE,
} from './names';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};
/** The release that built this worker (app/serwist/[path]/route.ts): its caches carry the name. */
declare const __FURLONG_RELEASE__: string;

const pagesCache = `${PAGES_CACHE}-${__FURLONG_RELEASE__}`;
const picturesCache = `${PICTURES_CACHE}-${__FURLONG_RELEASE__}`;
const origin = self.location.origin;

/**
 * Whether a fan is signed in, by the non-secret hint cookie, where the worker can read cookies: nothing
 * is kept for a signed-in fan, even the pages every visitor gets.
 */
async function fanSignedIn(): Promise<boolean> {
  const hint = await self.cookieStore?.get(HINT_COOKIE).catch(() => null);
  return hint?.value === HINT_SIGNED_IN;
}

/** Forgets every kept page and picture: when the fan signs out. */
async function forgetKept(): Promise<void> {
  await Promise.all([caches.delete(pagesCache), caches.delete(picturesCache)]);
}

// Each page a fan visits: from the network when it answers within the wait, else the kept copy, marked
// with when it was kept; kept only when it is shareable and no fan is signed in.
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      // The network's own answer, never the browser's stale copy: pages allow a long
      // stale-while-revalidate, so the browser's cache would answer at once, old, and with no word of when
      // it was made. Only when the network fails is the kept copy shown, with the time it was kept.
      requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
      cacheWillUpdate: async ({ response }) =>
        isShareablePage(response) && !(await fanSignedIn()) ? response : null,
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse ? withKeptStamp(cachedResponse) : undefined,
    },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new release's worker takes over as soon as it is installed: it answers an open page's later
  // requests as the network would (a script that release removed is refused there too, and the
  // release-reload guard loads the page again), so taking over cannot break it.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => isSignOut(request, origin),
      handler: async ({ request }) => {
        await forgetKept();
        return fetch(request);
      },
    },
    { matcher: ({ request }) => isPageRequest(request, origin), handler: pages },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === IMAGE_PROXY_PATH,
      handler: new CacheFirst({
        cacheName: picturesCache,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  // An address the phone has not kept, asked for with no network: the site's own offline page.
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
});

// A new release clears what an earlier one kept: its pages name that release's scripts and styles,
// which the new precache no longer holds.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && ![pagesCache, picturesCache].includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A page asks for pages to be kept (KEEP_PAGES_MESSAGE): each goes through the pages' own strategy, as a
// visit would, and the answer comes once every one is kept or refused.
self.addEventListener('message', (event) => {
  const { type, paths } = (event.data ?? {}) as { type?: unknown; paths?: unknown };
  if (type !== KEEP_PAGES_MESSAGE || !Array.isArray(paths)) return;
  const requests = paths
    .slice(0, KEEP_PAGES_LIMIT)
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'))
    .map((path) => new Request(new URL(path, origin), { headers: { accept: 'text/html' } }))
    .filter((request) => isPageRequest(request, origin));
  const kept = Promise.allSettled(requests.map((request) => pages.handleAll({ event, request })[1]));
  event.waitUntil(kept);
  void kept.then(() => event.ports[0]?.postMessage(true));
});

serwist.addEventListeners();
