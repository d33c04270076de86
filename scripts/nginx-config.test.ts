import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localEdgeValues, renderTemplate, upstreamServers } from './nginx-config.mjs';
import { contentSecurityPolicy, POLICY_LIMITS, policySources } from '../server/security-headers.mjs';
import {
  ACCESS_COOKIE,
  DEVICE_COOKIE,
  DEVICE_MAX_AGE,
  HINT_COOKIE,
  HINT_SIGNED_IN,
  MAX_COOKIE_AGE,
  REFRESH_COOKIE,
} from '../shared/cookies.mjs';
import { staticSecurityHeaders } from '../shared/security-headers.mjs';

const template = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf.template'), 'utf8');
const values = localEdgeValues({
  port: 8080,
  instancePorts: [3001, 3002],
  runDir: '/tmp/edge',
  siteUrl: 'https://www.example.com',
});

describe('the edge configuration', () => {
  it('fills in every value the template names, and leaves nginx variables alone', () => {
    const config = renderTemplate(template, values);
    expect(config).not.toMatch(/\$\{FURLONG_/);
    expect(config).toContain('listen 127.0.0.1:8080 reuseport');
    expect(config).toContain('server 127.0.0.1:3001 max_fails=0;\n    server 127.0.0.1:3002 max_fails=0;');
    expect(config).toContain('proxy_cache_path /tmp/edge/cache ');
    expect(config).toContain(
      'proxy_cache_key "$furlong_address|$furlong_takeover$furlong_fan|$furlong_encoding";',
    );
  });

  it('keeps the cache behaviour the site relies on', () => {
    for (const directive of [
      'proxy_cache_lock on;',
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      'proxy_cache_background_update on;',
      // Each address to one instance, whose own copy answers the edge's refresh (docs/decisions/0028).
      'hash $furlong_address consistent;',
    ]) {
      expect(template).toContain(directive);
    }
  });

  it('asks the site in the encoding its key names: brotli for static files, gzip for pages', () => {
    expect(template).toContain('map "$furlong_page|$http_accept_encoding" $furlong_encoding {');
    expect(template).toContain('"~^0\\|(?=.*\\bbr\\b)(?=.*\\bgzip\\b)" br;');
    expect(template).toContain('proxy_set_header Accept-Encoding $furlong_accept_encoding;');
    expect(template).toMatch(/br "br, gzip";\s+gz "gzip";\s+default "identity";/);
  });

  it('marks the device cookie Secure only for an https site', () => {
    expect(values.FURLONG_SECURE_COOKIE).toBe('; Secure');
    expect(
      localEdgeValues({ port: 1, instancePorts: [2], runDir: '/x', siteUrl: 'http://localhost:1' })
        .FURLONG_SECURE_COOKIE,
    ).toBe('');
  });

  it('refuses a template name without a value, and an edge without instances', () => {
    expect(() => renderTemplate('listen ${FURLONG_NOPE};', values)).toThrow(/no value for FURLONG_NOPE/);
    expect(() => upstreamServers([])).toThrow(/at least one instance/);
  });
});

// A third party's origin as long as any we have seen configured, and longer.
const origin = (name: string) => `https://${name}.${'x'.repeat(40)}.example`;
// A browser keeps no cookie whose name and value pass 4096 bytes (RFC 6265 §6.1's least limit, and
// every browser's): the site's tokens are the fan platform's, of a length we do not choose.
const BROWSER_COOKIE_BYTES = 4096;
const cookie = (name: string, value: string, maxAge: number, httpOnly = true) =>
  `${name}=${value}; Path=/; Expires=Wed, 30 Dec 2026 23:59:59 GMT; Max-Age=${maxAge}; Secure` +
  `${httpOnly ? '; HttpOnly' : ''}; SameSite=lax`;
const token = (name: string) => 'T'.repeat(BROWSER_COOKIE_BYTES - name.length - 1);

/**
 * The largest header set an instance sends the edge: a page whose policy is at every limit of
 * server/security-headers.mjs POLICY_LIMITS, on a site with every third party configured, Next's own
 * headers at their longest, and the most cookies one page answer sets: a fan's session renewed (both
 * tokens at the browser's limit, and the signed-in hint) and a new device id.
 */
function largestHeaderSet(): string {
  const sources = policySources({
    SITE_URL: origin('www'),
    CONTENT_API_URL: origin('content'),
    CONSENT_PROPERTY_ID: '1',
    CONSENT_BASE_ENDPOINT: origin('consent'),
    LIVE_BLOG_SCRIPT_URL: `${origin('liveblog')}/widget.js`,
    FORMS_SCRIPT_URL: `${origin('forms')}/forms.js`,
    STREAM_PLAYER_URL: origin('player'),
    TAG_MANAGER_ID: 'GTM-XXXXXXX',
    TAG_MANAGER_SCRIPT_URL: `${origin('tags')}/gtm.js`,
    DEVICE_TAGS_API_KEY: 'key',
    DEVICE_TAGS_SCRIPT_URL: `${origin('devicetags')}/t.js`,
    AD_NETWORK_CODE: '1234',
    AD_TAG_SCRIPT_URL: `${origin('ads')}/gpt.js`,
    YOUTUBE_IFRAME_API_URL: `${origin('youtube')}/iframe_api`,
    TRACKER_COLLECTOR_URL: origin('collector'),
    SENTRY_DSN: `https://key@${'o'.repeat(40)}.ingest.example/1`,
  });
  const hash = (i: number) => `sha256-${String(i).padStart(43, 'A')}=`;
  const scripts = POLICY_LIMITS.ownScripts + POLICY_LIMITS.contentScripts;
  const embed = (i: number) =>
    `https://*.${String(i).padStart(POLICY_LIMITS.embedSourceChars - 'https://*.'.length - '.example'.length, 'e')}.example`;
  const policy = contentSecurityPolicy({
    hashes: Array.from({ length: scripts }, (_, i) => hash(i)),
    sources,
    embeds: Array.from({ length: POLICY_LIMITS.embedSources }, (_, i) => embed(i)),
  });
  expect(embed(0)).toHaveLength(POLICY_LIMITS.embedSourceChars);
  const headers: [string, string][] = [
    ...Object.entries(staticSecurityHeaders(origin('www'))),
    [
      'vary',
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    ],
    ['x-nextjs-cache', 'REVALIDATED'],
    ['x-nextjs-prerender', '1'],
    ['x-nextjs-stale-time', '4294967295'],
    ['cache-control', 's-maxage=31536000, stale-while-revalidate=31536000'],
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', policy],
    ['content-encoding', 'gzip'],
    ['content-length', '4294967295'],
    ['x-furlong-cache', 'STALE'],
    ['retry-after', '30'],
    ['set-cookie', cookie(ACCESS_COOKIE, token(ACCESS_COOKIE), MAX_COOKIE_AGE)],
    ['set-cookie', cookie(REFRESH_COOKIE, token(REFRESH_COOKIE), MAX_COOKIE_AGE)],
    ['set-cookie', cookie(HINT_COOKIE, HINT_SIGNED_IN, MAX_COOKIE_AGE, false)],
    ['set-cookie', cookie(DEVICE_COOKIE, '0b6f2d52-9d8e-4c1a-a0f4-4c7d8a2e9b31', DEVICE_MAX_AGE)],
    ['date', 'Wed, 30 Dec 2026 23:59:59 GMT'],
    ['connection', 'keep-alive'],
    ['keep-alive', 'timeout=5'],
  ];
  return `HTTP/1.1 200 OK\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
}

/** A size in nginx's notation (16k, 1m, 512) in bytes. */
function nginxBytes(size: string): number {
  const [, number, unit] = /^(\d+)([km]?)$/i.exec(size) ?? [];
  if (!number) throw new Error(`not an nginx size: ${size}`);
  return Number(number) * ({ '': 1, k: 1024, m: 1024 * 1024 }[unit!.toLowerCase()] ?? 1);
}

describe("the edge's buffer for an instance's headers", () => {
  it('holds the largest header set the site sends, with room to spare', () => {
    const [, size] = /^\s*proxy_buffer_size\s+(\S+);/m.exec(template) ?? [];
    expect(size).toBeDefined();
    const largest = Buffer.byteLength(largestHeaderSet());
    // What nginx was left with before: one memory page, which the block gallery's policy alone passed.
    expect(largest).toBeGreaterThan(4096);
    expect(largest * 1.5).toBeLessThanOrEqual(nginxBytes(size!));
  });
});
