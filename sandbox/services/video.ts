// The video session gateway, mounted at /feeds: a playback session for a pack video, if the caller may watch it.
import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from './deps';
import { sendJson } from '../http/respond';
import type { Router } from '../http/router';

// Session lookups send the fan's token, or a third party's in its own header (Authorization-Third-Party).
const TOKEN_HEADERS = ['authorization', 'authorization-third-party'] as const;
const SESSION_LIFETIME_MS = 3_600_000;

export function registerVideoGateway(router: Router, { pack, tokens }: ServiceDeps): void {
  const feeds = router.scope('/feeds');

  for (const gateway of ['stream-video-gateway', 'stream-video-gateway-stage']) {
    feeds.on('GET', `provider/${gateway}/v1/:clientId/session/:sourceSystemId`, async (ctx) => {
      const fail = (status: number, code: string, message: string) =>
        sendJson(ctx.res, status, { status: 'fail', error: { code, message } }, ctx.origin);

      if (ctx.params.clientId !== pack.info.clientId)
        return fail(404, 'not_found', `Unknown client "${ctx.params.clientId}"`);
      const video = pack.videos.find((candidate) => candidate.sourceSystemId === ctx.params.sourceSystemId);
      if (!video) return fail(404, 'not_found', `Video "${ctx.params.sourceSystemId}" not found`);
      const claims = await tokens.fromHeaders(ctx.req.headers, TOKEN_HEADERS);
      if (!claims || claims.typ === 'refresh')
        return fail(401, 'unauthorized', 'A valid bearer token is required');
      if (video.entitlement && !claims.entitlements.includes(video.entitlement)) {
        return fail(
          403,
          'incorrect_entitlement',
          `Watching "${video.title}" needs the ${video.entitlement} package`,
        );
      }
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
      sendJson(
        ctx.res,
        200,
        { status: 'success', data: { sessionKey: randomBytes(16).toString('hex'), expiresAt } },
        ctx.origin,
      );
    });
  }
}
