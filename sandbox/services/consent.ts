// GET /consent/unified/wrapperMessagingWithoutDetection.js: the consent platform's script, as a double
// with the real one's browser API (sandbox/browser/consent-platform.js) and a vendor for each embed
// provider, the site's own content provider and analytics. GET /consent/index.html: the message and the
// privacy manager that script frames on the site (sandbox/browser/consent-message.html).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CONSENT_VENDORS } from '../consent-vendors.mjs';
import type { Router } from '../http/router';

const here = path.dirname(fileURLToPath(import.meta.url));

function withVendors(file: string): string {
  const source = readFileSync(path.join(here, '..', 'browser', file), 'utf8');
  return source.replace('__VENDORS__', JSON.stringify(SANDBOX_CONSENT_VENDORS));
}

export function registerConsentDouble(router: Router): void {
  const script = withVendors('consent-platform.js');
  router.on('GET', '/consent/unified/wrapperMessagingWithoutDetection.js', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  });
  const page = withVendors('consent-message.html');
  router.on('GET', '/consent/index.html', (ctx) => {
    ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    ctx.res.end(page);
  });
}
