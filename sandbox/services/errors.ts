// The error-ingest double (/errors): takes the error reports the site's SDK sends, as Sentry envelopes,
// and records them for tests to read back through /__sandbox/events?type=errors. A DSN of
// http://KEY@HOST/errors/1 makes the SDK post to /errors/api/1/envelope/.
import { gunzipSync } from 'node:zlib';
import type { ServiceDeps } from './deps';
import type { RequestContext } from '../http/context';
import { errorEnvelope, sendJson } from '../http/respond';
import type { Router } from '../http/router';

const MAX_BYTES = 1_000_000;

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

function json(line: string | undefined): unknown {
  try {
    return line === undefined ? undefined : JSON.parse(line);
  } catch {
    return line;
  }
}

/** An envelope: a header line, then each item as a header line and a payload line. */
export function readEnvelope(text: string): { header: unknown; items: EnvelopeItem[] } {
  const lines = text.split('\n');
  const items: EnvelopeItem[] = [];
  for (let at = 1; at < lines.length; at += 2) {
    if (lines[at]!.trim() === '') continue;
    const itemHeader = json(lines[at]) as { type?: string } | string;
    items.push({
      type: typeof itemHeader === 'object' && itemHeader ? String(itemHeader.type) : 'unknown',
      payload: json(lines[at + 1]),
    });
  }
  return { header: json(lines[0]), items };
}

async function readBody(ctx: RequestContext): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return (ctx.req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

export function registerErrorIngest(router: Router, { state }: ServiceDeps): void {
  router.scope('/errors').on('POST', 'api/:projectId/envelope', async (ctx) => {
    const text = await readBody(ctx);
    if (text === null) {
      return sendJson(ctx.res, 413, errorEnvelope('payload_too_large', 'Envelope too large'), ctx.origin);
    }
    const { header, items } = readEnvelope(text);
    state.log.record('errors', {
      projectId: ctx.params.projectId,
      key: ctx.url.searchParams.get('sentry_key'),
      header,
      items,
      body: text,
    });
    sendJson(ctx.res, 200, { id: (header as { event_id?: string } | null)?.event_id ?? null }, ctx.origin);
  });
}
