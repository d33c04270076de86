// A small shared cache for the HTML of cached pages, in front of Next: what a CDN does in production.
// Only plain document GETs are cached, only answers Next marks as shareable (s-maxage, no Set-Cookie),
// and only for their s-maxage. The key holds what the proxy's answer depends on: the path, whether the
// visitor dismissed the takeover, and whether the answer may be gzip-encoded.
const TAKEOVER_COOKIE = /(?:^|;\s*)dismissedProjectSouthampton=true(?:;|$)/;

export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  // Queries (?page=, ?signout, sign-in callbacks, router requests) and router headers always reach Next.
  if (
    url.includes('?') ||
    req.headers.rsc ||
    req.headers['next-router-prefetch'] ||
    req.headers['next-action']
  ) {
    return null;
  }
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  const dismissed = TAKEOVER_COOKIE.test(req.headers.cookie ?? '');
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  return `${url}|${dismissed ? 'd' : 'n'}|${gzip ? 'gz' : 'id'}`;
}

/** Seconds a shared cache may keep this answer, or 0. */
export function sharedMaxAge(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie']) return 0;
  const control = String(headers['cache-control'] ?? '');
  if (/\b(private|no-store)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Math.min(Number(match[1]), 300) : 0;
}

export class HtmlCache {
  constructor({ maxEntries = 500, now = () => Date.now() } = {}) {
    this.entries = new Map();
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key); // most recently used goes last
    this.entries.set(key, entry);
    return entry;
  }

  set(key, entry, maxAgeSeconds) {
    this.entries.delete(key);
    this.entries.set(key, { ...entry, stored: this.now(), expires: this.now() + maxAgeSeconds * 1000 });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value);
  }
}
