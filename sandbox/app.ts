// The request pipeline: CORS, fault switch, routing, and turning thrown errors into answers.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createContext } from './http/context';
import { answerPreflight, applyCors } from './http/cors';
import { applyFault, type ServiceName } from './http/faults';
import { errorEnvelope, HttpError, sendJson } from './http/respond';
import { decodeSegments, Router } from './http/router';
import { registerAnalyticsTags } from './services/analytics-tags';
import { registerConsentDouble } from './services/consent';
import { registerContentService } from './services/content';
import type { ServiceDeps } from './services/deps';
import { registerEmbeds } from './services/embeds';
import { registerErrorIngest } from './services/errors';
import { registerEventServices } from './services/events';
import { registerFormsService } from './services/forms';
import { registerIdentityService } from './services/identity';
import { registerImages } from './services/images';
import { registerInspection } from './services/inspection';
import { registerLiveBlog } from './services/live-blog';
import { registerPlayerDoubles } from './services/players';
import { registerPollService } from './services/polls';
import { registerVideoGateway } from './services/video';

// The first path segment names the stand-in service; /__sandbox is never faulted.
const SERVICE_BY_PREFIX = new Map<string, ServiceName>([
  ['content', 'content'],
  ['polls', 'polls'],
  ['auth', 'auth'],
  ['events', 'events'],
  ['tracker', 'tracker'],
  ['feeds', 'video'],
  ['images', 'images'],
]);

/** The stand-in service a path is for; placements (/content/v1/{clientId}/placements/…) can fail alone. */
function serviceOf(segments: readonly string[]): ServiceName | undefined {
  const service = SERVICE_BY_PREFIX.get(segments[0] ?? '');
  return service === 'content' && segments[3] === 'placements' ? 'placements' : service;
}

export function buildRouter(deps: ServiceDeps): Router {
  const router = new Router();
  registerContentService(router, deps);
  registerConsentDouble(router, deps);
  registerPollService(router, deps);
  registerIdentityService(router, deps);
  registerEventServices(router, deps);
  registerErrorIngest(router, deps);
  registerVideoGateway(router, deps);
  registerPlayerDoubles(router);
  registerAnalyticsTags(router, deps);
  registerFormsService(router, deps);
  registerLiveBlog(router, deps);
  registerImages(router, deps);
  registerEmbeds(router);
  registerInspection(router, deps);
  return router;
}

export function createRequestListener(deps: ServiceDeps): RequestListener {
  const router = buildRouter(deps);
  return (req, res) => {
    handle(router, deps, req, res).catch((error: unknown) => {
      console.error('Sandbox: unexpected error', error);
      if (!res.headersSent)
        sendJson(res, 500, errorEnvelope('internal_error', 'Unexpected sandbox error'), '');
      else res.destroy();
    });
  };
}

async function handle(
  router: Router,
  deps: ServiceDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return sendJson(res, 400, errorEnvelope('bad_request', 'Malformed request URL or Host header'), '');
  }
  applyCors(req, res);
  if (answerPreflight(req, res)) return;

  const segments = decodeSegments(url.pathname);
  if (!segments)
    return sendJson(res, 400, errorEnvelope('bad_request', 'Malformed percent-encoding in path'), url.origin);
  const service = serviceOf(segments);
  const counted = SERVICE_BY_PREFIX.get(segments[0] ?? '');
  if (counted) {
    deps.state.requestCounts.set(counted, (deps.state.requestCounts.get(counted) ?? 0) + 1);
    deps.state.recordResource(`${req.method} ${url.pathname}${url.search}`, Date.now());
  }
  if (service && (await applyFault(deps.state.faults, service, res, url.origin))) return;

  const match = router.match(req.method ?? 'GET', segments);
  if (match.kind === 'none') {
    return sendJson(
      res,
      404,
      errorEnvelope('not_found', `No sandbox route for ${req.method} ${url.pathname}`),
      url.origin,
    );
  }
  if (match.kind === 'wrong-method') {
    const message = `${req.method} is not allowed on ${url.pathname}`;
    return sendJson(res, 405, errorEnvelope('method_not_allowed', message), url.origin, {
      allow: match.allow.join(', '),
    });
  }
  const ctx = createContext(req, res, url);
  ctx.params = match.params;
  try {
    await match.handler(ctx);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(res, error.status, error.body ?? errorEnvelope(error.code, error.message), url.origin);
  }
}
