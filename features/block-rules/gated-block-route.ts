import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { MAX_GATED_NAME, type GatedBlockAnswer } from '@/blocks/gated/gated-request';
import { findRuledBlock, withRulesApplied } from '@/blocks/shared/block-rules';
import { applyChanges, resolveSession, type ResolvedSession } from '@/features/session/resolve-session';
import { getArticleBySlug, getArticleForReader } from '@/platform/content/articles';
import { viewerOf } from './viewer';

/** Answered for this visitor alone, and kept by no cache. */
const PRIVATE = { 'cache-control': 'private, no-store' };

const name = z.string().min(1).max(MAX_GATED_NAME);
const querySchema = z.object({ slug: name, id: name });

function answer(session: ResolvedSession | null, body: GatedBlockAnswer & { error?: string }, status = 200) {
  const response = NextResponse.json(body, { status, headers: PRIVATE });
  if (session) applyChanges(response.cookies, session.changes);
  return response;
}

/**
 * GET /api/gated-block?slug=…&id=…: the block of that article with that id, when it is limited to some
 * visitors (its entitlements or countries) and this visitor is one of them, without its rule fields and
 * with any block inside it this visitor may not see left out; else `null` (404 when the article or such
 * a block does not exist). The session is resolved as in every route (a fan's tokens refreshed and
 * stored); the country is the CDN's header. Any failure is a warning and no block (503).
 */
export async function gatedBlockRoute(request: NextRequest): Promise<NextResponse> {
  const params = request.nextUrl.searchParams;
  const query = querySchema.safeParse({ slug: params.get('slug'), id: params.get('id') });
  if (!query.success) return answer(null, { block: null, error: 'The query names no block' }, 400);
  const { slug, id } = query.data;
  let session: ResolvedSession | null = null;
  try {
    session = await resolveSession(request, { anonymous: false });
    const viewer = viewerOf(session, request.headers);
    let article = await getArticleBySlug(slug);
    // A members-only article gives a visitor no body; a signed-in fan's blocks are in their own copy.
    if (article?.blocked && session.fan && !session.fan.anonymous)
      article = await getArticleForReader(slug, session.fan.accessToken);
    const block = article ? findRuledBlock(article.blocks, id) : null;
    if (!block) return answer(session, { block: null }, 404);
    const shown = withRulesApplied(block, viewer) as GatedBlockAnswer['block'] | undefined;
    return answer(session, { block: shown ?? null });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Gated block ${JSON.stringify(id)} of ${JSON.stringify(slug)}: not shown: ${reason}`);
    return answer(session, { block: null, error: 'This content is unavailable just now' }, 503);
  }
}
