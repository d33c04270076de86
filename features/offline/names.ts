// The names the offline worker and the pages share: where the worker is served and what it keeps. Plain
// code, as the worker is bundled on its own (app/serwist/[path]/route.ts).

/** Every page of the site is in the worker's scope. */
export const WORKER_SCOPE = '/';
/** The site's own page for an address the phone has not kept, precached by the worker. */
export const OFFLINE_PATH = '/offline';
/** The caches the worker keeps pages and pictures in; each name ends with the release that made it. */
export const PAGES_CACHE = 'furlong-pages';
export const PICTURES_CACHE = 'furlong-pictures';
/** The start every one of the worker's own caches' names has, so a new release can clear the old ones. */
export const CACHE_PREFIX = 'furlong-';
/** The Server-Timing entry on a page the worker answered with its kept copy: `desc` is when it was kept. */
export const KEPT_TIMING = 'kept';
/** How long a page waits for the network before the kept copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * The message a page sends the worker to keep pages (`paths`, addresses on this site): the page the
 * client router just showed, whose HTML the worker never saw, or a raceday's essentials. The worker
 * answers on the message's port once they are kept.
 */
export const KEEP_PAGES_MESSAGE = 'furlong:keep-pages';
/** The most addresses one message may ask the worker to keep. */
export const KEEP_PAGES_LIMIT = 20;
