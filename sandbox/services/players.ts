// Third-party browser scripts, as doubles with the real ones' browser APIs (sandbox/browser/):
// GET /stream/p/{accountId}/embedPlaytimeJs/uiconf_id/{playerId}, the streaming provider's player for an
// account's player, GET /youtube/iframe_api, YouTube's iframe API, and GET /ads/tag/js/gpt.js, the ad
// network's tag.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestContext } from '../http/context';
import type { Router } from '../http/router';

const here = path.dirname(fileURLToPath(import.meta.url));

function serveScript(file: string) {
  const script = readFileSync(path.join(here, '..', 'browser', file), 'utf8');
  return (ctx: RequestContext) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  };
}

export function registerPlayerDoubles(router: Router): void {
  router.on(
    'GET',
    '/stream/p/:accountId/embedPlaytimeJs/uiconf_id/:playerId',
    serveScript('stream-player.js'),
  );
  router.on('GET', '/youtube/iframe_api', serveScript('youtube-iframe-api.js'));
  router.on('GET', '/ads/tag/js/gpt.js', serveScript('ad-tag.js'));
}
