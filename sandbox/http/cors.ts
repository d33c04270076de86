// Browsers load pack images and post tracker beacons cross-origin, some with credentials,
// so the sandbox reflects the caller's origin instead of answering `*`.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('vary', 'Origin');
}

/** Answers a preflight request; true when it was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? 'content-type, authorization',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
