// GET /stream/p/{accountId}/embedPlaytimeJs/uiconf_id/{playerId}: the streaming provider's player script
// for an account's player, as a double with the real one's browser API (sandbox/browser/stream-player.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Router } from '../http/router';

const here = path.dirname(fileURLToPath(import.meta.url));

export function registerStreamPlayerDouble(router: Router): void {
  const script = readFileSync(path.join(here, '..', 'browser', 'stream-player.js'), 'utf8');
  router.on('GET', '/stream/p/:accountId/embedPlaytimeJs/uiconf_id/:playerId', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  });
}
