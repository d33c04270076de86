// The tag manager's container (GET /tagmanager/gtm.js) and the device-tags script (GET /devicetags/tags.js)
// as doubles with the real ones' browser APIs (sandbox/browser/), and where each sends what it received:
// POST /tagmanager/collect records one data layer entry, POST /devicetags/v1/tags one device tagging
// with the token it was given (checked as the platform would) and the device tag context. Tests read
// both back through /__sandbox/events?type=tag-manager|device-tags.
import type { ServiceDeps } from './deps';
import { browserScript, errorEnvelope, sendJson } from '../http/respond';
import type { Router } from '../http/router';

/** The key the device-tags double accepts (scripts/sandbox-env.mjs gives the site the same). */
export const SANDBOX_DEVICE_TAGS_KEY = 'sandbox-device-tags-key';

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function registerAnalyticsTags(router: Router, { state, tokens }: ServiceDeps): void {
  router.on('GET', '/tagmanager/gtm.js', browserScript('tag-manager.js'));
  router.on('POST', '/tagmanager/collect', async (ctx) => {
    const body = readJson(await ctx.readBody());
    if (!body || typeof body !== 'object') {
      return sendJson(ctx.res, 400, errorEnvelope('bad_request', 'The body must be JSON'), ctx.origin);
    }
    const { id, page, entry } = body as { id?: unknown; page?: unknown; entry?: unknown };
    state.log.record('tag-manager', { id, page, entry });
    sendJson(ctx.res, 202, { status: 'success' }, ctx.origin);
  });

  router.on('GET', '/devicetags/tags.js', browserScript('device-tags.js'));
  router.on('POST', '/devicetags/v1/tags', async (ctx) => {
    const body = readJson(await ctx.readBody()) as { context?: unknown; page?: unknown } | undefined;
    const claims = await tokens.fromHeaders(ctx.req.headers);
    const apiKey = ctx.req.headers['x-api-key'];
    const status = apiKey !== SANDBOX_DEVICE_TAGS_KEY ? 401 : claims?.typ !== 'anonymous' ? 403 : 202;
    state.log.record('device-tags', {
      apiKey,
      tokenType: claims?.typ ?? null,
      sub: claims?.sub ?? null,
      context: body?.context ?? null,
      page: body?.page ?? null,
      status,
    });
    if (status === 401)
      return sendJson(ctx.res, 401, errorEnvelope('unauthorized', 'Wrong API key'), ctx.origin);
    if (status === 403) {
      return sendJson(ctx.res, 403, errorEnvelope('forbidden', 'Needs the anonymous token'), ctx.origin);
    }
    sendJson(ctx.res, 202, { status: 'success' }, ctx.origin);
  });
}
