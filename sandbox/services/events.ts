// The events collector (/events) and the behavioural tracker collector (/tracker). Both only
// record what they receive, for tests to inspect through /__sandbox/events.
import type { ServiceDeps } from './deps';
import type { RequestContext } from '../http/context';
import { errorEnvelope, sendJson } from '../http/respond';
import type { Router } from '../http/router';

// A 1×1 transparent GIF, the tracker pixel's answer.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function registerEventServices(router: Router, { pack, state, eventsApiKey }: ServiceDeps): void {
  const realm = pack.info.clientId.toLowerCase();

  router.scope('/events').on('POST', 'v1/:clientId/events', async (ctx: RequestContext) => {
    const text = await ctx.readBody();
    const parsed = parseJson(text);
    const headers = ctx.req.headers;
    const answer = (status: number, code?: string, message?: string) => {
      state.log.record('collector', {
        path: ctx.url.pathname,
        clientId: ctx.params.clientId,
        headers,
        body: parsed.ok ? parsed.value : text,
        status,
      });
      if (code) sendJson(ctx.res, status, errorEnvelope(code, message ?? code), ctx.origin);
      else sendJson(ctx.res, status, { status: 'success' }, ctx.origin);
    };
    if (headers['x-api-key'] !== eventsApiKey)
      return answer(401, 'unauthorized', 'Missing or wrong x-api-key');
    if (headers['x-realm-id'] !== realm) return answer(403, 'forbidden', `x-realm-id must be "${realm}"`);
    if (!headers['x-app-id']) return answer(400, 'bad_request', 'Missing x-app-id');
    if (ctx.params.clientId !== pack.info.clientId) {
      return answer(404, 'not_found', `Unknown client "${ctx.params.clientId}"`);
    }
    const events = parsed.ok ? (parsed.value as { events?: unknown } | null)?.events : undefined;
    if (!Array.isArray(events)) return answer(400, 'bad_request', 'The body must be JSON {"events": [...]}');
    answer(202);
  });

  const tracker = router.scope('/tracker');
  tracker.on('POST', 'com.snowplowanalytics.snowplow/tp2', async (ctx) => {
    const text = await ctx.readBody();
    const parsed = parseJson(text);
    state.log.record('tracker', {
      method: 'POST',
      headers: ctx.req.headers,
      body: parsed.ok ? parsed.value : text,
    });
    if (!parsed.ok)
      return sendJson(ctx.res, 400, errorEnvelope('bad_request', 'payload_data must be JSON'), ctx.origin);
    sendJson(ctx.res, 200, { status: 'success' }, ctx.origin);
  });
  tracker.on('GET', 'i', (ctx) => {
    state.log.record('tracker', {
      method: 'GET',
      headers: ctx.req.headers,
      query: Object.fromEntries(ctx.url.searchParams),
    });
    ctx.res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
    ctx.res.end(PIXEL);
  });
}
