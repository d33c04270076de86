// /__sandbox: what tests use to look inside the sandbox and to switch faults on and off.
import { z } from 'zod';
import { EVENT_TYPES, type EventType } from '../event-log';
import type { ServiceDeps } from './deps';
import type { RequestContext } from '../http/context';
import { faultSchema } from '../http/faults';
import { HttpError, sendJson } from '../http/respond';
import type { Router } from '../http/router';

// Negative lifetimes are allowed: they mint tokens that are already expired.
const YEAR = 31_536_000;
const takeoverSchema = z.object({ running: z.boolean() });
const articleEditSchema = z.strictObject({ title: z.string().min(1).max(300) });
const lifetimesSchema = z.strictObject({
  accessTtl: z
    .number()
    .int()
    .min(-YEAR)
    .max(10 * YEAR)
    .optional(),
  refreshTtl: z
    .number()
    .int()
    .min(-YEAR)
    .max(10 * YEAR)
    .optional(),
});

async function readJson<T>(ctx: RequestContext, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = JSON.parse(await ctx.readBody());
  } catch {
    throw new HttpError(400, 'bad_request', 'The request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
    throw new HttpError(400, 'bad_request', message);
  }
  return result.data;
}

export function registerInspection(router: Router, { pack, state }: ServiceDeps): void {
  const inspect = router.scope('/__sandbox');
  const send = (ctx: RequestContext, body: unknown) => sendJson(ctx.res, 200, body, ctx.origin);

  inspect.on('GET', 'health', (ctx) => send(ctx, { ok: true, pack: pack.info.name }));

  inspect.on('GET', 'requests', (ctx) => send(ctx, Object.fromEntries(state.requestCounts)));
  // Each resource with the times (ms since the epoch) it was asked for since the last reset.
  inspect.on('GET', 'resource-requests', (ctx) =>
    send(ctx, { resources: Object.fromEntries(state.resourceRequests) }),
  );

  // An editor's change: the article's title, as the content service answers it from now on.
  inspect.on('PATCH', 'articles/:slug', async (ctx) => {
    const { title } = await readJson(ctx, articleEditSchema);
    const article = pack.articles.find((candidate) => candidate.slug === ctx.params.slug);
    if (!article) throw new HttpError(404, 'not_found', `No article with slug ${ctx.params.slug}`);
    article.heroMedia = { ...article.heroMedia, title };
    send(ctx, { slug: article.slug, title });
  });

  inspect.on('GET', 'events', (ctx) => {
    const type = ctx.url.searchParams.get('type');
    if (type !== null && !EVENT_TYPES.includes(type as EventType)) {
      throw new HttpError(400, 'bad_request', `type must be one of ${EVENT_TYPES.join(', ')}`);
    }
    send(ctx, { events: state.log.list((type ?? undefined) as EventType | undefined) });
  });
  inspect.on('DELETE', 'events', (ctx) => {
    state.log.clear();
    send(ctx, { ok: true });
  });

  inspect.on('GET', 'faults', (ctx) => send(ctx, { faults: state.faults.list() }));
  inspect.on('PUT', 'faults', async (ctx) => {
    state.faults.set(await readJson(ctx, faultSchema));
    send(ctx, { faults: state.faults.list() });
  });
  inspect.on('DELETE', 'faults', (ctx) => {
    state.faults.clear();
    send(ctx, { faults: [] });
  });

  inspect.on('GET', 'tokens', (ctx) => send(ctx, state.tokens));
  inspect.on('PUT', 'tokens', async (ctx) => {
    const lifetimes = await readJson(ctx, lifetimesSchema);
    state.tokens = { ...state.tokens, ...lifetimes };
    send(ctx, state.tokens);
  });

  // The pack's project takeover, ended (its articles leave the lists) or running again.
  inspect.on('GET', 'takeover', (ctx) => send(ctx, { running: state.takeoverRunning }));
  inspect.on('PUT', 'takeover', async (ctx) => {
    state.takeoverRunning = (await readJson(ctx, takeoverSchema)).running;
    send(ctx, { running: state.takeoverRunning });
  });

  inspect.on('POST', 'reset', (ctx) => {
    state.reset();
    send(ctx, { ok: true });
  });
}
