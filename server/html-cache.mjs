// A small shared cache for the HTML of pages, in front of Next: what a CDN does in production.
// Only plain document GETs are cached, only answers marked shareable (s-maxage, or a public max-age; no
// Set-Cookie), and only for that long (PAGE_CACHE_SECONDS at most), then for their
// stale-while-revalidate while one request renders the page again and the others are answered from the
// stale copy. The key holds what the proxy's answer depends on: the path, the query parameters a page
// reads (PAGE_PARAMS, in a fixed order, shared/requests.mjs), whether the visitor dismissed the
// takeover (docs/decisions/0016) and whether the signed-in hint says a fan is signed in (the proxy
// renders a members-only article for a fan alone, docs/decisions/0036), each read as the edge reads it. The image proxy's pictures are kept
// the same way, in a cache of their own, by address and format. An entry holds its body gzip-encoded
// when worth it, else plain, so one render serves either (server/answers.mjs).
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import {
  DEVICE_COOKIE,
  DEVICE_MAX_AGE,
  hasFanHint,
  hasPreviewCookie,
  isTakeoverDismissed,
} from '../shared/cookies.mjs';
import { chooseFormat, IMAGE_PROXY_PATH } from '../shared/image-format.mjs';
import { isPagePath, pageCacheAddress } from '../shared/requests.mjs';
import { readSetting } from '../shared/settings-schema.mts';
/** @import { OutgoingHttpHeaders } from 'node:http' */
/** @import { ContentChange } from '../shared/content-changes.mjs' */

/**
 * What the cache reads of a request.
 * @typedef {object} CacheableRequest
 * @property {string | undefined} [method]
 * @property {string | undefined} [url]
 * @property {Record<string, string | string[] | undefined>} headers
 */
/**
 * An answer as the cache keeps it.
 * @typedef {object} CachedAnswer
 * @property {number} statusCode
 * @property {OutgoingHttpHeaders} headers
 * @property {Buffer | null} body Null when the cache keeps the gzip form alone.
 * @property {Buffer | null} [gzip]
 * @property {{ plain: OutgoingHttpHeaders; gzip: OutgoingHttpHeaders | null }} [sent]
 */
/** @typedef {CachedAnswer & { expires: number }} KeptAnswer A kept answer, fresh until `expires`. */

/**
 * A client router's request (a payload, not a document) or a Server Action.
 * @param {CacheableRequest} req
 * @returns {boolean}
 */
export function isRouterRequest(req) {
  return Boolean(req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']);
}

/** The start of the image proxy's addresses, as the site's pages write them (ui/image/image-url.ts). */
const IMAGE_PROXY = `${IMAGE_PROXY_PATH}?`;

/**
 * The cache key of a request and the address to render it for; null when it always reaches Next as it
 * is. A picture from the image proxy is `kind: 'image'`, kept apart from pages (server/main.mjs).
 * @param {CacheableRequest} req
 * @returns {{ key: string; address: string; kind?: 'image' } | null}
 */
export function cacheSlot(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  // Router requests and Server Actions always reach Next, as do assets and API routes, and an editor's
  // preview, which shows what no visitor may see.
  if (isRouterRequest(req) || hasPreviewCookie(req.headers.cookie)) return null;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  // A picture is kept for its exact address (the proxy reads its own parameters) and the format the
  // visitor's Accept header makes the proxy choose, the one thing its answer varies on.
  if (url.startsWith(IMAGE_PROXY)) {
    const accept = /** @type {string | undefined} */ (req.headers.accept);
    return { key: `${url}|${chooseFormat(accept)}`, address: url, kind: 'image' };
  }
  // Only a page's address is normalised: any other answer (the sitemap, icons) is kept for its exact
  // path alone, and one with a query always reaches Next as it is.
  const address = isPagePath(url) ? pageCacheAddress(url) : url.includes('?') ? null : url;
  if (address === null) return null;
  const { cookie } = req.headers;
  return {
    key: `${address}|${isTakeoverDismissed(cookie) ? 'd' : 'n'}${hasFanHint(cookie) ? 'f' : ''}`,
    address,
  };
}

/**
 * The longest an answer is kept: PAGE_CACHE_SECONDS, or its default. An invalid value, which stops the
 * site when it starts, keeps nothing.
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function pageCacheSeconds(env) {
  return readSetting(env, 'PAGE_CACHE_SECONDS') ?? 0;
}

// PAGE_CACHE_SECONDS's default.
const DEFAULT_LIMIT = pageCacheSeconds({});

/**
 * Seconds a shared cache may keep this answer, at most `limit`, or 0: its s-maxage, else the max-age of
 * an answer marked public (a picture of the image proxy's, kept a year by a browser), as a shared cache
 * reads them (RFC 9111 §4.2.1).
 * @param {number} statusCode
 * @param {Record<string, unknown>} headers
 * @param {number} [limit]
 * @returns {number}
 */
export function sharedMaxAge(statusCode, headers, limit = DEFAULT_LIMIT) {
  if (statusCode !== 200 || headers['set-cookie']) return 0;
  const control = String(headers['cache-control'] ?? '');
  if (/\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const match =
    /\bs-maxage=(\d+)/.exec(control) ?? (/\bpublic\b/.test(control) ? /\bmax-age=(\d+)/.exec(control) : null);
  return match ? Math.min(Number(match[1]), limit) : 0;
}

/**
 * Seconds a shared cache may go on answering with this answer once stale, while it is fetched again
 * (its stale-while-revalidate), at most `limit`; 0 for an answer it may not keep at all.
 * @param {number} statusCode
 * @param {Record<string, unknown>} headers
 * @param {number} [limit]
 * @returns {number}
 */
export function staleSeconds(statusCode, headers, limit = DEFAULT_LIMIT) {
  if (sharedMaxAge(statusCode, headers, limit) === 0) return 0;
  const match = /\bstale-while-revalidate=(\d+)/.exec(String(headers['cache-control'] ?? ''));
  return match ? Math.min(Number(match[1]), limit) : 0;
}

/**
 * Bytes an answer holds in the cache: its bodies, plain and gzip, and a little for its headers.
 * @param {CachedAnswer} entry
 * @returns {number}
 */
export const answerBytes = (entry) => (entry.body?.length ?? 0) + (entry.gzip?.length ?? 0) + 1024;

export class HtmlCache {
  /**
   * At most `maxEntries` answers and `maxBytes` of them, the least recently used going first. A page is
   * kept gzip-encoded, 20–60 KB, but an answer that does not compress (an image from the proxy) can be
   * ten times that, so the entry count alone would let the cache outgrow an instance's 300 MB
   * (scripts/instance.mjs).
   * @param {{ maxEntries?: number; maxBytes?: number; now?: () => number }} [options]
   */
  constructor({ maxEntries = 500, maxBytes = 24 * 1024 * 1024, now = () => Date.now() } = {}) {
    this.now = now;
    // lru-cache, each answer kept for its s-maxage and stale window; ttlResolution 0 so an injected clock
    // is read.
    this.entries = new LRUCache(
      /** @type {LRUCache.Options<string, KeptAnswer, unknown>} */ ({
        max: maxEntries,
        maxSize: maxBytes,
        sizeCalculation: answerBytes,
        perf: { now },
        ttlResolution: 0,
      }),
    );
  }

  /**
   * The kept answer, fresh or stale (`isFresh` tells which); null once its stale window is over too.
   * @param {string} key
   * @returns {KeptAnswer | null}
   */
  get(key) {
    return this.entries.get(key) ?? null;
  }

  /**
   * @param {{ expires: number }} entry
   * @returns {boolean}
   */
  isFresh(entry) {
    return this.now() < entry.expires;
  }

  /**
   * A content change (shared/content-changes.mjs): the pages at `paths` are dropped, with or without the
   * takeover, for visitors and signed-in fans, so the next request renders the change; with `everything`, every other kept answer turns
   * stale, to be rendered again behind the visitors.
   * @param {ContentChange} change
   */
  forget({ paths, everything }) {
    for (const path of paths) {
      for (const variant of ['n', 'd', 'nf', 'df']) this.entries.delete(`${path}|${variant}`);
    }
    if (everything) {
      const now = this.now();
      for (const entry of this.entries.values()) entry.expires = Math.min(entry.expires, now);
    }
  }

  /**
   * Keeps `entry` fresh for `maxAgeSeconds`, then stale for `staleWindowSeconds`.
   * @param {string} key
   * @param {CachedAnswer} entry
   * @param {number} maxAgeSeconds
   * @param {number} [staleWindowSeconds]
   */
  set(key, entry, maxAgeSeconds, staleWindowSeconds = 0) {
    this.entries.set(
      key,
      { ...entry, expires: this.now() + maxAgeSeconds * 1000 },
      { ttl: (maxAgeSeconds + staleWindowSeconds) * 1000 },
    );
  }
}

/**
 * One render per address on a miss, as an edge's cache lock: the first request for a key fills it, and
 * requests for the same key meanwhile wait for its answer instead of each rendering the page again.
 */
export class FillLock {
  /** @param {{ waitMs?: number }} [options] */
  constructor({ waitMs = 10_000 } = {}) {
    this.waitMs = waitMs;
    /** @type {Map<string, Promise<KeptAnswer | null>>} */
    this.fills = new Map();
  }

  /**
   * Whether a request is filling the key now.
   * @param {string} key
   * @returns {boolean}
   */
  busy(key) {
    return this.fills.has(key);
  }

  /**
   * The fill of the key in progress, if any: a promise of the stored answer, null if none was stored.
   * @param {string} key
   * @returns {Promise<KeptAnswer | null> | null}
   */
  pending(key) {
    const fill = this.fills.get(key);
    if (!fill) return null;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), this.waitMs);
      fill.then((entry) => {
        clearTimeout(timer);
        resolve(entry);
      });
    });
  }

  /**
   * Claims the key; the returned function ends the fill with the stored answer (or null), once.
   * @param {string} key
   * @returns {(entry: KeptAnswer | null) => void}
   */
  claim(key) {
    /** @type {(entry: KeptAnswer | null) => void} */
    let settle = () => {};
    /** @type {Promise<KeptAnswer | null>} */
    const fill = new Promise((resolve) => (settle = resolve));
    this.fills.set(key, fill);
    let done = false;
    return (entry) => {
      if (done) return;
      done = true;
      if (this.fills.get(key) === fill) this.fills.delete(key);
      settle(entry);
    };
  }
}

/**
 * The refreshes of stale copies, `concurrency` at a time behind the visitors, each key once however
 * many requests find it stale. Stale copies go on answering meanwhile. Run as they were found, on a
 * crowded machine every expiring page's render competed at once with the visitors' requests on the
 * event loop, and with the requests of an edge waiting for them (docs/decisions/0028). p-queue runs
 * them; the keys are ours.
 */
export class RefreshQueue {
  /** @param {{ concurrency?: number; onError?: (key: string, error: unknown) => void }} [options] */
  constructor({
    concurrency = 1,
    onError = (key, error) => console.warn(`Refreshing ${key} failed:`, error),
  } = {}) {
    this.queue = new PQueue({ concurrency });
    this.onError = onError;
    /** @type {Set<string>} */
    this.keys = new Set();
  }

  /**
   * Queues `task` (a function returning a promise) for `key`, unless the key is already queued.
   * @param {string} key
   * @param {() => Promise<unknown>} task
   */
  add(key, task) {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.queue
      .add(task)
      .catch((error) => this.onError(key, error))
      .finally(() => this.keys.delete(key));
  }
}

// The device id (shared/cookies.mjs): given here to a document request that lacks one, outside the
// cache decision, so a new visitor's first page view is still cached and served.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param {string} header
 * @param {string} name
 * @returns {string | null}
 */
function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * For a page request without a valid device id: the id, the request's cookie header with it (so Next's
 * proxy sees one and sets none), and the Set-Cookie to send. Null when it has one, or is no page request
 * (assets, images, /api/ routes and metadata routes such as the sitemap and icon).
 * @param {CacheableRequest} req
 * @param {{ secure: boolean; newId: () => string }} options
 * @returns {{ id: string; requestCookie: string; setCookie: string } | null}
 */
export function deviceCookieFor(req, { secure, newId }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!isPagePath(req.url)) return null;
  const cookie = Array.isArray(req.headers.cookie)
    ? req.headers.cookie.join('; ')
    : (req.headers.cookie ?? '');
  if (UUID.test(cookieValue(cookie, DEVICE_COOKIE) ?? '')) return null;
  const id = newId();
  const others = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${DEVICE_COOKIE}=`));
  return {
    id,
    requestCookie: [...others, `${DEVICE_COOKIE}=${id}`].join('; '),
    setCookie:
      `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_MAX_AGE}; HttpOnly; SameSite=Lax` +
      (secure ? '; Secure' : ''),
  };
}
