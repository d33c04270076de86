// The live blog service (/liveblog): its web component's script (sandbox/browser/live-blog.js, a double
// with the real one's tag and attributes) and each blog's posts, newest first. A race-day script of posts
// comes out one every 20 seconds from the sandbox's start; tests add one at once with
// POST /__sandbox/live-blog/{blogId}/posts {"text"}.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ServiceDeps } from './deps';
import { HttpError, sendJson } from '../http/respond';
import type { Router } from '../http/router';

const SCRIPT_EVERY_MS = 20_000;
const POSTS = [
  'Gates open at Kingsmere Park: the going is good to firm, and the sun is out over the parade ring.',
  'The Royal Procession has left Windsor Lodge. Landaus expected on the course at 1.55pm.',
  'Race 1, the Queen Anne Stakes: eleven runners, Silver Lantern the 3-1 favourite.',
  'Silver Lantern wins the Queen Anne by a neck! A last-to-first run under Ellie Marchbank.',
  'Best dressed: the judges are out on the lawn of the Queen Anne Enclosure.',
  'Race 2 off: the Windsor Castle Stakes, five furlongs on the straight course.',
  'Photo finish in the Windsor Castle Stakes: the judge calls it for Parish Bell.',
  'Afternoon tea is served in the Village Enclosure: scones, cream and the bandstand.',
  'Race 3 runners in the paddock. The favourite is sweating up on a warm afternoon.',
  'After racing: the singalong round the bandstand starts at 6.15pm.',
];
const INITIAL = 3;

const addSchema = z.object({ text: z.string().trim().min(1).max(2000) });
const here = path.dirname(fileURLToPath(import.meta.url));

export function registerLiveBlog(router: Router, { state }: ServiceDeps): void {
  const script = readFileSync(path.join(here, '..', 'browser', 'live-blog.js'), 'utf8');
  const started = Date.now();

  router.on('GET', '/liveblog/widget.js', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(script);
  });

  router.on('GET', '/liveblog/v1/blogs/:blogId/posts', (ctx) => {
    const blogId = ctx.params.blogId!;
    const due = Math.min(POSTS.length, INITIAL + Math.floor((Date.now() - started) / SCRIPT_EVERY_MS));
    // The first posts were written before the sandbox started, a minute apart; the rest as they come due.
    const timeOf = (index: number) =>
      index < INITIAL
        ? started - (INITIAL - index) * 60_000
        : started + (index - INITIAL + 1) * SCRIPT_EVERY_MS;
    const scripted = POSTS.slice(0, due).map((text, index) => ({
      id: `${blogId}-${index + 1}`,
      time: new Date(timeOf(index)).toISOString(),
      text,
    }));
    const posts = [...scripted, ...(state.liveBlogPosts.get(blogId) ?? [])].sort((a, b) =>
      b.time.localeCompare(a.time),
    );
    sendJson(ctx.res, 200, { status: 'success', data: { blogId, posts } }, ctx.origin);
  });

  router.on('POST', '/__sandbox/live-blog/:blogId/posts', async (ctx) => {
    const parsed = addSchema.safeParse(JSON.parse((await ctx.readBody()) || 'null'));
    if (!parsed.success) throw new HttpError(400, 'bad_request', 'The body must be JSON {"text": "..."}');
    const blogId = ctx.params.blogId!;
    const added = state.liveBlogPosts.get(blogId) ?? [];
    const post = {
      id: `${blogId}-added-${added.length + 1}`,
      time: new Date().toISOString(),
      text: parsed.data.text,
    };
    state.liveBlogPosts.set(blogId, [...added, post]);
    sendJson(ctx.res, 201, post, ctx.origin);
  });
}
