// Third-party browser scripts, as doubles with the real ones' browser APIs (sandbox/browser/):
// GET /stream/p/{accountId}/embedPlaytimeJs/uiconf_id/{playerId}, the streaming provider's player for an
// account's player, GET /youtube/iframe_api, YouTube's iframe API, and GET /ads/tag/js/gpt.js, the ad
// network's tag.
import { browserScript } from '../http/respond';
import type { Router } from '../http/router';

export function registerPlayerDoubles(router: Router): void {
  router.on(
    'GET',
    '/stream/p/:accountId/embedPlaytimeJs/uiconf_id/:playerId',
    browserScript('stream-player.js'),
  );
  router.on('GET', '/youtube/iframe_api', browserScript('youtube-iframe-api.js'));
  router.on('GET', '/ads/tag/js/gpt.js', browserScript('ad-tag.js'));
}
