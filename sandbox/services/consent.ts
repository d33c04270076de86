// GET /consent/unified/wrapperMessagingWithoutDetection.js: the consent platform's script, as a double
// with the real one's browser API (sandbox/browser/consent-platform.js) and a vendor for each embed
// provider, the site's own content provider and analytics.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CONSENT_VENDORS } from '../consent-vendors.mjs';
import type { Router } from '../http/router';

const here = path.dirname(fileURLToPath(import.meta.url));

export function consentScript(): string {
  const source = readFileSync(path.join(here, '..', 'browser', 'consent-platform.js'), 'utf8');
  return source.replace('__VENDORS__', JSON.stringify(SANDBOX_CONSENT_VENDORS));
}

export function registerConsentDouble(router: Router): void {
  const script = consentScript();
  router.on('GET', '/consent/unified/wrapperMessagingWithoutDetection.js', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  });
}
