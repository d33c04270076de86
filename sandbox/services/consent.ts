// GET /consent/unified/wrapperMessagingWithoutDetection.js: the consent platform's script, as a double
// with the real one's browser API (sandbox/browser/consent-platform.js) and a vendor for each embed
// provider, the site's own content provider and analytics. GET /consent/index.html: the message and the
// privacy manager that script frames on the site (sandbox/browser/consent-message.html), configured as
// a venue configures the real platform's: in the venue's name, fonts and colours. GET /consent/fonts/…:
// the two faces the site sets its text in, which the real platform would host for the venue.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CONSENT_VENDORS } from '../consent-vendors.mjs';
import type { ServiceDeps } from './deps';
import type { Router } from '../http/router';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const FONTS: Record<string, string> = {
  'inter.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'playfair-display.woff2':
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
};

function configured(file: string, venue: string): string {
  const source = readFileSync(path.join(here, '..', 'browser', file), 'utf8');
  return source
    .replace('__VENDORS__', JSON.stringify(SANDBOX_CONSENT_VENDORS))
    .replace('__VENUE__', JSON.stringify(venue));
}

export function registerConsentDouble(router: Router, deps: Pick<ServiceDeps, 'pack'>): void {
  const venue = deps.pack.info.venue;
  const script = configured('consent-platform.js', venue);
  router.on('GET', '/consent/unified/wrapperMessagingWithoutDetection.js', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  });
  const page = configured('consent-message.html', venue);
  router.on('GET', '/consent/index.html', (ctx) => {
    ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    ctx.res.end(page);
  });
  const fonts = new Map(
    Object.entries(FONTS).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  );
  for (const [name, body] of fonts) {
    router.on('GET', `/consent/fonts/${name}`, (ctx) => {
      ctx.res.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' });
      ctx.res.end(body);
    });
  }
}
