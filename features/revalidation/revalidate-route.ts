import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonOrNull, readBody } from '@/features/request-body/read-body';
import { announceContentChange } from '@/platform/http/content-changes';
import { secretMatches } from '@/platform/secrets';
import { getSettings } from '@/platform/settings';
import { BODY_LIMITS } from '@/shared/request-body.mjs';

const PRIVATE = { 'cache-control': 'private, no-store' };
const json = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: PRIVATE });

const sitePath = z
  .string()
  .max(1024)
  .regex(/^\/[^\s?#]*$/, 'must be a path on the site, without a query');
const revalidateBody = z
  .strictObject({
    paths: z.array(sitePath).max(200).optional(),
    tags: z.array(z.string().min(1).max(256)).max(200).optional(),
    /** Every page: what a change to the navigation or the categories needs. */
    all: z.literal(true).optional(),
  })
  .refine((body) => body.all || (body.paths?.length ?? 0) + (body.tags?.length ?? 0) > 0, {
    message: 'name at least one path or tag, or all',
  });

// Both sides hashed first, so the comparison takes the same time whatever the length of the guess.
const bearer = (header: string | null) => /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? null;

/**
 * POST /api/revalidate, called by the content service with `Authorization: Bearer {REVALIDATE_SECRET}`
 * and `{ paths?, tags?, all? }` when an editor publishes: every instance forgets its fresh copies of the
 * content service's answers, and Next's cache (shared on Redis by every instance) drops the pages named,
 * so the next request for each renders the change (docs/deploy.md, "Publishing now").
 */
export async function revalidateRoute(request: NextRequest): Promise<NextResponse> {
  const secret = getSettings().revalidateSecret;
  if (!secret || !secretMatches(bearer(request.headers.get('authorization')), secret)) {
    return json({ error: 'Not allowed' }, 401);
  }
  const read = await readBody(request, BODY_LIMITS.revalidate);
  if (!read.ok) return read.response;
  const body = revalidateBody.safeParse(jsonOrNull(read.text));
  if (!body.success) {
    const problem = body.error.issues[0];
    const where = problem?.path.join('.') || 'body';
    return json(
      { error: `The body must be JSON {"paths"?, "tags"?, "all"?}: ${where} ${problem?.message}` },
      400,
    );
  }
  const { paths = [], tags = [], all = false } = body.data;
  let instances: number | null;
  try {
    instances = await announceContentChange({ paths, everything: all || tags.length > 0 });
  } catch (error) {
    console.warn(`Revalidation: ${error instanceof Error ? error.message : String(error)}`);
    instances = null;
  }
  if (all) revalidatePath('/', 'layout');
  for (const path of paths) revalidatePath(path);
  // Expired at once, not served stale once more: the editor wants the change now.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return json({ revalidated: { paths, tags, all }, instancesTold: instances });
}
